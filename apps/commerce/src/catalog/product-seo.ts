/**
 * A product's SEO fields as a Yoast-style SEO plugin serves them (PostTypeSEO), with the
 * schema.org Product graph it emits for a product page, so the storefront can print it as JSON-LD
 * without knowing WooCommerce's rules. The backend's one builder of both: `seo` serves them (the
 * storefront's ProductSEO fragment), and WooNuxt's `fullYoastHead` prints the same values as head
 * tags. The storefront's own JSON-LD builder is only for a backend without the SEO plugin, which
 * has no `seo` field.
 */
import type { Context } from '../graphql/context.ts';
import { rawMoney } from '../lib/money.ts';
import { catalogLoaders, type MediaRow, type ProductRecord } from './loaders.ts';
import { productUri } from './product-values.ts';

const AVAILABILITY = {
  instock: 'https://schema.org/InStock',
  outofstock: 'https://schema.org/OutOfStock',
  onbackorder: 'https://schema.org/BackOrder',
} as const;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function productSchemaJsonLd(
  row: ProductRecord,
  canonical: string,
  image: MediaRow | null,
  context: Context,
) {
  const { currency } = await context.options();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.name,
    sku: row.sku ?? undefined,
    url: canonical,
    description: stripTags(row.shortDescription || row.description),
    image: image ? `${context.publicUrl}/media/${image.id}/full.webp` : undefined,
    offers: {
      '@type': row.type === 'variable' ? 'AggregateOffer' : 'Offer',
      priceCurrency: currency.code,
      ...(row.type === 'variable'
        ? { lowPrice: rawMoney(row.minPrice ?? 0), highPrice: rawMoney(row.maxPrice ?? 0) }
        : { price: rawMoney(row.price ?? 0) }),
      availability: AVAILABILITY[row.stockStatus],
      url: canonical,
    },
    aggregateRating:
      row.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: row.averageRating.toFixed(2),
            reviewCount: row.reviewCount,
          }
        : undefined,
  };
}

export interface SeoView {
  title: string;
  metaDesc: string | null;
  canonical: string;
  opengraphTitle: string;
  opengraphDescription: string | null;
  opengraphImage: MediaRow | null;
  twitterTitle: string;
  twitterDescription: string | null;
  twitterImage: MediaRow | null;
  schema: { raw: string };
}

/** The product's SEO fields: its own where it has them, else built from its name and description. */
export async function productSeo(row: ProductRecord, context: Context): Promise<SeoView> {
  const options = await context.options();
  const image = row.imageId ? await catalogLoaders(context).mediaById.load(row.imageId) : null;
  const canonical = `${options.site.baseUrl}${productUri(row.slug)}`;
  const seo = row.seo;
  return {
    title: seo?.title ?? `${row.name} | ${options.site.siteName}`,
    metaDesc: seo?.metaDesc ?? null,
    canonical,
    opengraphTitle: seo?.opengraphTitle ?? seo?.title ?? row.name,
    opengraphDescription: seo?.opengraphDescription ?? seo?.metaDesc ?? null,
    opengraphImage: image,
    twitterTitle: seo?.twitterTitle ?? seo?.title ?? row.name,
    twitterDescription: seo?.twitterDescription ?? seo?.metaDesc ?? null,
    twitterImage: image,
    schema: { raw: JSON.stringify(await productSchemaJsonLd(row, canonical, image, context)) },
  };
}
