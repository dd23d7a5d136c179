'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { EmptyState } from '@/components/state/empty-state';
import { ErrorNote } from '@/components/state/error-note';
import { Skeleton } from '@/components/state/skeleton';
import {
  OFFER_BUTTON_CLASS,
  OFFER_LIST_CLASS,
  ProductOfferRow,
} from '@/features/cart/components/product-offer-row';
import { useWishlist } from '@/features/shopper/hooks';
import { GetWishlistProductsOperation } from '@/graphql/generated/browser-operations.generated';
import type { ProductOffer } from '@/lib/catalog/product-offer';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { mapWishlistProducts } from '../map-products';

/**
 * The wishlist's products (the browser's list at /wishlist, the account's inside my-account),
 * newest first, each with a link and a Remove button, and the product card's own action where it
 * has one: Add to cart (the cart's, with its feedback) or Choose options on the product's page.
 */
export function WishlistList() {
  const t = useTranslations('account.wishlist');
  const wishlist = useWishlist();
  const [products, setProducts] = useState<ProductOffer[] | null>(null);
  const [failed, setFailed] = useState(false);
  const key = wishlist.ids.join(',');

  useEffect(() => {
    if (!wishlist.ready) return;
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) {
      setProducts([]);
      return;
    }
    let live = true;
    void callShop(GetWishlistProductsOperation, { ids }, 'unreachable').then((answer) => {
      if (!live) return;
      if (answer.errors.length > 0 || !answer.data) {
        setFailed(true);
        return;
      }
      const byId = new Map(mapWishlistProducts(answer.data).map((product) => [product.databaseId, product]));
      setProducts(ids.flatMap((id) => byId.get(id) ?? []));
    });
    return () => {
      live = false;
    };
  }, [key, wishlist.ready]);

  if (failed) return <ErrorNote>{t('error')}</ErrorNote>;
  if (!products) return <Skeleton label={t('loading')} shape="rows" />;
  if (products.length === 0) {
    return (
      <EmptyState icon="heart" message={t('empty')} action={{ href: '/products', label: t('browse') }} />
    );
  }
  return (
    <ul className={OFFER_LIST_CLASS} aria-label={t('title')}>
      {products.map((product) => (
        <ProductOfferRow key={product.databaseId} product={product}>
          <button
            type="button"
            className={OFFER_BUTTON_CLASS}
            aria-label={t('remove', { name: product.name })}
            onClick={() => void wishlist.toggle(product.databaseId, false)}
          >
            {t('removeShort')}
          </button>
        </ProductOfferRow>
      ))}
    </ul>
  );
}
