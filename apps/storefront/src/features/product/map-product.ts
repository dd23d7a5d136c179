/**
 * getProduct's answer → the product page's own types (types.ts). Backend HTML is sanitised here,
 * once per render, and URLs that are not http(s) or relative are dropped.
 */
import type { ProductCardFragment, ProductImageFragment } from '@/graphql/generated';
import { shopMediaUrl } from '@/lib/commerce/media-url';
import { toProductSummary } from '@/lib/commerce/product-summary';
import { parseRawPrice } from '@/lib/format/price';
import { htmlToText, sanitizeHtml, truncateText } from '@/lib/html/sanitize';
import type { ComposedProduct } from './product-document';
import type {
  CategoryLink,
  CustomTab,
  ProductImage,
  ProductPageData,
  Review,
  Stock,
  VariationOption,
} from './types';
import {
  attributeKey,
  attributeValues,
  canonicalValue,
  initialSelection,
  type PickerAttribute,
  reachableOptions,
} from './variations';

/** The plugin parts (SEO, tabs, FAQs, warranty) are absent when the backend lacks their plugin. */
export type ProductNode = ComposedProduct;

/** WordPress sizes (px): woocommerce_single is 600 wide and keeps the proportions; large fits 1024×1024. */
const SINGLE_WIDTH = 600;
const LARGE_BOX = 1024;
const META_DESCRIPTION_LENGTH = 160;

/** A link target the page may render: http(s) or relative; anything else (javascript:, data:) is dropped. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    const { protocol } = new URL(value, 'https://relative.invalid');
    return protocol === 'http:' || protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The 11-character video id of a YouTube watch, share, embed or shorts URL. */
export function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^(www|m)\./, '');
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : host === 'youtube.com' || host === 'youtube-nocookie.com'
          ? (parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1])
          : null;
    return id && /^[\w-]{11}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function toImage(
  image: ProductImageFragment | null | undefined,
  fallbackAlt: string,
): ProductImage | null {
  const original = image?.single ?? image?.large ?? image?.thumbnail;
  if (!image || !original) return null;
  const src = shopMediaUrl(original);
  const originalWidth = image.mediaDetails?.width ?? 0;
  const originalHeight = image.mediaDetails?.height ?? 0;
  const known = originalWidth > 0 && originalHeight > 0;
  const width = known ? Math.min(SINGLE_WIDTH, originalWidth) : SINGLE_WIDTH;
  const largeScale = known ? Math.min(1, LARGE_BOX / originalWidth, LARGE_BOX / originalHeight) : 1;
  return {
    id: image.databaseId,
    // WooCommerce leaves alt text empty unless an editor set it; the product name is the honest fallback.
    alt: image.altText || fallbackAlt,
    src,
    width,
    height: known ? Math.round((width * originalHeight) / originalWidth) : SINGLE_WIDTH,
    thumbnail: image.thumbnail ? shopMediaUrl(image.thumbnail) : src,
    large: image.large ? shopMediaUrl(image.large) : src,
    largeWidth: known ? Math.round(originalWidth * largeScale) : LARGE_BOX,
    largeHeight: known ? Math.round(originalHeight * largeScale) : LARGE_BOX,
  };
}

export const toStock = (node: { stockStatus?: Stock['status']; stockQuantity?: number | null }): Stock => ({
  status: node.stockStatus ?? null,
  quantity: node.stockQuantity ?? null,
});

/** The deepest category (most ancestors) with its ancestors, root first. */
function categoryTrail(
  categories: ReadonlyArray<{
    name: string | null;
    slug: string | null;
    ancestors: { nodes: ReadonlyArray<{ name: string | null; slug: string | null }> } | null;
  }>,
): CategoryLink[] {
  const link = (c: { name: string | null; slug: string | null }): CategoryLink[] =>
    c.slug ? [{ name: c.name ?? c.slug, slug: c.slug }] : [];
  let deepest: (typeof categories)[number] | undefined;
  for (const category of categories) {
    if (!deepest || (category.ancestors?.nodes.length ?? 0) > (deepest.ancestors?.nodes.length ?? 0)) {
      deepest = category;
    }
  }
  if (!deepest) return [];
  // WPGraphQL lists ancestors closest first.
  return [...(deepest.ancestors?.nodes ?? [])].reverse().flatMap(link).concat(link(deepest));
}

