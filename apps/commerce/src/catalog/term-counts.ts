import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** What a catalogue list shows: published products visible in the catalogue (product-list.ts). */
const LISTED = sql`p.status = 'publish' and p.catalog_visibility in ('visible', 'catalog')`;

/**
 * Stores each term's product counts, as WooCommerce keeps term counts on write, so menus,
 * filters and category-page totals read a column instead of counting on every request:
 * `count` is WordPress's (published products in the term itself), `tree_count` what a
 * category page lists (the term and every term below it).
 */
export async function recountTerms(db: Db): Promise<void> {
  await db.execute(sql`
    update terms t set count = c.count, tree_count = c.count
    from (
      select terms.id, count(p.id)::int as count
      from terms
      left join product_terms pt on pt.term_id = terms.id
      left join products p on p.id = pt.product_id and p.status = 'publish'
      group by terms.id
    ) c
    where c.id = t.id`);
  await db.execute(sql`
    with recursive subtree(root, id) as (
      select id, id from terms where taxonomy = 'product_cat'
      union all
      select subtree.root, t.id from terms t join subtree on t.parent_id = subtree.id
    )
    update terms t set tree_count = c.listed
    from (
      select subtree.root, count(distinct p.id)::int as listed
      from subtree
      left join product_terms pt on pt.term_id = subtree.id
      left join products p on p.id = pt.product_id and ${LISTED}
      group by subtree.root
    ) c
    where c.root = t.id`);
}
