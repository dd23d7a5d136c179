'use client';

import { type ReactNode, type RefObject, useCallback } from 'react';
import { type GiftCardCollector, GiftCardFields } from '@/features/gift-cards/components/gift-card-fields';
import type { GiftCardSettings } from '@/features/gift-cards/gift-card-choice';
import { PriceTag } from './price-tag';

/**
 * A gift card's fields on its product page (loaded only there), with the amount chosen shown as the
 * page's price line: the rest of the page's prices come rendered from the server.
 */
export function GiftCardSection({
  settings,
  currency,
  collector,
  onPriceChange,
}: {
  settings: GiftCardSettings;
  currency: string;
  collector: RefObject<GiftCardCollector | null>;
  onPriceChange: (price: ReactNode) => void;
}) {
  // Stable, as the fields call it from an effect whenever it changes.
  const showAmount = useCallback(
    (cents: number | null) =>
      onPriceChange(
        cents === null ? null : (
          <PriceTag
            pricing={{ price: { min: cents / 100, max: cents / 100 }, regularPrice: null, onSale: false }}
            currency={currency}
            saleBadge="text"
          />
        ),
      ),
    [currency, onPriceChange],
  );
  return (
    <GiftCardFields
      settings={settings}
      currency={currency}
      collector={collector}
      onAmountChange={showAmount}
    />
  );
}
