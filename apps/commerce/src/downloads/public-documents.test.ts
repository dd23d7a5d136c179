import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog as catalog } from '../seed/catalog/index.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

const tabDocuments = catalog.products.flatMap((product) =>
  (product.tabs ?? []).flatMap((tab) => (tab.downloads ?? []).map((download) => ({ product, download }))),
);

describe('GET /downloads/<name>.pdf (documents linked in product tabs)', () => {
  it('serves a document a product tab links, as a PDF naming the product and the document', async () => {
    const linked = tabDocuments[0];
    if (!linked) throw new Error('The demo catalogue links no documents in its tabs');
    const response = await fetch(`${store.url}${linked.download.file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1')).toContain(linked.download.fileTitle);
  });

  it('never serves a purchased file, nor a name no tab links', async () => {
    const linkedFiles = new Set(tabDocuments.map(({ download }) => download.file));
    const purchased = catalog.products
      .flatMap((product) => product.downloads ?? [])
      .find((download) => !linkedFiles.has(download.file));
    if (!purchased) throw new Error('Every purchased file is also a public document');
    expect((await fetch(`${store.url}${purchased.file}`)).status).toBe(404);
    const unknown = await fetch(`${store.url}/downloads/no-such-document.pdf`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('This document does not exist.');
  });
});
