/**
 * Structured data of the product page: schema.org Product with its Offer (AggregateOffer for a
 * variable product's price range) and AggregateRating, and FAQPage for the product's FAQs.
 * Used when the backend has no ready-made schema (Yoast's schema.raw).
 */
import { shopMediaUrl } from '@/lib/catalog/media-url';
import { htmlToText } from '@/lib/html/sanitize';
import { absoluteUrl } from '@/lib/seo/site-url';
import type { Faq, ProductPageData, StockStatus } from './types';

const AVAILABILITY: Record<StockStatus, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  ON_BACKORDER: 'https://schema.org/BackOrder',
};

const amount = (value: number) => value.toFixed(2);

/**
 * The backend's ready-made schema (Yoast's schema.raw), kept only when it is JSON, with its images
 * on the addresses shoppers' browsers use: the backend writes its own (http://127.0.0.1:4000/media/…),
 * which only the storefront's server can reach; the shop serves them at /media/… on SITE_URL, as
 * it does for <img>. Other URLs (a WooCommerce site's uploads) stay as they are.
 */
export function publicSchema(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const schema: unknown = JSON.parse(raw, (_key, value: unknown) =>
      typeof value === 'string' && shopMediaUrl(value) !== value ? absoluteUrl(shopMediaUrl(value)) : value,
    );
    return JSON.stringify(schema);
  } catch {
    return null;
  }
}

export function productJsonLd(
  product: ProductPageData,
  { url, currency }: { url: string; currency: string },
): Record<string, unknown> {
  const availability = product.stock.status ? AVAILABILITY[product.stock.status] : undefined;
  const { price } = product;
  const offers = !price
    ? undefined
    : product.type === 'VARIABLE'
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: currency,
          lowPrice: amount(price.min),
          highPrice: amount(price.max),
          offerCount: product.variations.length,
          availability,
          url,
        }
      : { '@type': 'Offer', priceCurrency: currency, price: amount(price.min), availability, url };
  const description = htmlToText(product.shortDescriptionHtml) || htmlToText(product.descriptionHtml);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(description ? { description } : {}),
    ...(product.images.length ? { image: product.images.map((image) => absoluteUrl(image.large)) } : {}),
    ...(offers ? { offers } : {}),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: amount(product.averageRating),
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}

export function faqJsonLd(faqs: readonly Faq[]): Record<string, unknown> | null {
  if (faqs.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answerText },
    })),
  };
}
