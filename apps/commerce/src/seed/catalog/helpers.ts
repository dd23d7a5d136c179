/**
 * Small builders shared by the demo catalogue modules. They only remove markup and
 * bookkeeping noise (HTML wrappers, review e-mails, variation SKUs); every value that a
 * shopper sees is still written out by hand in the product files.
 */
import type {
  ArtworkKind,
  ArtworkSpec,
  ArtworkTone,
  SeedProductAttribute,
  SeedReview,
  SeedSeo,
  SeedVariation,
  StockStatus,
} from '../types.ts';

/** A single HTML paragraph. */
export const para = (text: string): string => `<p>${text}</p>`;

/** Product description: paragraphs, a feature list, then optional closing paragraphs. */
export function richText(paragraphs: string[], features: string[], closing: string[] = []): string {
  const list = `<ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`;
  return [...paragraphs.map(para), list, ...closing.map(para)].join('\n');
}

/** The cool grey hue that tints black, grey and white items. */
const NEUTRAL_HUE = 210;

/** Artwork spec in one line: kind, hue (or black, gray, white), label, alt and an optional drawing variant. */
export function art(
  kind: ArtworkKind,
  colour: number | ArtworkTone,
  label: string,
  alt: string,
  variant?: number,
): ArtworkSpec {
  const paint = typeof colour === 'number' ? { hue: colour } : { hue: NEUTRAL_HUE, tone: colour };
  return variant === undefined ? { kind, ...paint, label, alt } : { kind, ...paint, label, alt, variant };
}

/** Product attribute; global attributes take term slugs, local ones plain values. */
export function attr(
  name: string,
  options: string[],
  variation = false,
  visible = true,
): SeedProductAttribute {
  return { name, options, visible, variation };
}

const mailDomains = ['example.com', 'example.net', 'example.org', 'mail.example.com'];

/** A customer review; `day` is YYYY-MM-DD, the e-mail and time of day derive from the name. */
export function review(
  author: string,
  rating: SeedReview['rating'],
  day: string,
  content: string,
): SeedReview {
  const local = author
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  const domain = mailDomains[author.length % mailDomains.length] ?? 'example.com';
  const hour = String(7 + (author.length % 13)).padStart(2, '0');
  const minute = String((author.charCodeAt(0) * 7 + author.length) % 60).padStart(2, '0');
  return { author, email: `${local}@${domain}`, rating, content, date: `${day}T${hour}:${minute}:00Z` };
}

/** SEO block; Open Graph copies the title and description unless given. */
export function seo(title: string, metaDesc: string, opengraphTitle = title): SeedSeo {
  return { title, metaDesc, opengraphTitle, opengraphDescription: metaDesc };
}

/** Stock shorthand: a positive number means in stock with that quantity, 0 means out of stock. */
export type Stock = number | Exclude<StockStatus, 'instock'>;

function stockFields(stock: Stock): Pick<SeedVariation, 'stockStatus' | 'stockQuantity'> {
  if (typeof stock === 'number') {
    return stock > 0
      ? { stockStatus: 'instock', stockQuantity: stock }
      : { stockStatus: 'outofstock', stockQuantity: 0 };
  }
  return stock === 'outofstock' ? { stockStatus: 'outofstock', stockQuantity: 0 } : { stockStatus: stock };
}

/** One variation. */
export function variation(
  sku: string,
  attributes: Record<string, string>,
  regularPrice: number,
  stock: Stock,
  extra: Partial<SeedVariation> = {},
): SeedVariation {
  return { sku, attributes, regularPrice, ...stockFields(stock), ...extra };
}

const skuParts: Record<string, string> = {
  'small-medium': 'SM',
  'medium-large': 'ML',
  'one-size': 'OS',
  'hi-vis-yellow': 'HVY',
  'hi-vis-orange': 'HVO',
};

/** SKU fragment for an option: 'xl' -> 'XL', 'small-medium' -> 'SM', 'us-10' -> '10'. */
export const skuPart = (option: string): string =>
  skuParts[option] ??
  option
    .replace(/^us-|^shade-/, '')
    .replace(/[^a-z0-9]+/gi, '')
    .toUpperCase();

/**
 * A run of variations over one attribute (glove or mask sizes, shades...). `stock` lines up
 * with `options`; `prices` may be a single price or one per option.
 */
export function optionRun(
  skuBase: string,
  attributeName: string,
  options: string[],
  prices: number | number[],
  stock: Stock[],
  extra: Partial<SeedVariation> = {},
): SeedVariation[] {
  return options.map((option, i) => {
    const price = typeof prices === 'number' ? prices : (prices[i] ?? prices[0] ?? 0);
    return variation(
      `${skuBase}-${skuPart(option)}`,
      { [attributeName]: option },
      price,
      stock[i] ?? 'outofstock',
      extra,
    );
  });
}
