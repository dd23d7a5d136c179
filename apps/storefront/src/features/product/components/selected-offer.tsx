'use client';

import type { Pricing, Stock } from '../types';
import { PriceTag } from './price-tag';
import { useProductSelection } from './selection-context';
import { StockLine } from './stock-line';

/**
 * Price and stock of the chosen variation (the product's own until one is chosen; a gift card's
 * chosen amount), in a polite live region so a screen reader hears the new price when an option
 * changes.
 */
export function SelectedOffer({
  label,
  pricing,
  stock,
  currency,
  saleBadge,
}: {
  label: string;
  pricing: Pricing;
  stock: Stock;
  currency: string;
  saleBadge: 'percent' | 'text';
}) {
  const { variation, chosenPrice } = useProductSelection();
  const shown = chosenPrice
    ? { price: chosenPrice, regularPrice: null, onSale: false }
    : (variation ?? pricing);
  return (
    <div role="status" aria-label={label} aria-atomic="true">
      <PriceTag pricing={shown} currency={currency} saleBadge={saleBadge} />
      <StockLine stock={variation?.stock ?? stock} />
    </div>
  );
}

/** The chosen variation's own SKU when it has one, else the product's. */
export function SelectedSku({ sku }: { sku: string | null }) {
  const { variation } = useProductSelection();
  return <>{variation?.sku ?? sku}</>;
}
