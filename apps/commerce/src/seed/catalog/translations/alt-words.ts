/** The words a variation's alt text is built from in a translation's language. */
import type { SeedProduct } from '../../types.ts';
import type { AltWords } from '../variation-images.ts';
import type { StoreTranslation } from './types.ts';

/** How a variation's alt text names things in the translation's language. */
export function translatedAltWords(product: SeedProduct, translation: StoreTranslation): AltWords {
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
