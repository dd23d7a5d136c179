/**
 * The WooNuxt storefront (scottyzen/woonuxt) runs unmodified against this backend: each of its
 * documents (testing/woonuxt/operations.graphql, read at the commit in testing/woonuxt/documents.ts)
 * validates against the schema we serve, as its codegen validates them at build time, and every
 * type, field, argument and input field they use (testing/woonuxt-paths.ts) exists there. The same
 * list is checked against the real schema so the list itself is right.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  NoUnusedFragmentsRule,
  specifiedRules,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { readSchemaSource } from '../api/schema.ts';
import { woonuxtDefinitions, woonuxtOperations } from '../testing/woonuxt/documents.ts';
import { schemaPaths } from '../testing/woonuxt/schema-paths.ts';
import { WOONUXT_PATHS, WOONUXT_SETTINGS_PATHS } from '../testing/woonuxt-paths.ts';

const referenceDir = new URL('../../../../reference/woographql/', import.meta.url);
const reference = buildSchema(
  readFileSync(new URL('schema.graphql', referenceDir), 'utf8') +
    (existsSync(new URL('woographql-1.0.3-delta.graphql', referenceDir))
      ? readFileSync(new URL('woographql-1.0.3-delta.graphql', referenceDir), 'utf8')
      : ''),
);
const served = buildSchema(readSchemaSource('full'));

/** What is missing of one path in a schema, or null when it is all there. */
function missingPart(schema: GraphQLSchema, path: string): string | null {
  const input = path.startsWith('input ');
  const match = path.replace(/^input /, '').match(/^(\w+)(?:\.(\w+)(?:\(([\w,]*)\))?)?$/);
  if (!match) return `${path} is not written as Type, Type.field, Type.field(args) or input Type.field`;
  const [, typeName = '', fieldName, argList] = match;
  const type = schema.getType(typeName);
  if (!type) return `type ${typeName}`;
  if (!fieldName) return null;
  if (input) {
    if (!isInputObjectType(type)) return `input type ${typeName}`;
    return type.getFields()[fieldName] ? null : `input field ${typeName}.${fieldName}`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return `object or interface type ${typeName}`;
  const field = type.getFields()[fieldName];
  if (!field) return `field ${typeName}.${fieldName}`;
  const missingArgs = (argList ? argList.split(',') : []).filter(
    (name) => !field.args.some((arg) => arg.name === name),
  );
  return missingArgs.length > 0 ? `argument ${typeName}.${fieldName}(${missingArgs.join(',')})` : null;
}

const missingIn = (schema: GraphQLSchema) =>
  [...WOONUXT_PATHS, ...WOONUXT_SETTINGS_PATHS]
    .map((path) => missingPart(schema, path))
    .filter((problem) => problem !== null);

/** What graphql-js says of each WooNuxt operation (and of the fragments no operation uses). */
function validationErrors(schema: GraphQLSchema): string[] {
  const operations = woonuxtOperations().flatMap(({ name, document }) =>
    validate(schema, document).map((error) => `${name}: ${error.message}`),
  );
  const withoutUnusedRule = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  const fragments = validate(schema, woonuxtDefinitions(), withoutUnusedRule).map((error) => error.message);
  return [...new Set([...operations, ...fragments])];
}

describe("the WooNuxt storefront's documents", () => {
  it('are thirty operations and their fragments, getProduct among them', () => {
    const names = woonuxtOperations().map((operation) => operation.name);
    expect(names).toHaveLength(30);
    expect(names).toEqual(expect.arrayContaining(['getProduct', 'getOrder', 'Checkout', 'UpdateCustomer']));
  });

  // Evidence: reference/woographql/SOURCE.md, "the WooNuxt operations at scottyzen/woonuxt HEAD
  // 80a8b339 validate with no errors against schema.graphql plus the delta".
  it('validate against the real WooGraphQL 1.0.3 schema', () => {
    expect(validationErrors(reference)).toEqual([]);
  });

  // WooNuxt's build runs its codegen against the backend's schema and stops at the first error.
  it('validate against the schema this backend serves (full profile)', () => {
    expect(validationErrors(served)).toEqual([]);
  });
});

describe("the WooNuxt storefront's schema paths", () => {
  it('are listed in testing/woonuxt-paths.ts, exactly as its documents use them', () => {
    const used = schemaPaths(reference, woonuxtDefinitions());
    expect([...WOONUXT_PATHS].sort()).toEqual([...used].sort());
  });

  it('are all in the real WooGraphQL schema (the list is right)', () => {
    expect(missingIn(reference)).toEqual([]);
  });

  it('use only paths this backend serves (full profile)', () => {
    expect(missingIn(served)).toEqual([]);
  });

  it('are checked path by path: a missing argument, field or type is reported', () => {
    const small = buildSchema('type Query { products(first: Int): Int } input Where { visibility: String }');
    expect(missingPart(small, 'Query.products(first,where)')).toBe('argument Query.products(where)');
    expect(missingPart(small, 'Query.customer')).toBe('field Query.customer');
    expect(missingPart(small, 'GroupProduct')).toBe('type GroupProduct');
    expect(missingPart(small, 'input Where.status')).toBe('input field Where.status');
    expect(missingPart(small, 'input Where.visibility')).toBeNull();
  });
});
