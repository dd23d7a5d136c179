/**
 * The variation picker's rules, as pure functions (no React, no GraphQL shapes), shared by the
 * server (initial selection) and the picker island.
 *
 * WooCommerce names one attribute several ways: the product's attribute list says `pa_size` or
 * `Pack size`, a variation's attributes may say `pa_size` or `pack-size`, and a default may use
 * either. Spec section 3: names are compared without the `pa_` prefix, case-insensitively, ignoring
 * hyphens and spaces. A variation's empty value means "any value" (spec section 5).
 */

/** A variation attribute as the picker shows it: one control with its options. */
export interface PickerAttribute {
  /** The comparison key (see attributeKey). */
  key: string;
  /** The name as the backend spells it on the product (`pa_size`, `Pack size`). */
  name: string;
  /** What the shopper reads (`Size`). */
  label: string;
  /** Values as variations carry them (term slugs for global attributes), with their display names. */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** Chosen values by attribute key; a missing or empty value means "not chosen yet". */
export type Selection = Readonly<Record<string, string>>;

/** What a variation needs for matching: its value per attribute key ('' = any value). */
export interface Matchable {
  attributes: Readonly<Record<string, string>>;
}

/** `pa_Filter-Class`, `filter class` and `FilterClass` all become `filterclass`. */
export function attributeKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^pa_/, '')
    .replace(/[-\s]+/g, '');
}

/** Whether two spellings name the same attribute (spec: 'pa_Filter-Class' ≡ 'filter class'). */
export function sameAttribute(a: string, b: string): boolean {
  return attributeKey(a) === attributeKey(b);
}

/** A variation's {name, value} list as values by attribute key. */
export function attributeValues(
  nodes: ReadonlyArray<{ name: string | null; value: string | null }>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { name, value } of nodes) {
    if (name) values[attributeKey(name)] = value ?? '';
  }
  return values;
}

/**
 * The attributes for which no variation has a value: every variation accepts any of their
 * options (spec section 5, variation type 'any'). The shopper still chooses one.
 */
export function anyAttributes(attributeNames: readonly string[], variations: readonly Matchable[]): string[] {
  return attributeNames.filter((name) => {
    const key = attributeKey(name);
    return variations.every((variation) => !variation.attributes[key]);
  });
}

/**
 * A variation value as the attribute's option spells it. WooCommerce may store a local attribute's
 * value in a variation slugged ('heat-resistant') or in another case than the option ('Heat
 * resistant'); matching is exact after this.
 */
export function canonicalValue(options: PickerAttribute['options'], value: string): string {
  if (value === '' || options.some((option) => option.value === value)) return value;
  const slug = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '-');
  return options.find((option) => slug(option.value) === slug(value))?.value ?? value;
}

/** Whether a variation fits the values chosen so far: each chosen value is its value, or it takes any. */
export function matchesSelection(variation: Matchable, selection: Selection): boolean {
  return Object.entries(selection).every(([key, chosen]) => {
    if (!chosen) return true;
    const own = variation.attributes[key];
    return !own || own === chosen;
  });
}

/** Whether every attribute has a chosen value. */
export function isComplete(attributes: readonly PickerAttribute[], selection: Selection): boolean {
  return attributes.every((attribute) => Boolean(selection[attribute.key]));
}

/**
 * The variation for a complete selection, or null. When several fit (one has the exact values,
 * another takes any value), the most specific wins.
 */
export function findVariation<V extends Matchable>(
  variations: readonly V[],
  attributes: readonly PickerAttribute[],
  selection: Selection,
): V | null {
  if (!isComplete(attributes, selection)) return null;
  let best: V | null = null;
  let bestSpecific = -1;
  for (const variation of variations) {
    if (!matchesSelection(variation, selection)) continue;
    const specific = attributes.filter((attribute) => variation.attributes[attribute.key]).length;
    if (specific > bestSpecific) {
      best = variation;
      bestSpecific = specific;
    }
  }
  return best;
}

/**
 * Whether choosing `value` for `key` still leaves a variation, given the other chosen values.
 * Options for which none exists are disabled (impossible combinations); a variation that is out of
 * stock still exists, so its options stay selectable and show "Out of stock".
 */
export function isOptionAvailable(
  variations: readonly Matchable[],
  selection: Selection,
  key: string,
  value: string,
): boolean {
  const candidate = { ...selection, [key]: value };
  return variations.some((variation) => matchesSelection(variation, candidate));
}

/** Options no variation can ever take are left out of the picker (they could never be chosen). */
export function reachableOptions(
  attribute: PickerAttribute,
  variations: readonly Matchable[],
): PickerAttribute['options'] {
  return attribute.options.filter((option) => isOptionAvailable(variations, {}, attribute.key, option.value));
}

/**
 * The selection a product page opens with: the product's default attributes where they are real
 * options, and the only option of an attribute that has just one.
 */
export function initialSelection(
  attributes: readonly PickerAttribute[],
  defaults: ReadonlyArray<{ name: string | null; value: string | null }>,
): Record<string, string> {
  const selection: Record<string, string> = {};
  const defaultValues = attributeValues(defaults);
  for (const attribute of attributes) {
    const wanted = canonicalValue(attribute.options, defaultValues[attribute.key] ?? '');
    if (attribute.options.some((option) => option.value === wanted)) selection[attribute.key] = wanted;
    else if (attribute.options.length === 1 && attribute.options[0]) {
      selection[attribute.key] = attribute.options[0].value;
    }
  }
  return selection;
}

/** An attribute's name as WooCommerce keys it on the product (`pa_size`, `pack-size`). */
const attributeSlug = (attribute: PickerAttribute) =>
  attribute.name.trim().toLowerCase().replace(/\s+/g, '-');

/** WooCommerce's query parameter for an attribute: `attribute_pa_size`, `attribute_pack-size`. */
export function attributeParam(attribute: PickerAttribute): string {
  return `attribute_${attributeSlug(attribute)}`;
}

/**
 * The chosen values as addToCart's `variation` input takes them: one per attribute, named as the
 * product keys it. WooCommerce needs them for a variation that takes any value of an attribute
 * (and checks the others against the variation's own).
 */
export function variationInput(
  attributes: readonly PickerAttribute[],
  selection: Selection,
): Array<{ attributeName: string; attributeValue: string }> {
  return attributes.flatMap((attribute) => {
    const value = selection[attribute.key];
    return value ? [{ attributeName: attributeSlug(attribute), attributeValue: value }] : [];
  });
}

/**
 * A selection carried by the URL (`?attribute_pa_size=m`, as WooCommerce links variations), with
 * unknown attributes and values that are not options left out.
 */
export function selectionFromParams(
  attributes: readonly PickerAttribute[],
  params: URLSearchParams,
): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const [param, raw] of params) {
    if (!param.startsWith('attribute_')) continue;
    const attribute = attributes.find((a) => a.key === attributeKey(param.slice('attribute_'.length)));
    if (!attribute) continue;
    const value = canonicalValue(attribute.options, raw);
    if (attribute.options.some((option) => option.value === value)) selection[attribute.key] = value;
  }
  return selection;
}

/** The URL's query with the selection's `attribute_…` parameters (other parameters kept). */
export function selectionToParams(
  attributes: readonly PickerAttribute[],
  selection: Selection,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const attribute of attributes) {
    const param = attributeParam(attribute);
    const value = selection[attribute.key];
    if (value) params.set(param, value);
    else params.delete(param);
  }
  return params;
}
