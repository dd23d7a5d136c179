'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { EmptyState } from '@/components/state/empty-state';
import { ErrorNote } from '@/components/state/error-note';
import { Skeleton } from '@/components/state/skeleton';
import { Thumbnail } from '@/components/thumbnail';
import { CardAddToCart } from '@/features/cart/components/card-add-to-cart';
import type { WishlistProduct } from '@/features/shopper/account-types';
import { useShopper, useWishlist } from '@/features/shopper/hooks';
import { GetWishlistProductsOperation } from '@/graphql/generated/browser-operations.generated';
import { Link } from '@/i18n/navigation';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { formatPriceRange, parseRawPrice } from '@/lib/format/price';
import { mapWishlistProducts } from '../map-products';
import styles from './wishlist-list.module.css';

/**
 * The wishlist's products (the browser's list at /wishlist, the account's inside my-account),
 * newest first, each with a link and a Remove button, and the product card's own action where it
 * has one: Add to cart (the cart's, with its feedback) or Choose options on the product's page.
 */
export function WishlistList() {
  const t = useTranslations('account.wishlist');
  const locale = useLocale();
  const settings = useShopper((state) => state.settings);
  const wishlist = useWishlist();
  const [products, setProducts] = useState<WishlistProduct[] | null>(null);
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
    <ul className={styles.list} aria-label={t('title')}>
      {products.map((product) => {
        const price = formatPriceRange(parseRawPrice(product.price), locale, settings.currency);
        return (
          <li key={product.databaseId} className={styles.item}>
            <Thumbnail image={product.image} size={80} className={styles.image} />
            <div className={styles.info}>
              <Link href={`/product/${product.slug}`} className={styles.name}>
                {product.name}
              </Link>
              {price && <span>{price}</span>}
            </div>
            <div className={styles.actions}>
              {product.action === 'addToCart' && (
                <CardAddToCart productId={product.databaseId} name={product.name} />
              )}
              {product.action === 'chooseOptions' && (
                <Link
                  href={`/product/${product.slug}`}
                  className={styles.choose}
                  aria-label={t('chooseOptionsFor', { name: product.name })}
                >
                  {t('chooseOptions')}
                </Link>
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('remove', { name: product.name })}
                onClick={() => void wishlist.toggle(product.databaseId, false)}
              >
                {t('removeShort')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
