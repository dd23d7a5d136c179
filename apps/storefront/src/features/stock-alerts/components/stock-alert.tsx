import { getTranslations } from 'next-intl/server';
import styles from './stock-alert.module.css';
import { StockAlertIsland } from './stock-alert-island';

/**
 * "Email me when it's back" under an out-of-stock product or variation (stock alerts plugin): a
 * heading, what happens (one email, confirmed by a link first), and the form. The server renders
 * it in full; its script loads only when the shopper reaches for it, or at once when the browser
 * shows it for a variation just chosen. The product page leaves it out where the backend has no
 * stock alerts.
 */
export async function StockAlert({ productId, variationId }: { productId: number; variationId?: number }) {
  const t = await getTranslations('product.stockAlert');
  const headingId = `stock-alert-${variationId ?? productId}`;
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <StockAlertIsland productId={productId} variationId={variationId} />
    </section>
  );
}
