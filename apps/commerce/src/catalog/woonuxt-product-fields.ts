/**
 * Product fields beyond the shared product resolvers: WooCommerce's grouped products
 * (`GroupProduct.products`) and the WooNuxt Settings plugin's `fullYoastHead`.
 */
import { arrayConnection } from '../graphql/connection.ts';
import type { GroupProductResolvers } from '../graphql/generated/resolvers-types.ts';
import { escapeHtml } from '../lib/html.ts';
import { mediaPath } from '../media/sizes.ts';
import { catalogLoaders, type ProductRecord } from './loaders.ts';
import type { ProductFieldResolvers } from './product-resolvers.ts';
import { productSeo } from './product-seo.ts';

/** WooCommerce keeps a grouped product's children in its `_children` meta (a list of product ids). */
export const GROUPED_CHILDREN_META_KEY = '_children';

const childIds = (row: ProductRecord): number[] => {
  const entry = row.metaData.find((meta) => meta.key === GROUPED_CHILDREN_META_KEY);
  if (!entry) return [];
  try {
    const parsed: unknown = JSON.parse(entry.value);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

export const groupProductResolvers: GroupProductResolvers = {
  /** The grouped product's published children, in the order the group lists them. */
  products: async (row, args, context) => {
    const ids = childIds(row);
    if (ids.length === 0) return arrayConnection([], args);
    // Through the shared loader: a page of grouped products reads its children in one query.
    const children = await catalogLoaders(context).productById.loadMany(ids);
    return arrayConnection(
      children.flatMap((child) =>
        child && !(child instanceof Error) && child.status === 'publish' ? [child] : [],
      ),
      args,
    );
  },
};

/** Keeps "</script>" inside JSON-LD from ending the script element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const baseUrl = (value: string | null | undefined) => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
};

/**
 * WooNuxt Settings' `fullYoastHead` (scottyzen/woonuxt-settings, includes/graphql/yoast.php):
 * the `<head>` tags Yoast prints for the product, with the site URL replaced by `frontendUrl`
 * and the media base by `imageUrl` when given. Built here from the product's SEO data (the same
 * values as `seo`); it only ever contains the tags the plugin's `sanitize` allow-list keeps
 * (title, meta, link, script), so `sanitize` changes nothing.
 */
export const productHeadResolvers: ProductFieldResolvers = {
  fullYoastHead: async (row, args, context) => {
    const seo = await productSeo(row, context);
    const options = await context.options();
    const frontend = baseUrl(args.frontendUrl);
    const images = baseUrl(args.imageUrl);
    const site = (url: string) => (frontend ? url.replaceAll(options.site.baseUrl, frontend) : url);
    const media = (url: string) =>
      images && context.publicUrl ? url.replaceAll(context.publicUrl, images) : url;
    const image = seo.opengraphImage
      ? media(`${context.publicUrl}${mediaPath(seo.opengraphImage.id, 'full')}`)
      : null;
    const tag = (name: string, attributes: Record<string, string>) =>
      `<${name} ${Object.entries(attributes)
        .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
        .join(' ')} />`;
    const lines = [
      `<title>${escapeHtml(seo.title)}</title>`,
      seo.metaDesc ? tag('meta', { name: 'description', content: seo.metaDesc }) : null,
      tag('link', { rel: 'canonical', href: site(seo.canonical) }),
      tag('meta', { property: 'og:type', content: 'product' }),
      tag('meta', { property: 'og:title', content: seo.opengraphTitle }),
      seo.opengraphDescription
        ? tag('meta', { property: 'og:description', content: seo.opengraphDescription })
        : null,
      tag('meta', { property: 'og:url', content: site(seo.canonical) }),
      tag('meta', { property: 'og:site_name', content: options.site.siteName }),
      image ? tag('meta', { property: 'og:image', content: image }) : null,
      tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
      tag('meta', { name: 'twitter:title', content: seo.twitterTitle }),
      seo.twitterDescription
        ? tag('meta', { name: 'twitter:description', content: seo.twitterDescription })
        : null,
      `<script type="application/ld+json" class="yoast-schema-graph">${scriptSafe(site(seo.schema.raw))}</script>`,
    ];
    return lines.filter((line) => line !== null).join('\n');
  },
};
