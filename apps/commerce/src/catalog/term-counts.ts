import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Stores each term's number of published products, as WooCommerce keeps term counts on
 * write, so menus and filters read a column instead of counting on every request.
 */
export async function recountTerms(db: Db, termIds?: number[]): Promise<void> {
  await db.execute(sql`
    update terms t set count = coalesce(c.count, 0)
    from (
      select terms.id, count(p.id)::int as count
      from terms
      left join product_terms pt on pt.term_id = terms.id
      left join products p on p.id = pt.product_id and p.status = 'publish'
      ${termIds ? sql`where terms.id = any(${sql.param(termIds)}::int4[])` : sql``}
      group by terms.id
    ) c
    where c.id = t.id`);
}
