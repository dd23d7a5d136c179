'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import type { CartLine } from '@/features/shopper/cart-types';
import { GetCartCrossSellsOperation } from '@/graphql/generated/browser-operations.generated';
import type { ProductOffer } from '@/lib/catalog/product-offer';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { cartCrossSells } from '../cross-sells';
import styles from './cart-panel.module.css';
import { OFFER_LIST_CLASS, ProductOfferRow } from './product-offer-row';

/**
 * "Don't run out" under the cart's lines (the panel and /cart): refills and parts for what is in
 * the cart (cart/cross-sells.ts), read again when the cart's products change. Nothing shows
 * while they load, when there are none, or when the shop cannot be reached: it is a suggestion.
 */
export function CartCrossSells({ lines }: { lines: readonly CartLine[] }) {
  const t = useTranslations('cart.crossSells');
  const headingId = useId();
  const [offers, setOffers] = useState<ProductOffer[]>([]);
  const key = [...new Set(lines.map((line) => line.productId))].join(',');

  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) {
      setOffers([]);
      return;
    }
    let live = true;
    void callShop(GetCartCrossSellsOperation, { ids }, 'unreachable').then((answer) => {
      if (live) setOffers(answer.errors.length > 0 ? [] : cartCrossSells(answer.data, ids));
    });
    return () => {
      live = false;
    };
  }, [key]);

  if (offers.length === 0) return null;
  return (
    <section className={styles.crossSells} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.crossSellsTitle}>
        {t('heading')}
      </h3>
      <p className={styles.crossSellsHint}>{t('hint')}</p>
      <ul className={OFFER_LIST_CLASS}>
        {offers.map((offer) => (
          <ProductOfferRow key={offer.databaseId} product={offer} />
        ))}
      </ul>
    </section>
  );
}
