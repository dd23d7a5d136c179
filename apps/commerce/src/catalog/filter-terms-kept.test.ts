/**
 * A filter's term ids are kept between requests (term-conditions.ts) and read again as soon as
 * the catalogue changes: a renamed or a new category lists what it holds at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../testing/statements.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

/** A category filter with another condition, so its total is counted rather than read as stored. */
const inCategory = async (slug: string) =>
  (
    await store.data<{ products: { found: number } }>(
      `{ products(first: 2, where: {categoryIn: ["${slug}"], stockStatus: [IN_STOCK, ON_BACKORDER, OUT_OF_STOCK]}) { found } }`,
    )
  ).products.found;
const execute = (statement: ReturnType<typeof sql>) => store.database.db.execute(statement);

describe("a filter's terms kept between requests", () => {
  it('resolves the same filter once, then only reads the page', async () => {
    expect(await inCategory('masks-respirators')).toBeGreaterThan(0);
    const statements = await statementsDuring(store.database, () => inCategory('masks-respirators'));
    expect(statements).toHaveLength(1);
  });

  it('reads the terms again when the catalogue changed: a renamed category', async () => {
    const before = await inCategory('masks-respirators');
    await execute(
      sql`update terms set slug = 'masks-renamed' where taxonomy = 'product_cat' and slug = 'masks-respirators'`,
    );
    try {
      expect(await inCategory('masks-respirators')).toBe(0);
      expect(await inCategory('masks-renamed')).toBe(before);
    } finally {
      await execute(
        sql`update terms set slug = 'masks-respirators' where taxonomy = 'product_cat' and slug = 'masks-renamed'`,
      );
    }
    expect(await inCategory('masks-respirators')).toBe(before);
  });

  it('reads the terms again after an empty page: a category made after it was first asked for', async () => {
    expect(await inCategory('respirator-fit-kits')).toBe(0);
    await execute(
      sql`insert into terms (taxonomy, slug, name) values ('product_cat', 'respirator-fit-kits', 'Fit kits')`,
    );
    await execute(sql`insert into product_terms (product_id, term_id)
      select (select id from products where status = 'publish' and catalog_visibility = 'visible' order by id limit 1),
        (select id from terms where taxonomy = 'product_cat' and slug = 'respirator-fit-kits')`);
    expect(await inCategory('respirator-fit-kits')).toBe(1);
  });
});
