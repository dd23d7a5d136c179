/**
 * GET /downloads/<name>.pdf: the public documents products link in their custom tabs (datasheets,
 * instructions) or list among their compliance documents (declarations, data sheets), as opposed
 * to purchased files, which only /download/<key> serves. A file is served only while a published
 * product links or lists it, so nothing bought can be fetched this way.
 */
import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { type DownloadFile, demoFile, isDemoFile } from './demo-files.ts';
import { productDocumentFile } from './product-documents.ts';

export const isPublicDocumentPath = (pathname: string) => isDemoFile(pathname);

/** The file a published product's custom tab links at `pathname`, rendered; null when none does. */
async function customTabFile(db: Db, pathname: string): Promise<DownloadFile | null> {
  const linkedBy = sql`${products.customTabs} @> ${JSON.stringify([{ downloads: [{ file: pathname }] }])}::jsonb`;
  const [product] = await db
    .select({ name: products.name, customTabs: products.customTabs })
    .from(products)
    .where(and(eq(products.status, 'publish'), linkedBy))
    .limit(1);
  const title = product?.customTabs
    .flatMap((tab) => tab.downloads ?? [])
    .find((download) => download.file === pathname)?.fileTitle;
  return product && title ? demoFile(pathname, { productName: product.name, name: title }) : null;
}

export async function servePublicDocument(db: Db, pathname: string, response: ServerResponse): Promise<void> {
  const file = (await customTabFile(db, pathname)) ?? (await productDocumentFile(db, pathname));
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('This document does not exist.');
    return;
  }
  response.writeHead(200, {
    'content-type': file.contentType,
    'content-length': String(file.body.length),
    'content-disposition': `inline; filename="${file.fileName}"`,
    'cache-control': 'public, max-age=86400',
  });
  response.end(file.body);
}
