import { getLocale, getTranslations } from 'next-intl/server';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { CardAddToCart } from '@/features/cart/components/card-add-to-cart';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { Link } from '@/i18n/navigation';
import type { ProductSummary } from '@/lib/commerce/product-summary';
import { formatPriceRange, saleDisplay } from '@/lib/format/price';
import styles from './product-card.module.css';
import { RatingStars } from './rating-stars';

/** Square artwork served at this size by the ProductCard fragment (WOOCOMMERCE_THUMBNAIL). */
const IMAGE_SIZE = 450;

/**
 * A product tile for every list (home, category, search, related): image, name, rating (once
 * reviewed), price with the regular price struck through when on sale, the sale badge, stock, and
 * for simple in-stock products an Add to cart button (the only client island; the rest ships no
 * JavaScript). `priority` marks the likely LCP image of a page.
 */
export async function ProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary;
  priority?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('common.product'), getLocale()]);
  const price = formatPriceRange(product.price, locale, STORE_CURRENCY);
  const { struck, percent } = saleDisplay(product.price, product.regularPrice, product.onSale);
  const onSale = struck !== null;
  const badge =
    storeSettings().saleBadge === 'percent' && percent ? t('salePercent', { percent }) : t('sale');
  return (
    <article className={styles.card}>
      {/* A tiny client island: the wishlist heart (issue 5). */}
      <WishlistButton productId={product.id} name={product.name} />
      <Link href={`/product/${product.slug}`} className={styles.link}>
        <div className={styles.media}>
          {product.image && (
            // biome-ignore lint/performance/noImgElement: the backend serves every size already; next/image would re-encode it.
            <img
              src={product.image.url}
              alt={product.image.alt}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          )}
          {onSale && <span className={styles.badge}>{badge}</span>}
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </Link>
      {product.reviewCount > 0 && (
        <RatingStars rating={product.averageRating} reviewCount={product.reviewCount} />
      )}
      {price && (
        <p className={styles.price}>
          {struck && (
            <>
              <span className="visually-hidden">{t('regularPrice')}</span>
              <del>{formatPriceRange(struck, locale, STORE_CURRENCY)}</del>{' '}
              <span className="visually-hidden">{t('salePrice')}</span>
            </>
          )}
          <span className={onSale ? styles.salePrice : undefined}>{price}</span>
        </p>
      )}
      {product.stockStatus === 'OUT_OF_STOCK' && <p className={styles.stockOut}>{t('outOfStock')}</p>}
      {product.stockStatus === 'ON_BACKORDER' && <p className={styles.stockBackorder}>{t('onBackorder')}</p>}
      {/* A small client island: simple products in stock can go to the cart from the list. */}
      {product.type === 'SIMPLE' && product.stockStatus === 'IN_STOCK' && price && (
        <CardAddToCart productId={product.id} name={product.name} />
      )}
    </article>
  );
}
