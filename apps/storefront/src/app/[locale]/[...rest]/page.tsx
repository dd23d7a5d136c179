import { notFound } from 'next/navigation';

/**
 * Any path no route matches renders the locale's not-found page (with the shop's layout). Its
 * metadata says not found too, so Next takes the not-found page's title ("Page not found").
 */
export function generateMetadata(): never {
  notFound();
}

export default function UnmatchedPath() {
  notFound();
}
