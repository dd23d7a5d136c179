'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { Thumbnail } from '@/components/thumbnail';
import { useShopper } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import type { ProductOffer } from '@/lib/catalog/product-offer';
import { formatPriceRange, parseRawPrice } from '@/lib/format/price';
import { CardAddToCart } from './card-add-to-cart';
import styles from './product-offer-row.module.css';

/**
 * One offered product on a line (a wishlist row, a cart's "Don't run out"): its picture, name and
 * price, and the product card's own action where it has one: Add to cart (the cart's, with its
 * feedback) or Choose options on the product's page; `children` adds the list's own actions.
 */
export function ProductOfferRow({ product, children }: { product: ProductOffer; children?: ReactNode }) {
  const t = useTranslations('account.wishlist');
  const locale = useLocale();
  const currency = useShopper((state) => state.settings.currency);
  const price = formatPriceRange(parseRawPrice(product.price), locale, currency);
  return (
    <li className={styles.item}>
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
        {children}
      </div>
    </li>
  );
}

/** The list the rows go in. */
export const OFFER_LIST_CLASS = styles.list;
/** A list's own button beside a row's action (the wishlist's Remove). */
export const OFFER_BUTTON_CLASS = styles.remove;
