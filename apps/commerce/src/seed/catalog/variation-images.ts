/**
 * Every variation of the demo store gets a picture of its own: the product's drawing in the
 * variation's colour (or lens tint, or helmet graphic), with an alt text that names the variation.
 * The shop shows it when the shopper chooses the variation, as WooCommerce shows a variation image.
 */
import type {
  ArtworkSpec,
  ArtworkTone,
  SeedAttributeTaxonomy,
  SeedProduct,
  SeedVariation,
} from '../types.ts';

type Paint = { hue: number; tone?: ArtworkTone };

const NEUTRAL_HUE = 210;
const neutral = (tone: ArtworkTone): Paint => ({ hue: NEUTRAL_HUE, tone });

/** How the artwork draws an attribute value that is a colour, by the value in lower case. */
const PAINTS: Record<string, Paint> = {
  black: neutral('black'),
  'graphic black': neutral('black'),
  gray: neutral('gray'),
  'carbon fiber look': neutral('gray'),
  white: neutral('white'),
  clear: neutral('white'),
  blue: { hue: 215 },
  'blue lightning': { hue: 215 },
  navy: { hue: 228 },
  yellow: { hue: 50 },
  amber: { hue: 38 },
  orange: { hue: 28 },
  red: { hue: 0 },
  green: { hue: 130 },
  brown: { hue: 25 },
  tan: { hue: 35 },
  pink: { hue: 330 },
  'hi-vis-yellow': { hue: 70 },
  'hi-vis-orange': { hue: 25 },
  'indoor/outdoor mirror': { hue: 200 },
};

/**
 * How an alt text names the product, its attribute labels and values in a language: English
 * (the catalogue's) wherever a translation gives no word of its own.
 */
export interface AltWords {
  productName?: string;
  label?: (attribute: string) => string | undefined;
  value?: (attribute: string, value: string) => string | undefined;
}

/** The variation's values as the shopper reads them, in the product's attribute order ("any" left out). */
function namedValues(
  product: SeedProduct,
  variation: SeedVariation,
  taxonomies: readonly SeedAttributeTaxonomy[],
  words: AltWords = {},
): { label: string; value: string; paint?: Paint }[] {
  return product.attributes.flatMap((attribute) => {
    const value = variation.attributes[attribute.name];
    if (!value) return [];
    const taxonomy = taxonomies.find((candidate) => candidate.slug === attribute.name);
    const name = taxonomy?.terms.find((term) => term.slug === value)?.name ?? value;
    return [
      {
        label: words.label?.(attribute.name) ?? taxonomy?.label ?? attribute.name,
        value: words.value?.(attribute.name, value) ?? name,
        paint: PAINTS[value.toLowerCase()],
      },
    ];
  });
}

/** The alt text naming the variation ("BrightLine Class 2 Mesh Safety Vest — Color: Hi-Vis Orange, Size: XL"). */
export function variationAlt(
  product: SeedProduct,
  variation: SeedVariation,
  taxonomies: readonly SeedAttributeTaxonomy[],
  words: AltWords = {},
): string {
  const name = words.productName ?? product.name;
  const values = namedValues(product, variation, taxonomies, words);
  return values.length
    ? `${name} — ${values.map((each) => `${each.label}: ${each.value}`).join(', ')}`
    : name;
}

/**
 * The variation's own artwork: the product's drawing, painted in the variation's colour when one
 * of its values is a colour, and an alt text naming each of its values
 * ("BrightLine Class 2 Mesh Safety Vest — Color: Hi-Vis Orange, Size: XL").
 */
export function variationArtwork(
  product: SeedProduct,
  variation: SeedVariation,
  taxonomies: readonly SeedAttributeTaxonomy[],
): ArtworkSpec {
  const values = namedValues(product, variation, taxonomies);
  const { hue, tone } = values.find((value) => value.paint)?.paint ?? product.image;
  const { kind, label, variant } = product.image;
  const alt = variationAlt(product, variation, taxonomies);
  return {
    kind,
    hue,
    ...(tone ? { tone } : {}),
    ...(label ? { label } : {}),
    ...(variant === undefined ? {} : { variant }),
    alt,
  };
}

/** The products with an image for each variation that has none of its own yet. */
export function withVariationImages(
  products: readonly SeedProduct[],
  taxonomies: readonly SeedAttributeTaxonomy[],
): SeedProduct[] {
  return products.map((product) =>
    product.variations
      ? {
          ...product,
          variations: product.variations.map((variation) =>
            variation.image
              ? variation
              : { ...variation, image: variationArtwork(product, variation, taxonomies) },
          ),
        }
      : product,
  );
}
