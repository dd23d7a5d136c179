import { notFound } from 'next/navigation';

/** Any path no route matches renders the locale's not-found page (with the shop's layout). */
export default function UnmatchedPath() {
  notFound();
}
