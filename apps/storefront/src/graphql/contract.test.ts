/**
 * The storefront must run unchanged against a real WooCommerce + WooGraphQL site: every
 * operation validates against that site's schema (../shared/woographql), except the store-plugin
 * fields listed below, and against the embedded backend's schema with no exception.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLError, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url).pathname;
const shared = new URL('../../../../../shared/woographql/', import.meta.url).pathname;
const commerceSchemaDir = new URL('../../../commerce/src/schema/', import.meta.url).pathname;

/**
 * Fields a stock WooGraphQL site lacks, served by this store's WordPress plugins. Each needs a
 * reason; anything else that fails against the real schema fails this test.
 */
export const PLUGIN_FIELDS: Record<string, string> = {
  'RootQuery.bannerSettings': 'announcement banner plugin (spec: getBannerSettings)',
  'RootQuery.siteSettings': 'site identity for SEO (spec: site settings)',
  'RootQuery.storeSettings': 'storefront behaviour switches (spec section 1)',
  'Product.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'SimpleProduct.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'VariableProduct.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'ExternalProduct.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'Product.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'SimpleProduct.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'VariableProduct.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'ExternalProduct.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'Product.warranty': 'warranty plugin (spec: getProductWarranty)',
  'SimpleProduct.warranty': 'warranty plugin (spec: getProductWarranty)',
  'VariableProduct.warranty': 'warranty plugin (spec: getProductWarranty)',
  'ExternalProduct.warranty': 'warranty plugin (spec: getProductWarranty)',
  'Product.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'SimpleProduct.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'VariableProduct.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'ExternalProduct.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'Post.seo': 'Yoast SEO for WPGraphQL (blog posts)',
};

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? graphqlFiles(join(dir, entry.name))
      : entry.name.endsWith('.graphql')
        ? [join(dir, entry.name)]
        : [],
  );
}

const operationsSource = graphqlFiles(here)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const operations = parse(operationsSource);

const referenceSchema = buildSchema(
  readFileSync(join(shared, 'schema.graphql'), 'utf8') +
    (existsSync(join(shared, 'woographql-1.0.3-delta.graphql'))
      ? readFileSync(join(shared, 'woographql-1.0.3-delta.graphql'), 'utf8')
      : ''),
);
const backendSchema = buildSchema(
  ['woographql.graphql', 'extensions.graphql']
    .map((f) => readFileSync(join(commerceSchemaDir, f), 'utf8'))
    .join('\n'),
);

/** "Cannot query field "x" on type "Y"." → "Y.x"; other errors stay as they are. */
const describeError = (error: GraphQLError) => {
  const match = error.message.match(/Cannot query field "(\w+)" on type "(\w+)"/);
  return match ? `${match[2]}.${match[1]}` : error.message;
};

describe('GraphQL operations', () => {
  it('are all written as .graphql documents that parse', () => {
    expect(operations.definitions.length).toBeGreaterThan(0);
  });

  it('validate against the embedded backend schema with no exception', () => {
    expect(validate(backendSchema, operations).map((e) => e.message)).toEqual([]);
  });

  it('validate against the real WooGraphQL schema, except the listed plugin fields', () => {
    const problems = validate(referenceSchema, operations)
      .map(describeError)
      // Types only the plugins define (their enums, fragments on their types) follow from the fields.
      .filter(
        (problem) =>
          !(problem in PLUGIN_FIELDS) &&
          !/Unknown type "(BannerTypeEnum|ProductTabContentTypeEnum)"/.test(problem),
      );
    expect(problems).toEqual([]);
  });

  it('catches an operation the real schema cannot answer (the check itself works)', () => {
    const wrong = parse('query { products { nodes { noSuchField } } }');
    expect(validate(referenceSchema, wrong).map(describeError)).toEqual(['Product.noSuchField']);
  });
});
