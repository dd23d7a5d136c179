/**
 * The documents the storefront sends, read from its sources: each operation of
 * apps/storefront/src/graphql/operations with the fragments it uses, and the product page's
 * document composed as apps/storefront/src/graphql/product-document.ts composes it with every plugin
 * fragment (the largest it can be). Tests check them against this backend's limits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, visit } from 'graphql';
import { fragmentJoiner, isOperation, type NamedDocument, operationDocuments } from './graphql-documents.ts';

const storefrontGraphql = new URL('../../../storefront/src/graphql/', import.meta.url).pathname;

/** Every .graphql file below `dir`, at any depth. */
const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => join(dir, file));

/** The plugin fragments the product page spreads into `product` when the backend has the plugin. */
const PRODUCT_PLUGIN_FRAGMENTS = ['ProductSEO', 'ProductCustomTabs', 'ProductFaqs', 'ProductWarranty'];

export type StorefrontDocument = NamedDocument;

export function storefrontDocuments(): StorefrontDocument[] {
  const definitions = graphqlFiles(storefrontGraphql).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const withFragments = fragmentJoiner(definitions);
  const documents = operationDocuments(definitions);
  const operations = definitions.filter(isOperation);
  const getProduct = operations.find((operation) => operation.name?.value === 'getProduct');
  if (getProduct) {
    const composed = visit(getProduct, {
      Field(field) {
        if (field.name.value !== 'product' || !field.selectionSet) return undefined;
        return {
          ...field,
          selectionSet: {
            ...field.selectionSet,
            selections: [
              ...PRODUCT_PLUGIN_FRAGMENTS.map((name) => ({
                kind: Kind.FRAGMENT_SPREAD as const,
                name: { kind: Kind.NAME as const, value: name },
              })),
              ...field.selectionSet.selections,
            ],
          },
        };
      },
    });
    documents.push({ name: 'getProduct with every plugin fragment', document: withFragments(composed) });
  }
  return documents;
}
