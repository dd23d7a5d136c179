/**
 * The category, tag and attribute filters of a product list, as conditions on the product's own
 * term ids (product-list.ts builds the rest of the statement).
 */
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { present } from '../lib/input.ts';
import { CATALOG_GENERATION } from './found-cache.ts';
import { keptPerDatabase } from './kept-per-database.ts';
import type { ProductWhere } from './product-where.ts';
import { taxonomyByName, taxonomyByProductEnum } from './taxonomies.ts';

interface TermSelector {
  taxonomy: string;
  slugs?: string[];
  ids?: number[];
}

/** Term ids as a filter's selectors resolved them, and the catalogue generation they were read at. */
interface ResolvedTerms {
  ids: number[][];
  generation: string;
}

/**
 * Filters resolved per database, kept in this process: the same category and attribute filters
 * come with request after request, and terms change rarely. Kept ids are used with the generation
 * they were read at, which the page's statement checks (product-list.ts reads again on a change).
 */
const FILTERS_REMEMBERED = 1000;
const resolvedIn = keptPerDatabase<ResolvedTerms>(FILTERS_REMEMBERED);

/**
 * Ids of the terms each selector names by slug or id, with their descendants in hierarchical
 * taxonomies: one query for every filter of a list, however many it has, with the generation it
 * read them at (a row of its own, n = -1, so it comes when no term matches too).
 */
async function termIdsOf(db: Db, selectors: TermSelector[]): Promise<ResolvedTerms> {
  const wanted = selectors.flatMap(({ taxonomy, slugs = [], ids = [] }, n) => {
    const tree = taxonomyByName(taxonomy)?.hierarchical ?? false;
    return [
      ...slugs.map((slug) => ({ n, taxonomy, slug, id: null, tree })),
      ...ids.map((id) => ({ n, taxonomy, slug: null, id, tree })),
    ];
  });
  const ids = selectors.map((): number[] => []);
  const column = <K extends keyof (typeof wanted)[number]>(key: K) => sql.param(wanted.map((w) => w[key]));
  const result = await db.execute<{ n: number; id: number | null; generation: string | null }>(sql`
    with recursive wanted as (
      select * from unnest(${column('n')}::int4[], ${column('taxonomy')}::text[], ${column('slug')}::text[],
        ${column('id')}::int4[], ${column('tree')}::bool[]) as w(n, taxonomy, slug, id, tree)
    ), matched as (
      select w.n, t.id, w.tree from wanted w
        join terms t on t.taxonomy = w.taxonomy and (t.slug = w.slug or t.id = w.id)
      union
      select m.n, t.id, m.tree from matched m join terms t on t.parent_id = m.id where m.tree
    )
    select n, id, null::text as generation from matched
    union all
    select -1, null, ${CATALOG_GENERATION}`);
  let generation = '';
  for (const row of result.rows) {
    if (Number(row.n) < 0) generation = String(row.generation);
    else ids[Number(row.n)]?.push(Number(row.id));
  }
  return { ids, generation };
}

/**
 * The term ids of `selectors`: kept ones unless `fresh`. Answers the generation they were read at
 * when they were kept, for the caller to check in its own statement; null when read just now.
 */
async function resolveTerms(
  db: Db,
  selectors: TermSelector[],
  fresh: boolean,
): Promise<{ ids: number[][]; keptAt: string | null }> {
  if (selectors.every(({ slugs = [], ids = [] }) => slugs.length === 0 && ids.length === 0))
    return { ids: selectors.map(() => []), keptAt: null };
  const key = JSON.stringify(selectors);
  const kept = fresh ? undefined : resolvedIn(db).get(key);
  if (kept) return { ids: kept.ids, keptAt: kept.generation };
  const read = await termIdsOf(db, selectors);
  resolvedIn(db).set(key, read);
  return { ids: read.ids, keptAt: null };
}

/**
 * Term filters read the product's own sorted term ids (kept from product_terms by a trigger):
 * the GIN index answers every category, tag and attribute filter of a list at once, and a
 * product's row is checked without a subquery per filter.
 */
const hasAnyTerm = (ids: number[]): SQL => sql`${products.termIds} && ${sql.param(ids)}::int4[]`;

