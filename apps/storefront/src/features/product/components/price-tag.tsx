import { useLocale, useTranslations } from '#i18n/hooks';
import { formatPriceRange, saleDisplay } from '@/lib/format/price';
import type { Pricing } from '../types';
import styles from './price-tag.module.css';

/**
 * The price as the shopper's locale writes it; on sale, the regular price struck through before it
 * and the sale badge (a percent, per the store setting) after it. Rendered on the server for the
 * product and each of its variations (selected-offer.tsx), and by a gift card's fields for the
 * amount chosen.
 */
export function PriceTag({
  pricing,
  currency,
  saleBadge,
}: {
  pricing: Pricing;
  currency: string;
  saleBadge: 'percent' | 'text';
}) {
  const t = useTranslations('common.product');
  const locale = useLocale();
  const { price, regularPrice, onSale } = pricing;
  const text = formatPriceRange(price, locale, currency);
  if (!text) return null;
  const { struck: reduced, percent } = saleDisplay(price, regularPrice, onSale);
  return (
    <p className={styles.price}>
      {reduced && (
        <>
          <span className="visually-hidden">{t('regularPrice')}</span>
          <del className={styles.regular}>{formatPriceRange(reduced, locale, currency)}</del>{' '}
          <span className="visually-hidden">{t('salePrice')}</span>
        </>
      )}
      <span className={reduced ? styles.sale : undefined}>{text}</span>
      {reduced && (
        <span className={styles.badge}>
          {saleBadge === 'percent' && percent ? t('salePercent', { percent }) : t('sale')}
        </span>
      )}
    </p>
  );
}
