/**
 * Term lists (productCategories, terms, a category's children) with WPGraphQL's term query
 * arguments. Taxonomies are small (hundreds of terms), so the query selects the taxonomy's
 * terms and these rules filter and order them.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { terms } from '../db/schema.ts';
import { fromGlobalId } from '../lib/global-id.ts';
import { present } from '../lib/input.ts';
import type { TermRow } from './loaders.ts';
import { localizeTerms } from './translations.ts';

export interface TermListWhere {
  hideEmpty?: boolean | null;
  parent?: number | null;
  childOf?: number | null;
  include?: (string | number | null)[] | null;
  exclude?: (string | number | null)[] | null;
  slug?: (string | null)[] | null;
  name?: (string | null)[] | null;
  search?: string | null;
  orderby?: string | null;
  order?: 'ASC' | 'DESC' | null;
}

/** Term ids arrive as database ids or global ids ([ID] in WPGraphQL). */
function termId(value: string | number): number | null {
  if (typeof value === 'number') return value;
  if (/^\d+$/.test(value)) return Number(value);
  const global = fromGlobalId(value);
  return global?.kind === 'term' ? Number(global.id) : null;
}

const ids = (values: TermListWhere['include']) =>
  present(values)
    .map(termId)
    .filter((id): id is number => id !== null);

function descendantsOf(all: TermRow[], rootId: number): Set<number> {
  const found = new Set<number>();
  let frontier = [rootId];
  while (frontier.length > 0) {
    const next = all.filter(
      (term) => term.parentId !== null && frontier.includes(term.parentId) && !found.has(term.id),
    );
    for (const term of next) found.add(term.id);
    frontier = next.map((term) => term.id);
  }
  return found;
}

const compare: Record<string, (a: TermRow, b: TermRow) => number> = {
  COUNT: (a, b) => a.count - b.count,
  NAME: (a, b) => a.name.localeCompare(b.name, 'en'),
  SLUG: (a, b) => a.slug.localeCompare(b.slug, 'en'),
  TERM_ID: (a, b) => a.id - b.id,
  TERM_ORDER: (a, b) => a.menuOrder - b.menuOrder,
  DESCRIPTION: (a, b) => a.description.localeCompare(b.description, 'en'),
  TERM_GROUP: () => 0,
};

export function filterAndSortTerms(all: TermRow[], where: TermListWhere): TermRow[] {
  const include = ids(where.include);
  const exclude = new Set(ids(where.exclude));
  const slugs = present(where.slug);
  const names = present(where.name);
  const search = where.search?.trim().toLowerCase();
  const within = where.childOf != null ? descendantsOf(all, where.childOf) : null;
  // WordPress's default for hide_empty is true; WPGraphQL passes false unless asked.
  const selected = all.filter(
    (term) =>
      (!where.hideEmpty || term.count > 0) &&
      (where.parent == null || (term.parentId ?? 0) === where.parent) &&
      (within === null || within.has(term.id)) &&
      (include.length === 0 || include.includes(term.id)) &&
      !exclude.has(term.id) &&
      (slugs.length === 0 || slugs.includes(term.slug)) &&
      (names.length === 0 || names.includes(term.name)) &&
      (!search || term.name.toLowerCase().includes(search) || term.slug.includes(search)),
  );
  const byField = compare[where.orderby ?? 'NAME'] ?? compare.NAME;
  const direction = (where.order ?? 'ASC') === 'DESC' ? -1 : 1;
  return selected.sort((a, b) => direction * (byField?.(a, b) ?? 0) || a.id - b.id);
}

/** Every term of the taxonomies, named in `language`: filters and sorts then see the shopper's words. */
export const termsOfTaxonomies = async (db: Db, taxonomies: string[], language: StoreLanguage) =>
  localizeTerms(db, language, await db.select().from(terms).where(inArray(terms.taxonomy, taxonomies)));
