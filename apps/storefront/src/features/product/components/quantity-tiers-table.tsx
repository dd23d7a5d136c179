import { getTranslations } from 'next-intl/server';
import { formatPriceRange } from '@/lib/format/price';
import type { QuantityTierRow } from '../types';
import styles from './quantity-tiers-table.module.css';

/**
 * "Buy more, pay less": the unit price at each quantity (box and case pricing). Server-rendered,
 * with no script: the cart, priced by the backend, applies the same tiers.
 */
export async function QuantityTiersTable({
  rows,
  locale,
  currency,
}: {
  rows: QuantityTierRow[];
  locale: string;
  currency: string;
}) {
  const t = await getTranslations('product.tiers');
  return (
    <table className={styles.tiers}>
      <caption>{t('heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('quantity')}</th>
          <th scope="col">{t('unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.minQuantity}>
            <th scope="row">
              {row.maxQuantity === null
                ? t('from', { min: row.minQuantity })
                : row.maxQuantity === row.minQuantity
                  ? row.minQuantity
                  : t('range', { min: row.minQuantity, max: row.maxQuantity })}
            </th>
            <td>{formatPriceRange(row.price, locale, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
