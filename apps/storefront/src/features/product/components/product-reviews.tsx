import { getFormatter, getTranslations } from 'next-intl/server';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import type { Review } from '../types';
import { HtmlContent } from './html-content';
import styles from './product-info.module.css';
import { ReviewIsland } from './review-island';

/** WordPress dates carry no zone ("2024-07-30T19:01:00"): read and shown as the shop wrote them. */
const asDate = (value: string) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);

/** Average rating, number of reviews and the reviews themselves (shown when the store setting allows). */
export async function ProductReviews({
  productId,
  slug,
  average,
  count,
  reviews,
}: {
  productId: number;
  slug: string;
  average: number;
  count: number;
  reviews: readonly Review[];
}) {
  const [t, format] = await Promise.all([getTranslations('product.reviews'), getFormatter()]);
  return (
    <section className={styles.section} aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('heading')}</h2>
      {count > 0 ? (
        <p className={styles.ratingSummary}>
          <RatingStars rating={average} />
          <span>{t('average', { rating: format.number(average, { maximumFractionDigits: 1 }) })}</span>
          <span>{t('count', { count })}</span>
        </p>
      ) : (
        <p>{t('none')}</p>
      )}
      {reviews.length > 0 && (
        <ol className={styles.reviews}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article aria-label={t('by', { author: review.author })}>
                <p className={styles.reviewMeta}>
                  {review.rating !== null && <RatingStars rating={review.rating} />}
                  <span className={styles.reviewAuthor}>{review.author}</span>
                  {review.date && (
                    <time dateTime={review.date}>
                      {format.dateTime(asDate(review.date), { dateStyle: 'long', timeZone: 'UTC' })}
                    </time>
                  )}
                </p>
                <HtmlContent html={review.html} />
              </article>
            </li>
          ))}
        </ol>
      )}
      <ReviewIsland productId={productId} slug={slug} />
    </section>
  );
}
