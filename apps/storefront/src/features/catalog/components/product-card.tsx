import { getLocale, getTranslations } from 'next-intl/server';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { Link } from '@/i18n/navigation';
import type { ProductSummary } from '@/lib/catalog/product-summary';
import { formatPriceRange, saleDisplay } from '@/lib/format/price';
import styles from './product-card.module.css';
import { ProductCardAction } from './product-card-action';
import { RatingStars } from './rating-stars';

/** Square artwork served at this size by the ProductCard fragment (WOOCOMMERCE_THUMBNAIL). */
const IMAGE_SIZE = 450;

/**
 * A product tile for every list (home, category, search, related): image, name, rating (once
 * reviewed, and only where the store shows reviews, as on the product page), price with the
 * regular price struck through when on sale, the sale badge, stock, and at its foot one action
 * (ProductCardAction), level with its neighbours' in a grid row. Only the wishlist heart and Add to
 * cart are client islands; the rest ships no JavaScript. `priority` marks the likely LCP image.
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
  const settings = storeSettings();
  const badge = settings.saleBadge === 'percent' && percent ? t('salePercent', { percent }) : t('sale');
  return (
    <article className={styles.card}>
      {/* A tiny client island: the wishlist heart. */}
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
      {settings.showReviews && product.reviewCount > 0 && (
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
      <div className={styles.foot}>
        <ProductCardAction product={product} />
      </div>
    </article>
  );
}
