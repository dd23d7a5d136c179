'use client';

import type { ReactNode } from 'react';
import { useProductSelection } from './selection-context';

/** A price line and a stock line, rendered by the server (PriceTag and StockLine). */
export interface OfferLines {
  price: ReactNode;
  stock: ReactNode;
  /** What an out-of-stock offer adds: the stock alert's form, outside the live region. */
  alert?: ReactNode;
}

/**
 * Price and stock of the chosen variation (the product's own until one is chosen; a gift card's
 * chosen amount), in a polite live region so a screen reader hears the new price when an option
 * changes. Each variation's lines come rendered from the server, as WooCommerce's variation form
 * carries each variation's price and availability HTML: the browser only picks one, and needs no
 * price formatting of its own.
 */
export function SelectedOffer({
  label,
  product,
  variations,
}: {
  label: string;
  product: OfferLines;
  /** By variation id. */
  variations: Readonly<Record<number, OfferLines>>;
}) {
  const { variation, chosenPrice } = useProductSelection();
  const shown = (variation && variations[variation.id]) || product;
  return (
    <>
      <div role="status" aria-label={label} aria-atomic="true">
        {chosenPrice ?? shown.price}
        {shown.stock}
      </div>
      {shown.alert}
    </>
  );
}

/** The chosen variation's own SKU when it has one, else the product's. */
export function SelectedSku({ sku }: { sku: string | null }) {
  const { variation } = useProductSelection();
  return <>{variation?.sku ?? sku}</>;
}
