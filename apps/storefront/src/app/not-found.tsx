import { headers } from 'next/headers';
import { PATHNAME_HEADER } from '@/lib/request-headers';
import { SITE_NAME } from '@/lib/site';

export const metadata = { title: 'Page not found' };

/** The spec's error page for unmatched routes: 'Error {statusCode}' with 'Page not found: {path}'. */
export default async function NotFound() {
  const path = (await headers()).get(PATHNAME_HEADER) ?? '';
  return (
    <main>
      <p>
        <a href="/">{SITE_NAME}</a>
      </p>
      <h1>Error 404</h1>
      <p>Page not found: {path}</p>
    </main>
  );
}
