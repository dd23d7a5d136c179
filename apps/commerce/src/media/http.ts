import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema.ts';
import type { MediaRenderer } from './render.ts';
import { isMediaSizeName } from './sizes.ts';

const MEDIA_PATH = /^\/media\/(\d{1,10})\/([a-z_]+)\.webp$/;

export const isMediaPath = (pathname: string) => MEDIA_PATH.test(pathname);

/**
 * Serves /media/{id}/{size}.webp. A picture changes only when the store's artwork is redrawn,
 * so browsers and CDNs may keep it for a day and refresh it in the background after that.
 */
export async function serveMedia(
  db: Db,
  renderer: MediaRenderer,
  pathname: string,
  response: ServerResponse,
) {
  const [, id, size] = pathname.match(MEDIA_PATH) ?? [];
  const notFound = () => {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Image not found');
  };
  if (!id || !size || !isMediaSizeName(size)) return notFound();
  const [row] = await db
    .select()
    .from(media)
    .where(eq(media.id, Number(id)));
  if (!row) return notFound();
  const image = await renderer.render(row.id, size, row.artwork);
  response.writeHead(200, {
    'content-type': 'image/webp',
    'content-length': image.length,
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
  });
  response.end(image);
}
