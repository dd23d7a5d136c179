/**
 * The demo store's cross-sells and upsells (catalog/product-links.ts) written onto its products as
 * WooCommerce keeps them: lists of product ids in the owner's order. Links name slugs, so they are
 * resolved once the products have their ids; a slug the catalogue lacks is an error, not a gap.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SeedProductLinks } from './types.ts';

export async function seedProductLinks(db: Db, links: readonly SeedProductLinks[]): Promise<void> {
  const rows = await db.execute<{ id: number; slug: string }>(sql`select id, slug from products`);
  const idOf = new Map(rows.rows.map((row) => [row.slug, Number(row.id)]));
  const ids = (slugs: readonly string[] | undefined) =>
    (slugs ?? []).map((slug) => {
      const id = idOf.get(slug);
      if (id === undefined) throw new Error(`Product links name "${slug}", which the catalogue lacks.`);
      return id;
    });
  const values = links.map((link) => ({
    id: ids([link.product])[0] as number,
    crossSells: ids(link.crossSells),
    upsells: ids(link.upsells),
  }));
  if (values.length === 0) return;
  // One statement for the whole list.
  await db.execute(sql`
    update products set cross_sell_ids = links."crossSells", upsell_ids = links.upsells
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as links(id int4, "crossSells" int4[], upsells int4[])
    where products.id = links.id`);
}