const hasEveryTerm = (ids: number[]): SQL => sql`${products.termIds} @> ${sql.param(ids)}::int4[]`;

/** A condition no product meets (a filter naming nothing the store has). */
export const NOTHING = sql`false`;

/**
 * The list's category, tag and attribute conditions, and the catalogue generation of the kept term
 * ids they were made from (null when read just now): the page's statement must still see it.
 */
export async function taxonomyConditions(
  db: Db,
  where: ProductWhere,
  fresh = false,
): Promise<{ conditions: SQL[]; termsKeptAt: string | null }> {
  const categorySlugs = [...present(where.categoryIn), ...(where.category ? [where.category] : [])];
  const categoryIds = [
    ...present(where.categoryIdIn),
    ...(where.categoryId != null ? [where.categoryId] : []),
  ];
  const tagSlugs = [...present(where.tagIn), ...(where.tag ? [where.tag] : [])];
  const filters = present(where.taxonomyFilter?.filters).map((filter) => ({
    ...filter,
    taxonomy: taxonomyByProductEnum(filter.taxonomy),
  }));
  const { ids: resolved, keptAt } = await resolveTerms(
    db,
    [
      { taxonomy: 'product_cat', slugs: categorySlugs, ids: categoryIds },
      { taxonomy: 'product_cat', slugs: present(where.categoryNotIn), ids: present(where.categoryIdNotIn) },
      { taxonomy: 'product_tag', slugs: tagSlugs },
      // A taxonomy this store does not have matches nothing (WooCommerce behaves the same).
      ...filters.map(({ taxonomy, terms, ids }) =>
        taxonomy ? { taxonomy: taxonomy.name, slugs: present(terms), ids: present(ids) } : { taxonomy: '' },
      ),
    ],
    fresh,
  );
  const [included = [], excluded = [], tagged = [], ...filtered] = resolved;

  const conditions: SQL[] = [];
  if (categorySlugs.length > 0 || categoryIds.length > 0)
    conditions.push(included.length > 0 ? hasAnyTerm(included) : NOTHING);
  if (excluded.length > 0) conditions.push(sql`not ${hasAnyTerm(excluded)}`);
  if (tagSlugs.length > 0) conditions.push(tagged.length > 0 ? hasAnyTerm(tagged) : NOTHING);

  if (filters.length > 0) {
    const parts = filters.map(({ taxonomy, operator: given }, index): SQL => {
      const operator = given ?? 'IN';
      const ids = filtered[index] ?? [];
      if (operator === 'IN') return ids.length > 0 ? hasAnyTerm(ids) : NOTHING;
      if (operator === 'NOT_IN') return ids.length > 0 ? sql`not ${hasAnyTerm(ids)}` : sql`true`;
      if (operator === 'AND') return ids.length > 0 ? hasEveryTerm(ids) : NOTHING;
      const all = taxonomy
        ? sql`exists (select 1 from product_terms pt join terms t on t.id = pt.term_id where pt.product_id = ${products.id} and t.taxonomy = ${taxonomy.name})`
        : NOTHING;
      return operator === 'EXISTS' ? all : sql`not ${all}`;
    });
    const combined = where.taxonomyFilter?.relation === 'OR' ? or(...parts) : and(...parts);
    if (combined) conditions.push(combined);
  }
  return { conditions, termsKeptAt: keptAt };
}

/**
 * Whether a category, tag or attribute filter narrows the list. The page is then read from the
 * term index's bitmap, every match fetched and sorted, so a first page's count can come from that
 * same scan (a window over the matches) instead of a second one. Without one, the page stops early
 * in an index's order and counting is a scan of its own.
 */
export function narrowedByTerms(where: ProductWhere): boolean {
  const narrowing = present(where.taxonomyFilter?.filters).some(
    (filter) => (filter.operator ?? 'IN') === 'IN' || filter.operator === 'AND',
  );
  return (
    present(where.categoryIn).length > 0 ||
    present(where.categoryIdIn).length > 0 ||
    present(where.tagIn).length > 0 ||
    [where.category, where.categoryId, where.tag].some((one) => one != null) ||
    (where.taxonomyFilter?.relation !== 'OR' && narrowing)
  );
}
