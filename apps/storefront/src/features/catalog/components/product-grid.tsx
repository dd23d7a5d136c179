import type { ProductSummary } from '@/lib/commerce/product-summary';
import { ProductCard } from './product-card';

/**
 * Products as the catalogue's cards in the shared grid (the global .product-grid). With
 * `priorityFirst`, the first card's image loads eagerly: it is the listing's largest paint.
 */
export function ProductGrid({
  products,
  className,
  priorityFirst = false,
}: {
  products: readonly ProductSummary[];
  className?: string;
  priorityFirst?: boolean;
}) {
  return (
    <ul className={className ? `product-grid ${className}` : 'product-grid'}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
