import { useTranslations } from '#i18n/hooks';
import type { Stock } from '../types';
import styles from './stock-line.module.css';

/** In stock (with the quantity when the shop knows it), Out of stock, or On backorder. */
export function StockLine({ stock }: { stock: Stock }) {
  const t = useTranslations('common.product');
  const tProduct = useTranslations('product.stock');
  switch (stock.status) {
    case 'IN_STOCK':
      return (
        <p className={`${styles.stock} ${styles.inStock}`}>
          {stock.quantity !== null && stock.quantity > 0
            ? tProduct('inStockCount', { count: stock.quantity })
            : t('inStock')}
        </p>
      );
    case 'OUT_OF_STOCK':
      return <p className={`${styles.stock} ${styles.outOfStock}`}>{t('outOfStock')}</p>;
    case 'ON_BACKORDER':
      return <p className={`${styles.stock} ${styles.backorder}`}>{t('onBackorder')}</p>;
    default:
      return null;
  }
}
