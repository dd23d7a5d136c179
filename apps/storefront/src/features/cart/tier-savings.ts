import { useEffect, useState } from 'react';
import type { CartLine } from '@/features/shopper/cart-types';
import type { GetCartQuantityTiersQuery } from '@/graphql/generated';
import { GetCartQuantityTiersOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { parseCents } from '@/lib/format/price';

/** A line's box and case tier: its unit price and what it saves, for the quantity the backend priced it at. */
export interface TierSaving {
  quantity: number;
  minQuantity: number;
  /** The unit price the line pays at its tier, in cents. */
  price: number;
  /** Cents off the line against the plain price. */
  saving: number;
}

/** The lines whose quantity reached a tier, by cart item key (the rest pay the plain price). */
export function tierSavingsOf(data: GetCartQuantityTiersQuery | null | undefined): Map<string, TierSaving> {
  const savings = new Map<string, TierSaving>();
  for (const line of data?.cart?.contents?.nodes ?? []) {
    const saving = parseCents(line.quantityTier?.saving);
    const price = parseCents(line.quantityTier?.price);
    if (line.quantityTier && saving !== null && saving > 0 && price !== null)
      savings.set(line.key, {
        quantity: line.quantity ?? 0,
        minQuantity: line.quantityTier.minQuantity,
        price,
        saving,
      });
  }
  return savings;
}

/**
 * What each line saves at its box and case tier: read when the lines or their quantities change and
 * the backend prices by quantity (quantityTiers). The price itself is the cart's own line total,
 * computed by the backend; this only says why it is lower. A saving read for another quantity is
 * not shown, so a line never shows a saving its current quantity does not get.
 */
export function useTierSavings(
  lines: readonly CartLine[],
  enabled: boolean,
): ReadonlyMap<string, TierSaving> {
  const [savings, setSavings] = useState<ReadonlyMap<string, TierSaving>>(new Map());
  const key = enabled ? lines.map((line) => `${line.key}:${line.quantity}`).join(',') : '';

  useEffect(() => {
    if (!key) return;
    let live = true;
    void callShop(GetCartQuantityTiersOperation, {}, 'unreachable').then((answer) => {
      if (live && answer.errors.length === 0) setSavings(tierSavingsOf(answer.data));
    });
    return () => {
      live = false;
    };
  }, [key]);

  return savings;
}
