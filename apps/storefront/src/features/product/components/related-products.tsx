import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import type { ProductSummary } from '@/lib/catalog/product-summary';
import styles from './product-info.module.css';

/** 'You May Also Like': the backend's related products (five, as the spec asks), as the catalogue's cards on one row. */
export async function RelatedProducts({ products }: { products: readonly ProductSummary[] }) {
  if (products.length === 0) return null;
  const t = await getTranslations('product.related');
  return (
    <section className={styles.section} aria-labelledby="related-products">
      <h2 id="related-products">{t('heading')}</h2>
      <ProductGrid products={products} row />
    </section>
  );
}
