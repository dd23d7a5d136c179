/** The alt texts of variations' own pictures in a translation's language. */
import type { SeedAttributeTaxonomy, SeedProduct } from '../../types.ts';
import { type AltWords, variationAlt } from '../variation-images.ts';
import type { StoreTranslation } from './types.ts';

/** How a variation's alt text names things in the translation's language. */
function translatedAltWords(product: SeedProduct, translation: StoreTranslation): AltWords {
  const words = translation.products[product.slug];
  return {
    productName: words?.name,
    label: (attribute) =>
      translation.attributeLabels[attribute as keyof StoreTranslation['attributeLabels']] ??
      words?.attributeLabels?.[attribute],
    value: (attribute, value) =>
      translation.terms[attribute as keyof StoreTranslation['terms']]?.[value]?.name ??
      words?.attributeValues?.[attribute]?.[value],
  };
}

/**
 * The alt texts of the product's variations that show a picture of their own (its alt names the
 * variation), in English and in the translation's language (none without one). A variation shown
 * with a picture of the product's keeps that picture's alt and is left out.
 */
export function variationAlts(
  product: SeedProduct,
  taxonomies: readonly SeedAttributeTaxonomy[],
  translation?: StoreTranslation,
): { sku: string; english: string; translated?: string }[] {
  const words = translation && translatedAltWords(product, translation);
  return (product.variations ?? []).flatMap((variation) => {
    const english = variationAlt(product, variation, taxonomies);
    if (variation.image?.alt !== english) return [];
    return [
      {
        sku: variation.sku,
        english,
        translated: words && variationAlt(product, variation, taxonomies, words),
      },
    ];
  });
}
