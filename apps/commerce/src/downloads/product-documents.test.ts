/**
 * A product's compliance documents (the `documents` extension field) and the PDFs behind them:
 * every seeded document is listed with its kind, language and the exact size of the file served at
 * its address, the same in every shop language, and a product that is not published serves none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { PRODUCT_COMPLIANCE } from '../seed/catalog/product-compliance.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const DOCUMENTS = `query Documents($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    documents { kind title file language mimeType byteSize }
    ... on ProductWithAttributes { attributes(first: 20) { nodes { name options } } }
  }
}`;

interface DocumentsAnswer {
  product: {
    documents: {
      kind: string;
      title: string;
      file: string;
      language: string;
      mimeType: string;
      byteSize: number;
    }[];
    attributes: { nodes: { name: string; options: string[] }[] };
  };
}

const KIND_ENUM: Record<string, string> = {
  'user-instructions': 'USER_INSTRUCTIONS',
  'declaration-of-conformity': 'DECLARATION_OF_CONFORMITY',
  certificate: 'CERTIFICATE',
  'safety-data-sheet': 'SAFETY_DATA_SHEET',
  'approval-label': 'APPROVAL_LABEL',
};

const [approvedSlug, approved] =
  Object.entries(PRODUCT_COMPLIANCE).find(([, compliance]) => compliance.approvals.length > 0) ?? [];

describe('compliance documents', () => {
  it('lists the seeded documents, each the size of the PDF served at its address', async () => {
    if (!approvedSlug || !approved) throw new Error('The demo catalogue has an approved respirator');
    const { product } = await shopper(store).data<DocumentsAnswer>(DOCUMENTS, { slug: approvedSlug });
    expect(product.documents.map(({ kind, file, language }) => ({ kind, file, language }))).toEqual(
      approved.documents.map((document) => ({
        kind: KIND_ENUM[document.kind],
        file: document.file,
        language: document.language,
      })),
    );
    for (const document of product.documents) {
      const response = await fetch(`${store.url}${document.file}`);
      expect(response.status, document.file).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.length, document.file).toBe(document.byteSize);
      expect(document.mimeType).toBe('application/pdf');
    }
    const label = product.documents.find((document) => document.kind === 'APPROVAL_LABEL');
    if (!label) throw new Error('An approved respirator has its approval label');
    const text = Buffer.from(await (await fetch(`${store.url}${label.file}`)).arrayBuffer()).toString(
      'latin1',
    );
    for (const number of approved.approvals) expect(text).toContain(number);
    // The numbers are a stock local attribute too, which any WooGraphQL client reads.
    expect(product.attributes.nodes).toContainEqual({ name: 'NIOSH approval', options: approved.approvals });
  });

  it('states the same sizes in another shop language, since the files are the same', async () => {
    if (!approvedSlug) throw new Error('The demo catalogue has an approved respirator');
    const english = await shopper(store).data<DocumentsAnswer>(DOCUMENTS, { slug: approvedSlug });
    const german = await shopper({ ...store, language: 'de' }).data<DocumentsAnswer>(DOCUMENTS, {
      slug: approvedSlug,
    });
    expect(german.product.documents.map((document) => document.byteSize)).toEqual(
      english.product.documents.map((document) => document.byteSize),
    );
  });

  it('serves no document of a product that is not published', async () => {
    if (!approvedSlug || !approved) throw new Error('The demo catalogue has an approved respirator');
    const file = approved.documents[0]?.file ?? '';
    expect((await fetch(`${store.url}${file}`)).status).toBe(200);
    await store.database.db.update(products).set({ status: 'draft' }).where(eq(products.slug, approvedSlug));
    try {
      const response = await fetch(`${store.url}${file}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('This document does not exist.');
    } finally {
      await store.database.db
        .update(products)
        .set({ status: 'publish' })
        .where(eq(products.slug, approvedSlug));
    }
  });
});