/**
 * The variation attributes, each with the options some variation can take. Variation values are
 * rewritten in place as the options spell them, so matching is exact from here on.
 */
function pickerAttributes(node: ProductNode, variations: VariationOption[]): PickerAttribute[] {
  if (!('attributes' in node) || !node.attributes) return [];
  const attributes = node.attributes.nodes
    .filter((attribute) => attribute.variation && attribute.name)
    .map((attribute): PickerAttribute => {
      const name = attribute.name ?? '';
      const terms = 'terms' in attribute ? (attribute.terms?.nodes ?? []) : [];
      const termName = new Map(terms.map((term) => [term.slug, term.name]));
      return {
        key: attributeKey(name),
        name,
        label: attribute.label || name.replace(/^pa_/i, ''),
        options: (attribute.options ?? [])
          .filter((value): value is string => Boolean(value))
          .map((value) => ({ value, label: termName.get(value) || value })),
      };
    });
  for (const variation of variations) {
    for (const attribute of attributes) {
      const value = variation.attributes[attribute.key];
      if (value) variation.attributes[attribute.key] = canonicalValue(attribute.options, value);
    }
  }
  return attributes
    .map((attribute) => ({ ...attribute, options: reachableOptions(attribute, variations) }))
    .filter((attribute) => attribute.options.length > 0);
}

function customTabs(node: ProductNode): CustomTab[] {
  return (node.customTabs ?? []).flatMap((tab): CustomTab[] => {
    const title = tab.tabTitle;
    switch (tab.contentType) {
      case 'TEXT': {
        const html = sanitizeHtml(tab.textContent, { topHeadingLevel: 3 });
        return html ? [{ kind: 'text', title, html }] : [];
      }
      case 'ACCORDION': {
        const items = tab.accordionItems.map((item) => ({
          question: item.question,
          answerHtml: sanitizeHtml(item.answer, { topHeadingLevel: 4 }),
        }));
        return items.length ? [{ kind: 'accordion', title, items }] : [];
      }
      case 'VIDEOS': {
        const videos = tab.videos.flatMap((video) => {
          const url = safeLinkUrl(video.youtubeUrl);
          return url
            ? [
                {
                  title: video.videoTitle,
                  description: video.videoDescription,
                  url,
                  youtubeId: youtubeId(url),
                },
              ]
            : [];
        });
        return videos.length ? [{ kind: 'videos', title, videos }] : [];
      }
      case 'DOWNLOADS': {
        const files = tab.downloads.flatMap((file) => {
          const url = safeLinkUrl(file.file);
          return url ? [{ title: file.fileTitle, description: file.fileDescription, url }] : [];
        });
        return files.length ? [{ kind: 'downloads', title, files }] : [];
      }
      default:
        return [];
    }
  });
}

function reviews(node: ProductNode): Review[] | null {
  if (!node.reviews) return null;
  return node.reviews.edges.map((edge) => ({
    id: edge.node.databaseId,
    author: edge.node.author?.node.name ?? '',
    date: edge.node.date,
    rating: edge.rating,
    html: sanitizeHtml(edge.node.content, { topHeadingLevel: 4 }),
  }));
}

/** Related items are ProductUnion: variations would come back as empty objects. */
const isProductCard = (node: ProductCardFragment | Record<PropertyKey, never>): node is ProductCardFragment =>
  typeof node.databaseId === 'number';

/** Yoast's schema.raw, kept only when it is JSON (it is rendered as JSON-LD as it stands). */
function validJson(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    JSON.parse(raw);
    return raw;
  } catch {
    return null;
  }
}

