import type { ProductSummary } from '@/lib/catalog/product-summary';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/**
 * Products as the catalogue's cards in 2, 3 or 4 columns (as wide as the grid is), each card as
 * tall as its row so their actions line up. With `priorityFirst`, the first card's image loads
 * eagerly: it is the listing's largest paint.
 */
export function ProductGrid({
  products,
  priorityFirst = false,
  row = false,
}: {
  products: readonly ProductSummary[];
  priorityFirst?: boolean;
  /** Every card on one row, scrolling sideways where they do not fit (a short list of any length). */
  row?: boolean;
}) {
  return (
    <div className={styles.frame}>
      <ul className={row ? styles.row : styles.grid}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
