/**
 * The storefront must run unchanged against a real WooCommerce + WooGraphQL site: every
 * operation validates against that site's schema (reference/woographql at the repository root), except the store-plugin
 * fields listed below, and against the embedded backend's schema with no exception.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLError, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PLUGIN_FIELDS } from './plugin-fields';

const here = new URL('.', import.meta.url).pathname;
const shared = new URL('../../../../reference/woographql/', import.meta.url).pathname;
const commerceSchemaDir = new URL('../../../commerce/src/schema/', import.meta.url).pathname;

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
  ['woographql.graphql', 'woonuxt-settings.graphql', 'extensions.graphql']
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
