/**
 * A list's total is kept between requests while the catalogue stands still (found-cache.ts), and
 * counted again after any write to it, whoever makes the write.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

type Listed = { products: { found: number; nodes: { slug: string }[]; pageInfo: { endCursor: string } } };

const list = (where: string, after: string | null = null) =>
  store.data<Listed>(
    `query($after: String) { products(first: 2, after: $after, where: {${where}}) { found nodes { slug } pageInfo { endCursor } } }`,
    { after },
  );
const execute = (statement: ReturnType<typeof sql>) => store.database.db.execute(statement);
const setStatus = (slug: string, status: string) =>
  execute(sql`update products set status = ${status} where slug = ${slug}`);

describe('totals kept between requests', () => {
  it('answers the kept total until the catalogue changes, then counts again', async () => {
    const before = await list('search: "mask"');
    expect(before.products.found).toBeGreaterThan(2);
    const [slug] = before.products.nodes.map((node) => node.slug);
    if (!slug) throw new Error('the demo store has no mask');

    // A write the generation does not see: the total answered is the one kept.
    await execute(sql`alter table products disable trigger products_changed`);
    try {
      await setStatus(slug, 'draft');
      expect((await list('search: "mask"')).products.found).toBe(before.products.found);
    } finally {
      await execute(sql`alter table products enable trigger products_changed`);
    }
    // Any write to the products, even one that changes no row, counts the list again.
    await execute(sql`update products set status = status where false`);
    expect((await list('search: "mask"')).products.found).toBe(before.products.found - 1);
    await setStatus(slug, 'publish');
    expect((await list('search: "mask"')).products.found).toBe(before.products.found);
  });

  it("counts again after a product's terms change, on a later page too", async () => {
    const where = 'categoryIn: ["masks-respirators"], search: "ffp"';
    const first = await list(where);
    const second = await list(where, first.products.pageInfo.endCursor);
    expect(second.products.found).toBe(first.products.found);
    const [slug] = first.products.nodes.map((node) => node.slug);
    // Out of every category (a product filed under a subcategory is listed under its parent too).
    const removed = sql`product_id = (select id from products where slug = ${slug})
      and term_id in (select id from terms where taxonomy = 'product_cat')`;
    const saved = await execute(
      sql`select product_id, term_id, position from product_terms where ${removed}`,
    );
    expect(saved.rows.length).toBeGreaterThan(0);
    await execute(sql`delete from product_terms where ${removed}`);
    try {
      const again = await list(where, first.products.pageInfo.endCursor);
      expect(again.products.found).toBe(first.products.found - 1);
    } finally {
      for (const row of saved.rows as { product_id: number; term_id: number; position: number }[])
        await execute(sql`insert into product_terms (product_id, term_id, position)
          values (${row.product_id}, ${row.term_id}, ${row.position})`);
    }
    expect((await list(where, first.products.pageInfo.endCursor)).products.found).toBe(first.products.found);
  });

  it('counts a search in another language again when a translation changes', async () => {
    const german = () =>
      store.data<Listed>(
        '{ products(first: 2, where: {search: "maske", language: "de"}) { found nodes { slug } pageInfo { endCursor } } }',
      );
    const before = await german();
    expect(before.products.found).toBeGreaterThan(0);
    const [slug] = before.products.nodes.map((node) => node.slug);
    const translation = sql`language = 'de' and product_id = (select id from products where slug = ${slug})`;
    await execute(
      sql`update product_translations set search_text = replace(search_text, 'maske', 'm-a-s-k-e') where ${translation}`,
    );
    try {
      expect((await german()).products.found).toBe(before.products.found - 1);
    } finally {
      await execute(
        sql`update product_translations set search_text = replace(search_text, 'm-a-s-k-e', 'maske') where ${translation}`,
      );
    }
    expect((await german()).products.found).toBe(before.products.found);
  });
});
