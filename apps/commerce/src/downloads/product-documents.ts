/**
 * A product's compliance documents: the `documents` extension field and the PDFs
 * /downloads/<name>.pdf serves for them. Each PDF is rendered from the document's record and the
 * product's name, SKU, standards and NIOSH approvals, always in their stored (English) words, so
 * the size the product page states is the size of the file served, in every shop language.
 */
import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NIOSH_APPROVAL_ATTRIBUTE } from '../catalog/approvals.ts';
import type { ProductFieldResolvers } from '../catalog/product-resolvers.ts';
import type { Db } from '../db/client.ts';
import type { ProductDocument } from '../db/schema/column-types.ts';
import { productAttributes, products, terms } from '../db/schema.ts';
import type { Context } from '../graphql/context.ts';
import { complianceDocumentPdf } from './compliance-documents.ts';
import type { DownloadFile } from './demo-files.ts';

const STANDARD_TAXONOMY = 'pa_standard';

export interface DocumentSubject {
  name: string;
  sku: string;
  standards: string[];
  approvals: string[];
}

/** The subjects of a batch of products, in three statements whatever the batch. */
async function subjectsOf(db: Db, ids: readonly number[]): Promise<(DocumentSubject | null)[]> {
  const [rows, attributes] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(inArray(products.id, [...ids])),
    db
      .select()
      .from(productAttributes)
      .where(
        and(
          inArray(productAttributes.productId, [...ids]),
          inArray(productAttributes.name, [STANDARD_TAXONOMY, NIOSH_APPROVAL_ATTRIBUTE]),
        ),
      ),
  ]);
  const standardSlugs = attributes.filter((row) => row.isTaxonomy).flatMap((row) => row.options);
  const standardNames = new Map(
    standardSlugs.length === 0
      ? []
      : (
          await db
            .select({ slug: terms.slug, name: terms.name })
            .from(terms)
            .where(and(eq(terms.taxonomy, STANDARD_TAXONOMY), inArray(terms.slug, standardSlugs)))
        ).map((term) => [term.slug, term.name]),
  );
  return ids.map((id) => {
    const row = rows.find((product) => product.id === id);
    if (!row) return null;
    const own = attributes.filter((attribute) => attribute.productId === id);
    return {
      name: row.name,
      sku: row.sku ?? '',
      standards: own
        .filter((attribute) => attribute.isTaxonomy && attribute.name === STANDARD_TAXONOMY)
        .flatMap((attribute) => attribute.options.map((slug) => standardNames.get(slug) ?? slug)),
      approvals: own
        .filter((attribute) => !attribute.isTaxonomy && attribute.name === NIOSH_APPROVAL_ATTRIBUTE)
        .flatMap((attribute) => attribute.options),
    };
  });
}

const perRequest = new WeakMap<Context, DataLoader<number, DocumentSubject | null>>();
function subjectLoader(context: Context) {
  let loader = perRequest.get(context);
  if (!loader) {
    loader = new DataLoader((ids) => subjectsOf(context.db, ids));
    perRequest.set(context, loader);
  }
  return loader;
}

const KIND_ENUM = {
  'user-instructions': 'USER_INSTRUCTIONS',
  'declaration-of-conformity': 'DECLARATION_OF_CONFORMITY',
  certificate: 'CERTIFICATE',
  'safety-data-sheet': 'SAFETY_DATA_SHEET',
  'approval-label': 'APPROVAL_LABEL',
} as const;

const PDF = 'application/pdf';

type DocumentResolvers = Pick<ProductFieldResolvers, 'documents'>;

export const productDocumentResolvers: DocumentResolvers = {
  documents: async (row, _args, context) => {
    if (row.documents.length === 0) return [];
    const subject = await subjectLoader(context).load(row.id);
    if (!subject) return [];
    return row.documents.map((document) => ({
      kind: KIND_ENUM[document.kind],
      title: document.title,
      file: document.file,
      language: document.language,
      mimeType: PDF,
      byteSize: complianceDocumentPdf(subject, document).length,
    }));
  },
};

/** The document a published product lists at `file`, rendered; null when none does. */
export async function productDocumentFile(db: Db, file: string): Promise<DownloadFile | null> {
  const listedBy = sql`${products.documents} @> ${JSON.stringify([{ file }])}::jsonb`;
  const [product] = await db
    .select({ id: products.id, documents: products.documents })
    .from(products)
    .where(and(eq(products.status, 'publish'), listedBy))
    .limit(1);
  const document = product?.documents.find((entry: ProductDocument) => entry.file === file);
  if (!product || !document) return null;
  const [subject] = await subjectsOf(db, [product.id]);
  if (!subject) return null;
  return {
    fileName: file.slice(file.lastIndexOf('/') + 1),
    contentType: PDF,
    body: complianceDocumentPdf(subject, document),
  };
}
