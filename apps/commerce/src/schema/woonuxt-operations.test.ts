/**
 * The WooNuxt storefront (scottyzen/woonuxt) runs unmodified against this backend: every type,
 * field, argument and input field its operations use (testing/woonuxt-paths.ts) exists in the
 * schema we serve. The same list is checked against the real schema so the list itself is right.
 */
import { existsSync, readFileSync } from 'node:fs';
import { buildSchema, type GraphQLSchema, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readSchemaSource } from '../graphql/schema.ts';
import { WOONUXT_PATHS } from '../testing/woonuxt-paths.ts';

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
  WOONUXT_PATHS.map((path) => missingPart(schema, path)).filter((problem) => problem !== null);

describe("the WooNuxt storefront's operations", () => {
  it('use only paths the real WooGraphQL schema has (the list is right)', () => {
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
