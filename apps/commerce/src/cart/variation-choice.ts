/**
 * Which variation a cart request's posted values choose, as WooCommerce's add-to-cart handler
 * reads them: attribute names in any of their spellings, global values as term slugs, local
 * values in English or in the shopper's language, and "any" attributes filled from the product's options.
 */
import type { VariationRow } from '../catalog/loaders.ts';
import type { productAttributes } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

type ProductAttributeRow = typeof productAttributes.$inferSelect;

/** The values a request posts: an attribute's name in any spelling, and a value or none. */
export type PostedChoice = { attributeName: string; attributeValue: string | null }[];

/** "attribute_pa_size" and "pa_size" name pa_size; "Pack size", "pack-size" and "attribute_pack-size" one local attribute. */
const attributeKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^attribute_/, '')
    .replace(/\s+/g, '-');

/** WooGraphQL takes a global attribute's name with or without its pa_ prefix ("color" names pa_color). */
const namesAttribute = (attributeName: string, given: string) => {
  const key = attributeKey(given);
  return attributeKey(attributeName) === key || attributeKey(attributeName) === `pa_${key}`;
};

/**
 * The posted values by attribute key, for the product's variation attributes: a global
 * attribute's value is a term slug (WordPress's sanitize_title), a local one's is trimmed, and
 * an empty value counts as not posted. A name the product lacks is refused, as WooGraphQL's
 * Cart_Mutation::prepare_attributes refuses it.
 */
export function postedValues(
  productName: string,
  attributes: ProductAttributeRow[],
  variation: PostedChoice,
  valueNames: Record<string, Record<string, string>> = {},
): Map<string, string> {
  const posted = new Map<string, string>();
  for (const choice of variation) {
    const attribute = attributes.find((row) => namesAttribute(row.name, choice.attributeName));
    if (!attribute) {
      throw new UserInputError(
        `${choice.attributeName} is not a valid attribute of the product: ${productName}.`,
        { code: 'ATTRIBUTE_NOT_VALID', params: { attribute: choice.attributeName, product: productName } },
      );
    }
    const raw = choice.attributeValue?.trim() ?? '';
    if (!attribute.variation || raw === '') continue;
    posted.set(
      attributeKey(attribute.name),
      attribute.isTaxonomy ? termSlug(raw) : englishValue(raw, valueNames[attribute.name]),
    );
  }
  return posted;
}

const termSlug = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

/** A local value as the variation keeps it: the English one a value read in the shopper's language stands for. */
const englishValue = (posted: string, names: Record<string, string> = {}) =>
  Object.entries(names).find(([, name]) => same(name, posted))?.[0] ?? posted;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * WooCommerce's find_matching_product_variation: every value the variation fixes was posted and
 * is the posted one; an "any" value matches whatever was posted, or nothing yet.
 */
export const matchesPosted = (variation: VariationRow, posted: Map<string, string>) =>
  Object.entries(variation.attributes).every(([name, value]) => {
    const chosen = posted.get(attributeKey(name));
    return value === '' || (chosen !== undefined && same(chosen, value));
  });

/**
 * The line's value for every variation attribute, checked as WC_Cart::add_to_cart checks them: a
 * posted value must be the variation's own, or, for an "any" attribute, one of the product's
 * options ("Invalid value posted for Color"); an "any" attribute without a value is missing
 * ("Color is a required field", "Color and Size are required fields").
 */
export function chosenAttributes(
  variation: VariationRow,
  options: ProductAttributeRow[],
  posted: Map<string, string>,
  label: (name: string) => string,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  const missing: string[] = [];
  for (const [name, valid] of Object.entries(variation.attributes)) {
    const chosen = posted.get(attributeKey(name));
    if (chosen === undefined) {
      if (valid === '') missing.push(label(name));
      else attributes[name] = valid;
      continue;
    }
    const offered = options.find((row) => attributeKey(row.name) === attributeKey(name))?.options ?? [];
    const match =
      valid === '' ? offered.find((option) => same(option, chosen)) : same(valid, chosen) && valid;
    if (!match)
      throw new UserInputError(`Invalid value posted for ${label(name)}`, {
        code: 'ATTRIBUTE_VALUE_INVALID',
        params: { attribute: label(name) },
      });
    attributes[name] = match;
  }
  if (missing.length > 0) {
    const list =
      missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
    throw new UserInputError(
      `${list} ${missing.length === 1 ? 'is a required field' : 'are required fields'}`,
      { code: 'ATTRIBUTE_REQUIRED', params: { attributes: missing.join(', '), count: missing.length } },
    );
  }
  return attributes;
}
