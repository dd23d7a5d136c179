/**
 * The storefront must run unchanged against a real WooCommerce + WooGraphQL site: every
 * operation validates against that site's schema (reference/woographql at the repository root), except the store-plugin
 * fields listed below, and against the embedded backend's schema with no exception. On a stock
 * site (no plugin at all: the backend's woographql.graphql alone) every document the storefront
 * may send with no plugin present validates too: the operations outside the plugin features
 * (plugin-features.ts) and the product page's document composed without plugin fragments.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type DocumentNode, type GraphQLError, getOperationAST, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { productDocument } from '@/graphql/product-document';
import { backendSchema as profileSchema } from './backend-schema';
import * as generated from './generated';
import {
  ALL_PLUGINS,
  featureOfOperation,
  NO_PLUGINS,
  PLUGIN_FEATURE_NAMES,
  PLUGIN_FEATURES,
} from './plugin-features';
import { PLUGIN_FIELDS } from './plugin-fields';

const here = new URL('.', import.meta.url).pathname;
const shared = new URL('../../../../reference/woographql/', import.meta.url).pathname;

/** Every .graphql file below `dir`, at any depth. */
const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => join(dir, file));

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
const backendSchema = profileSchema('full');
/** What a stock WooCommerce + WPGraphQL + WooGraphQL + Headless Login site serves (no WooNuxt Settings, no store plugin). */
const stockSchema = profileSchema('stock');

/** Every operation document the storefront can send (generated, each with the fragments it uses). */
const sendable = Object.entries(generated).flatMap(([name, value]) => {
  if (
    !name.endsWith('Document') ||
    typeof value !== 'object' ||
    value === null ||
    !('definitions' in value)
  ) {
    return [];
  }
  const document = value as DocumentNode;
  return [{ name: getOperationAST(document)?.name?.value ?? name, document }];
});
const messages = (schema: typeof stockSchema, document: DocumentNode) =>
  validate(schema, document).map((error) => error.message);

/** "Cannot query field "x" on type "Y"." → "Y.x"; other errors stay as they are. */
const describeError = (error: GraphQLError) => {
  const match =
    error.message.match(/Cannot query field "(\w+)" on type "(\w+)"/) ??
    error.message.match(/Field "(\w+)" is not defined by type "(\w+)"/);
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

describe('on a stock WooGraphQL site (no plugin present)', () => {
  it('has no WooNuxt Settings or store plugin field in the stock schema (the check itself works)', () => {
    expect(messages(stockSchema, parse('{ woonuxtSettings { maxPrice } }'))).toHaveLength(1);
    expect(messages(stockSchema, parse('{ bannerSettings { bannerText } }'))).toHaveLength(1);
  });

  it('every operation outside the plugin features validates against the stock schema', () => {
    const stock = sendable.filter((operation) => featureOfOperation(operation.name) === null);
    expect(stock.length).toBeGreaterThan(40);
    const problems = stock.flatMap((operation) =>
      messages(stockSchema, operation.document).map((message) => `${operation.name}: ${message}`),
    );
    expect(problems).toEqual([]);
  });

  it('every operation of a plugin feature is refused by a stock site and answered by the full backend', () => {
    for (const feature of PLUGIN_FEATURE_NAMES) {
      for (const document of PLUGIN_FEATURES[feature]) {
        const name = getOperationAST(document)?.name?.value;
        expect(messages(stockSchema, document), `${feature}: ${name}`).not.toEqual([]);
        expect(messages(backendSchema, document), `${feature}: ${name}`).toEqual([]);
      }
    }
  });

  it("the product page's document without plugins validates against the stock schema", () => {
    expect(messages(stockSchema, productDocument(NO_PLUGINS))).toEqual([]);
  });

  it("the product page's document with every plugin validates against the full backend", () => {
    expect(messages(backendSchema, productDocument(ALL_PLUGINS))).toEqual([]);
    expect(messages(stockSchema, productDocument(ALL_PLUGINS))).not.toEqual([]);
  });
});
