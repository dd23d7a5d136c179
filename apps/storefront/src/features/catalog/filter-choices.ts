import type { ProductFilters } from './filters';

/** One removable choice of the filters: what a chip under the list shows. */
export type FilterChoice =
  | { kind: 'category'; value: string }
  | { kind: 'price'; min: number | null; max: number | null }
  | { kind: 'rating'; value: number }
  | { kind: 'sale' }
  | { kind: 'inStock' }
  | { kind: 'attribute'; name: string; value: string };

/** Every choice in the filters, in their canonical order. */
export function filterChoices(filters: ProductFilters): FilterChoice[] {
  const choices: FilterChoice[] = filters.categories.map((value) => ({ kind: 'category', value }));
  if (filters.price) choices.push({ kind: 'price', ...filters.price });
  if (filters.rating !== null) choices.push({ kind: 'rating', value: filters.rating });
  if (filters.onSale) choices.push({ kind: 'sale' });
  if (filters.inStock) choices.push({ kind: 'inStock' });
  for (const name of Object.keys(filters.attributes).sort()) {
    for (const value of filters.attributes[name] ?? []) choices.push({ kind: 'attribute', name, value });
  }
  return choices;
}

/** The filters without one choice (for a chip's remove link). */
export function withoutChoice(filters: ProductFilters, choice: FilterChoice): ProductFilters {
  switch (choice.kind) {
    case 'category':
      return { ...filters, categories: filters.categories.filter((slug) => slug !== choice.value) };
    case 'price':
      return { ...filters, price: null };
    case 'rating':
      return { ...filters, rating: null };
    case 'sale':
      return { ...filters, onSale: false };
    case 'inStock':
      return { ...filters, inStock: false };
    case 'attribute': {
      const remaining = (filters.attributes[choice.name] ?? []).filter((slug) => slug !== choice.value);
      const { [choice.name]: _removed, ...others } = filters.attributes;
      return {
        ...filters,
        attributes: remaining.length > 0 ? { ...others, [choice.name]: remaining } : others,
      };
    }
  }
}
