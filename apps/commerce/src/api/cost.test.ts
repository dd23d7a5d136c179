/** The cost model (cost.ts): fields weighed by the SQL they take. */
import { buildSchema, type FragmentDefinitionNode, getOperationAST, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost, ROWS_PER_PARENT, STATEMENT_COST } from './cost.ts';
import { DEFAULT_QUERY_LIMITS } from './limits.ts';
import { readSchemaSource } from './schema.ts';

const schema = buildSchema(readSchemaSource('full'));

function cost(query: string, variables: Record<string, unknown> = {}): number {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  return operationCost(schema, fragments, operation, variables);
}

const RELATED_PAGE = 'products(first: 100) { nodes { related(first: 5) { nodes { name } } } }';

describe('the cost of an operation', () => {
  it('weighs a field read by a query of its own above a column of the row', () => {
    const column = cost('{ products(first: 10) { nodes { name } } }');
    const loaded = cost('{ products(first: 10) { nodes { productTags { nodes { name } } } } }');
    expect(loaded - column).toBeGreaterThanOrEqual(STATEMENT_COST);
  });

  it('multiplies a list under a list by both pages', () => {
    const inner = (first: number) =>
      `{ products(first: 10) { nodes { productTags(first: ${first}) { nodes { name } } } } }`;
    // Ten more tags for each of the ten products: a hundred more names.
    expect(cost(inner(20)) - cost(inner(10))).toBe(10 * 10);
  });

  it('weighs related products by the rows ranked for each parent', () => {
    expect(cost(`{ ${RELATED_PAGE} }`)).toBeGreaterThan(100 * (ROWS_PER_PARENT.related ?? 0));
  });

  it('reads the page size from the variables, at most what the connection answers', () => {
    const query = 'query($n: Int) { products(first: $n) { nodes { name } } }';
    expect(cost(query, { n: 9999 })).toBe(cost(query, { n: 100 }));
    expect(cost(query, { n: 50 })).toBeLessThan(cost(query, { n: 100 }));
  });

  it('refuses 30 aliases of a page of related products under the default budget, and allows one', () => {
    const attack = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: ${RELATED_PAGE}`).join(' ')} }`;
    expect(attack.length).toBeLessThan(2_500);
    expect(cost(attack)).toBeGreaterThan(DEFAULT_QUERY_LIMITS.maxCost);
    expect(cost(`{ ${RELATED_PAGE} }`)).toBeLessThan(DEFAULT_QUERY_LIMITS.maxCost / 5);
  });
});
