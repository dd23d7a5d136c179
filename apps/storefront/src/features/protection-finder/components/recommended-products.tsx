import { getTranslations } from 'next-intl/server';
import buttons from '@/components/buttons.module.css';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import type { ProductFilters } from '@/features/catalog/filters';
import { listHref } from '@/features/catalog/list-query';
import { Link } from '@/i18n/navigation';
import { getRecommendedProducts, listingTakes } from '../data';
import styles from './recommended-products.module.css';

/** The catalogue's /products listing with these filters, where the shopper can change them. */
export const refineHref = (filters: ProductFilters): string =>
  listHref('/products', { search: null, sort: null, filters });

/**
 * What protects: the first page of the listing the filters make, in the catalogue's own cards,
 * with the way to the full listing ("Refine these filters") where every filter can be changed.
 * A store that names no attribute filters (a stock site without WooNuxt Settings) lists by
 * category only, which would show more than protects: there the way is left out.
 */
export async function RecommendedProducts({
  heading,
  filters,
}: {
  heading: string;
  filters: ProductFilters;
}) {
  const [t, result, refinable] = await Promise.all([
    getTranslations('finder.result'),
    getRecommendedProducts(filters),
    listingTakes(filters),
  ]);
  return (
    <section aria-labelledby="recommended-products" className={styles.section}>
      <div className={styles.heading}>
        <h2 id="recommended-products">{heading}</h2>
        {refinable && (
          <Link href={refineHref(filters)} className={buttons.buttonSecondary}>
            {t('refine')}
          </Link>
        )}
      </div>
      <p className={styles.count}>{t('found', { count: result.found })}</p>
      {result.products.length > 0 && <ProductGrid products={result.products} />}
    </section>
  );
}
