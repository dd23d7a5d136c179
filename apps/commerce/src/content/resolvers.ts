/** Blog posts, store settings and the countries the store sells to. */
import { eq, max, sql } from 'drizzle-orm';
import { catalogLoaders } from '../catalog/loaders.ts';
import { connectionLanguage } from '../catalog/translations.ts';
import { posts, products } from '../db/schema.ts';
import { toConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { PostResolvers, RootQueryResolvers } from '../graphql/generated/resolvers-types.ts';
import { wpDate } from '../lib/dates.ts';
import { UserInputError } from '../lib/errors.ts';
import { fromGlobalId, toGlobalId } from '../lib/global-id.ts';
import { MAX_PAGE_SIZE, pageRequest } from '../lib/pagination.ts';
import { statesOf } from './countries.ts';
import { localizePosts } from './post-translations.ts';
import { listPosts, type PostRow } from './posts.ts';

/** Blog posts get 24 per page (spec section 9) when a client does not say. */
const POSTS_PAGE_SIZE = 24;

export const postUri = (slug: string) => `/blog/${slug}/`;

async function findPost(
  context: Context,
  id: string,
  idType: string | null | undefined,
): Promise<PostRow | null> {
  let condition: ReturnType<typeof eq>;
  switch (idType ?? 'ID') {
    case 'SLUG':
      condition = eq(posts.slug, id);
      break;
    case 'URI':
      condition = eq(posts.slug, id.replace(/\/+$/, '').split('/').pop() ?? '');
      break;
    case 'DATABASE_ID':
      if (!/^\d+$/.test(id)) throw new UserInputError(`"${id}" is not a database id: use a whole number.`);
      condition = eq(posts.id, Number(id));
      break;
    default: {
      const global = fromGlobalId(id);
      if (global?.kind !== 'post' || !/^\d+$/.test(global.id)) return null;
      condition = eq(posts.id, Number(global.id));
    }
  }
  const rows = await context.db.select().from(posts).where(sql`${condition} and ${posts.status} = 'publish'`);
  return (await localizePosts(context.db, context.language, rows))[0] ?? null;
}

/** The WooNuxt Settings release whose fields this backend serves (reference/woographql/SOURCE.md). */
const WOONUXT_SETTINGS_VERSION = '2.5.18';

export const contentQueryResolvers: RootQueryResolvers = {
  posts: async (_root, args, context) => {
    const request = pageRequest(args, MAX_PAGE_SIZE, POSTS_PAGE_SIZE);
    const where = args.where ?? {};
    const language = connectionLanguage(where.language, context.language);
    const page = await listPosts(context.db, where, request, language);
    return toConnection(page.rows, page);
  },
  post: (_root, args, context) => findPost(context, args.id, args.idType),

  generalSettings: async (_root, _args, context) => {
    const { site } = await context.options();
    return {
      id: toGlobalId('post', 'general-settings'),
      title: site.siteName,
      description: site.shortDescription,
      url: site.baseUrl,
    };
  },
  bannerSettings: async (_root, _args, context) => {
    const { banner } = await context.options();
    return {
      ...banner,
      bannerType: banner.bannerType.toUpperCase(),
      bannerLinkText: banner.bannerLinkText ?? 'Learn More',
    };
  },
  allowedCountries: async (_root, _args, context) => (await context.options()).allowedCountries,
  countryStates: (_root, args) => statesOf(args.country),

  woonuxtSettings: async (_root, _args, context) => {
    const options = await context.options();
    const taxonomies = await catalogLoaders(context).attributeTaxonomies.load('all');
    const [highest] = await context.db
      .select({ cents: max(products.maxPrice) })
      .from(products)
      .where(eq(products.status, 'publish'));
    return {
      currencyCode: options.currency.code,
      currencySymbol: options.currency.symbol,
      domain: new URL(options.site.baseUrl).host,
      frontEndUrl: options.site.baseUrl,
      logo: options.site.siteImage,
      // The price filter's upper bound: the dearest product, rounded up to whole dollars.
      maxPrice: Math.ceil((highest?.cents ?? 0) / 100),
      primary_color: '#f59e0b',
      productsPerPage: options.store.productsPerPage,
      global_attributes: options.filterAttributes.map((slug) => ({
        slug,
        label: taxonomies.get(slug)?.label ?? slug,
        showCount: true,
        openByDefault: false,
        hideEmpty: true,
      })),
      stripeSettings: stripeSettings(context.stripe?.publishableKey ?? null),
      // WPGraphQL's public-introspection setting ("on"/"off"), which WooNuxt Settings reports
      // (scottyzen/woonuxt-settings, includes/graphql/settings.php): this backend's own.
      publicIntrospectionEnabled: context.publicIntrospection ? 'on' : 'off',
      wooCommerceSettingsVersion: WOONUXT_SETTINGS_VERSION,
      // The social profiles of the plugin's SEO tab; this store lists none (the plugin answers []).
      wooNuxtSEO: [],
    };
  },
};

export const postResolvers: PostResolvers = {
  id: (row) => toGlobalId('post', row.id),
  databaseId: (row) => row.id,
  postId: (row) => row.id,
  slug: (row) => row.slug,
  status: (row) => row.status,
  title: (row) => row.title,
  content: (row) => row.content,
  excerpt: (row) => row.excerpt,
  date: (row) => wpDate(row.publishedAt),
  modified: (row) => wpDate(row.modifiedAt),
  uri: (row) => postUri(row.slug),
  link: async (row, _args, context) => `${(await context.options()).site.baseUrl}${postUri(row.slug)}`,
  featuredImage: async (row, _args, context) => {
    const image = row.featuredImageId
      ? await catalogLoaders(context).mediaById.load(row.featuredImageId)
      : null;
    return image ? { cursor: null, node: image } : null;
  },
  author: (row) => ({ cursor: null, node: { name: row.authorName } }),
  seo: async (row, _args, context) => {
    const options = await context.options();
    const image = row.featuredImageId
      ? await catalogLoaders(context).mediaById.load(row.featuredImageId)
      : null;
    const description = row.excerpt.replace(/<[^>]*>/g, '').trim();
    const canonical = `${options.site.baseUrl}${postUri(row.slug)}`;
    return {
      title: `${row.title} | ${options.site.siteName}`,
      metaDesc: description,
      canonical,
      opengraphTitle: row.title,
      opengraphDescription: description,
      opengraphImage: image,
      twitterTitle: row.title,
      twitterDescription: description,
      twitterImage: image,
      schema: {
        raw: JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: row.title,
          datePublished: row.publishedAt.toISOString(),
          dateModified: row.modifiedAt.toISOString(),
          author: { '@type': 'Person', name: row.authorName },
          mainEntityOfPage: canonical,
        }),
      },
    };
  },
};

/** WooNuxt's card settings ('yes'/'no' strings, as the WordPress plugin stores them). */
function stripeSettings(publishableKey: string | null) {
  if (!publishableKey) return { enabled: 'no', testmode: 'no' };
  const testmode = publishableKey.startsWith('pk_test_');
  return {
    enabled: 'yes',
    testmode: testmode ? 'yes' : 'no',
    publishable_key: testmode ? null : publishableKey,
    test_publishable_key: testmode ? publishableKey : null,
    active_publishable_key: publishableKey,
  };
}
