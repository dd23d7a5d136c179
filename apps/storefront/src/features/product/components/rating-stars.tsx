import { getTranslations } from 'next-intl/server';
import styles from './product-info.module.css';

const STARS = 5;

/** Stars drawn as text, with the rating in words for screen readers ("Rated 4.5 out of 5"). */
export async function RatingStars({ rating }: { rating: number }) {
  const t = await getTranslations('product.reviews');
  const full = Math.round(Math.min(STARS, Math.max(0, rating)));
  return (
    <span role="img" aria-label={t('rated', { rating })} className={styles.stars}>
      {'★'.repeat(full)}
      {'☆'.repeat(STARS - full)}
    </span>
  );
}
