/** Root fields of the catalogue: products, product, productCategories, productCategory, terms. */
import { eq, sql } from 'drizzle-orm';
import { products, terms } from '../db/schema.ts';
import { arrayConnection, toConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type {
  RootQueryResolvers,
  RootQueryToProductConnectionResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { selectsField } from '../graphql/selection.ts';
import { UserInputError } from '../lib/errors.ts';
import { fromGlobalId } from '../lib/global-id.ts';
import { parseInput, present } from '../lib/input.ts';
import { pageRequest } from '../lib/pagination.ts';
import { catalogLoaders, type ProductRecord, type TermRow } from './loaders.ts';
import { productWithPage } from './product-bundle.ts';
import { listProducts } from './product-list.ts';
import { productWhereSchema } from './product-where.ts';
import { TAXONOMIES, taxonomyByTaxonomyEnum } from './taxonomies.ts';
import { filterAndSortTerms, termsOfTaxonomies } from './term-list.ts';
import { connectionLanguage, localizeTerms } from './translations.ts';

type IdArgs = { id: string; idType?: string | null };

/** Global ids must name the expected kind; anything else is simply not found. */
function databaseIdFrom(id: string, kind: 'post' | 'term'): number | null {
  const global = fromGlobalId(id);
  return global?.kind === kind && /^\d+$/.test(global.id) ? Number(global.id) : null;
}

function numericId(id: string): number {
  if (!/^\d+$/.test(id)) throw new UserInputError(`"${id}" is not a database id: use a whole number.`);
  return Number(id);
}

async function findProduct(context: Context, { id, idType }: IdArgs): Promise<ProductRecord | null> {
  switch (idType ?? 'ID') {
    case 'SLUG': {
      // WooGraphQL's RootQuery `product` (includes/type/object/class-root-query.php): an unknown
      // slug is an error naming it, as a real site answers (README item 2 of real-site); a
      // category's or a post's is simply null, as WPGraphQL answers.
      const product = await productWithPage(context, sql`${products.slug} = ${id}`);
      if (!product) throw new UserInputError(`No product ID was found corresponding to the slug: ${id}`);
      return product;
    }
    case 'SKU':
      return productWithPage(context, sql`${products.sku} = ${id}`);
    case 'DATABASE_ID':
      return publishedOnly(await catalogLoaders(context).productById.load(numericId(id)));
    default: {
      const databaseId = databaseIdFrom(id, 'post');
      return databaseId === null
        ? null
        : publishedOnly(await catalogLoaders(context).productById.load(databaseId));
    }
  }
}

const publishedOnly = (row: ProductRecord | null) => (row?.status === 'publish' ? row : null);

async function findCategory(context: Context, { id, idType }: IdArgs): Promise<TermRow | null> {
  const inCategories = eq(terms.taxonomy, 'product_cat');
  const by = async (condition: ReturnType<typeof eq>) => {
    const rows = await context.db.select().from(terms).where(sql`${inCategories} and ${condition}`);
    return (await localizeTerms(context.db, context.language, rows))[0] ?? null;
  };
  switch (idType ?? 'ID') {
    case 'SLUG':
      return by(eq(terms.slug, id));
    case 'NAME':
      return by(eq(terms.name, id));
    case 'URI': {
      const slug = id.replace(/\/+$/, '').split('/').pop() ?? '';
      return by(eq(terms.slug, slug));
    }
    case 'DATABASE_ID':
      return by(eq(terms.id, numericId(id)));
    default: {
      const databaseId = databaseIdFrom(id, 'term');
      return databaseId === null ? null : by(eq(terms.id, databaseId));
    }
  }
}

export const catalogQueryResolvers: RootQueryResolvers = {
  products: async (_root, args, context, info) => {
    const where = parseInput(productWhereSchema, args.where);
    const language = connectionLanguage(where.language, context.language);
    const page = await listProducts(context.db, where, pageRequest(args), language, {
      countWanted: selectsField(info, 'found'),
      loaders:
        selectsField(info, 'nodes') || selectsField(info, 'edges') ? catalogLoaders(context) : undefined,
    });
    return { ...toConnection(page.rows, page), found: page.found };
  },
  product: (_root, args, context) => findProduct(context, args),

  productCategories: async (_root, args, context) => {
    const where = args.where ?? {};
    const language = connectionLanguage(where.language, context.language);
    const all = await termsOfTaxonomies(context.db, ['product_cat'], language);
    return arrayConnection(filterAndSortTerms(all, where), args);
  },
  productCategory: (_root, args, context) => findCategory(context, args),

  terms: async (_root, args, context) => {
    const requested = present(args.where?.taxonomies);
    const taxonomies =
      requested.length > 0
        ? requested.map((value) => taxonomyByTaxonomyEnum(value)?.name)
        : TAXONOMIES.map((t) => t.name);
    const known = taxonomies.filter((name): name is string => name !== undefined);
    const all = known.length > 0 ? await termsOfTaxonomies(context.db, known, context.language) : [];
    return arrayConnection(filterAndSortTerms(all, args.where ?? {}), args);
  },
};

/** `found` is counted only when a client selects it. */
export const productConnectionResolvers: RootQueryToProductConnectionResolvers = {
  found: (connection) => (typeof connection.found === 'function' ? connection.found() : connection.found),
};
