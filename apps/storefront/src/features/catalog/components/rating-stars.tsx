import { getTranslations } from 'next-intl/server';
import styles from './rating-stars.module.css';

/**
 * An average rating as five stars filled to the rating, for product cards, the product page's
 * summary and each review. Screen readers hear one text ("Rated 4.8 out of 5, 5 reviews" with a
 * count, "Rated 4 out of 5" without); the stars and the "(5)" beside them are only drawn. Pure
 * CSS (a clipped row of filled stars over an empty row): no images, no JavaScript.
 */
export async function RatingStars({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount?: number;
  className?: string;
}) {
  const t = await getTranslations('catalog.rating');
  const clamped = Math.min(5, Math.max(0, rating));
  const rounded = Math.round(clamped * 10) / 10;
  const counted = reviewCount !== undefined && reviewCount > 0;
  return (
    <span className={className ? `${styles.rating} ${className}` : styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.empty}>★★★★★</span>
        <span className={styles.filled} style={{ width: `${(clamped / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      {counted && (
        <span className={styles.count} aria-hidden="true">
          ({reviewCount})
        </span>
      )}
      <span className="visually-hidden">
        {counted ? t('withCount', { rating: rounded, count: reviewCount }) : t('label', { rating: rounded })}
      </span>
    </span>
  );
}
