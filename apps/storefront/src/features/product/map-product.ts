/**
 * getProduct's answer → the product page's own types (types.ts). Backend HTML is sanitised here,
 * once per render, and URLs that are not http(s) or relative are dropped.
 */
import { giftCardSettings } from '@/features/gift-cards/gift-card-choice';
import type { ProductCardFragment } from '@/graphql/generated';
import type { ComposedProduct } from '@/graphql/product-document';
import { shopMediaUrl } from '@/lib/catalog/media-url';
import { toProductSummary } from '@/lib/catalog/product-summary';
import { parseRawPrice } from '@/lib/format/price';
import { safeLinkUrl } from '@/lib/html/safe-link';
import { htmlToText, sanitizeHtml, truncateText } from '@/lib/html/sanitize';
import { toStock } from './fresh-stock';
import { publicSchema } from './json-ld';
import { certifications } from './map-certifications';
import { toImage } from './map-image';
import { productTierTable } from './map-quantity-tiers';
import { customTabs } from './map-tabs';
import type { CategoryLink, ProductImage, ProductPageData, Review, VariationOption } from './types';
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

const META_DESCRIPTION_LENGTH = 160;

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

/** How many of a part are in stock, when the shop counts them. */
const stockCount = (part: { stockQuantity?: number | null }) => part.stockQuantity ?? null;

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
  const price = parseRawPrice('rawPrice' in node ? node.rawPrice : null);

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
    price,
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
    giftCard: giftCardSettings(node.metaData),
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
    fits: (node.crossSellOf ?? []).flatMap((fit) =>
      fit.slug ? [{ name: fit.name ?? fit.slug, slug: fit.slug }] : [],
    ),
    parts: ('crossSell' in node ? (node.crossSell?.nodes ?? []) : []).flatMap((part) =>
      isProductCard(part)
        ? [{ ...toProductSummary(part), stockQuantity: 'stockQuantity' in part ? stockCount(part) : null }]
        : [],
    ),
    certifications: certifications(node),
    packSize: node.packaging ?? null,
    quantityTiers: productTierTable(node, price, variations),
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
      schemaRaw: publicSchema(seo?.schema?.raw),
    },
  };
}