export function toProductPage(node: ProductNode): ProductPageData {
  const name = node.name ?? '';
  const image = toImage(node.image, name);
  const gallery = (node.galleryImages?.nodes ?? []).map((item) => toImage(item, name));
  const images = [image, ...gallery].filter((item): item is ProductImage => item !== null);

  const variations: VariationOption[] = ('variations' in node ? (node.variations?.nodes ?? []) : []).map(
    (variation) => ({
      id: variation.databaseId,
      sku: variation.sku || null,
      price: parseRawPrice(variation.rawPrice),
      regularPrice: parseRawPrice(variation.rawRegularPrice),
      onSale: variation.onSale ?? false,
      stock: toStock(variation),
      image: toImage(variation.image, name),
      attributes: attributeValues(variation.attributes?.nodes ?? []),
    }),
  );
  const attributes = pickerAttributes(node, variations);

  const categories = (node.productCategories?.nodes ?? []).flatMap((c) =>
    c.slug ? [{ name: c.name ?? c.slug, slug: c.slug }] : [],
  );
  const externalUrl = 'externalUrl' in node ? safeLinkUrl(node.externalUrl) : null;
  const seo = node.seo;
  const ogImage = seo?.opengraphImage?.sourceUrl ? shopMediaUrl(seo.opengraphImage.sourceUrl) : null;
  const shortText = htmlToText(node.shortDescription);

  return {
    id: node.databaseId,
    name,
    slug: node.slug ?? String(node.databaseId),
    type: node.type ?? null,
    sku: node.sku || null,
    shortDescriptionHtml: sanitizeHtml(node.shortDescription),
    descriptionHtml: sanitizeHtml(node.description, { topHeadingLevel: 3 }),
    price: parseRawPrice('rawPrice' in node ? node.rawPrice : null),
    regularPrice: parseRawPrice('rawRegularPrice' in node ? node.rawRegularPrice : null),
    onSale: node.onSale ?? false,
    stock: 'stockStatus' in node ? toStock(node) : { status: null, quantity: null },
    images,
    categories,
    categoryTrail: categoryTrail(node.productCategories?.nodes ?? []),
    attributes,
    variations,
    defaultSelection: initialSelection(
      attributes,
      'defaultAttributes' in node ? (node.defaultAttributes?.nodes ?? []) : [],
    ),
    external:
      externalUrl && 'buttonText' in node ? { url: externalUrl, buttonText: node.buttonText || null } : null,
    tabs: customTabs(node),
    faqs: (node.faqs ?? []).map((faq) => ({
      question: faq.question,
      answerHtml: sanitizeHtml(faq.answer, { topHeadingLevel: 4 }),
      answerText: htmlToText(faq.answer),
    })),
    warranty:
      node.warranty && (node.warranty.warrantyDuration || node.warranty.customWarrantyItems.length > 0)
        ? {
            duration: node.warranty.warrantyDuration || null,
            items: node.warranty.useCustomWarranty
              ? node.warranty.customWarrantyItems.map((item) => ({
                  name: item.itemName,
                  duration: item.itemWarrantyDuration,
                }))
              : [],
          }
        : null,
    averageRating: node.averageRating ?? 0,
    reviewCount: node.reviewCount ?? 0,
    reviews: reviews(node),
    related: (node.related?.nodes ?? []).filter(isProductCard).map(toProductSummary),
    seo: {
      title: seo?.title || name,
      description: seo?.metaDesc || truncateText(shortText, META_DESCRIPTION_LENGTH),
      image: ogImage
        ? {
            url: ogImage,
            alt: seo?.opengraphImage?.altText || name,
            width: seo?.opengraphImage?.mediaDetails?.width ?? undefined,
            height: seo?.opengraphImage?.mediaDetails?.height ?? undefined,
          }
        : image
          ? { url: image.large, alt: image.alt, width: image.largeWidth, height: image.largeHeight }
          : null,
      schemaRaw: validJson(seo?.schema?.raw),
    },
  };
}
