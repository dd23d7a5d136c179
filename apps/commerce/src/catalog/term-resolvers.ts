/** Fields of terms: ProductCategory, ProductTag and the global attribute terms (PaSize…). */

import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { ProductCategoryResolvers, ProductTagResolvers } from '../graphql/generated/resolvers-types.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { catalogLoaders, type TermRow } from './loaders.ts';
import { TAXONOMIES, taxonomyByName } from './taxonomies.ts';
import { filterAndSortTerms } from './term-list.ts';

const ARCHIVE_BASE: Record<string, string> = { product_cat: 'product-category', product_tag: 'product-tag' };

export const termUri = (term: TermRow) =>
  `/${ARCHIVE_BASE[term.taxonomy] ?? term.taxonomy.replace(/^pa_/, '')}/${term.slug}/`;

/** The fields every term type shares (ProductTag's stand for them all). */
const commonTermResolvers: ProductTagResolvers = {
  id: (term) => toGlobalId('term', term.id),
  databaseId: (term) => term.id,
  name: (term) => term.name,
  slug: (term) => term.slug,
  description: (term) => term.description,
  count: (term) => term.count,
  taxonomyName: (term) => term.taxonomy,
  uri: (term) => termUri(term),
  link: async (term, _args, context) => `${(await context.options()).site.baseUrl}${termUri(term)}`,
};

async function ancestorsOf(term: TermRow, context: Context): Promise<TermRow[]> {
  const ancestors: TermRow[] = [];
  let parentId = term.parentId;
  // Bounded so a corrupt parent loop cannot hang a request.
  while (parentId !== null && ancestors.length < 20) {
    const parent = await catalogLoaders(context).termById.load(parentId);
    if (!parent) break;
    ancestors.push(parent);
    parentId = parent.parentId;
  }
  return ancestors;
}

export const productCategoryResolvers: ProductCategoryResolvers = {
  ...commonTermResolvers,
  productCategoryId: (term) => term.id,
  menuOrder: (term) => term.menuOrder,
  display: () => 'DEFAULT',
  image: (term, _args, context) =>
    term.imageId ? catalogLoaders(context).mediaById.load(term.imageId) : null,
  parentDatabaseId: (term) => term.parentId,
  parentId: (term) => (term.parentId === null ? null : toGlobalId('term', term.parentId)),
  parent: async (term, _args, context) => {
    if (term.parentId === null) return null;
    const parent = await catalogLoaders(context).termById.load(term.parentId);
    return parent ? { cursor: null, node: parent } : null;
  },
  children: async (term, args, context) =>
    arrayConnection(
      filterAndSortTerms(await catalogLoaders(context).childCategories.load(term.id), args.where ?? {}),
      args,
    ),
  ancestors: async (term, args, context) => arrayConnection(await ancestorsOf(term, context), args),
};

/** Each attribute taxonomy's term type has an id field named after it (paSizeId…). */
export const termTypeResolvers: Record<string, ProductTagResolvers> = Object.fromEntries(
  TAXONOMIES.filter((taxonomy) => taxonomy.name !== 'product_cat').map((taxonomy) => {
    const idField = `${taxonomy.graphqlType.charAt(0).toLowerCase()}${taxonomy.graphqlType.slice(1)}Id`;
    return [taxonomy.graphqlType, { ...commonTermResolvers, [idField]: (term: TermRow) => term.id }];
  }),
);

export const termNodeTypeOf = (term: TermRow) => taxonomyByName(term.taxonomy)?.graphqlType ?? 'ProductTag';
