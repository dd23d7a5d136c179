import { getTranslations } from 'next-intl/server';
import styles from './rating-stars.module.css';

/**
 * An average rating as five stars filled to the rating, with the number for screen readers.
 * Pure CSS (a clipped row of filled stars over an empty row): no images, no JavaScript.
 */
export async function RatingStars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const t = await getTranslations('catalog.rating');
  const clamped = Math.min(5, Math.max(0, rating));
  const rounded = Math.round(clamped * 10) / 10;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.empty}>★★★★★</span>
        <span className={styles.filled} style={{ width: `${(clamped / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="visually-hidden">{t('label', { rating: rounded })}</span>
      {reviewCount !== undefined && reviewCount > 0 && (
        <span className={styles.count}>
          <span aria-hidden="true">({reviewCount})</span>
          <span className="visually-hidden">{t('reviews', { count: reviewCount })}</span>
        </span>
      )}
    </p>
  );
}
