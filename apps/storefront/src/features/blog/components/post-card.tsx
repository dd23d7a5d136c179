import { getLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { truncateText } from '@/lib/html/sanitize';
import { formatPostDate, isoDay } from '../dates';
import type { PostSummary } from '../posts';
import styles from './post-card.module.css';

/** The backend's MEDIUM_LARGE size (square artwork). */
const IMAGE_SIZE = 768;
const EXCERPT_LENGTH = 180;

/** A post tile (home page, blog list): picture, date, title and excerpt, linking to the post. */
export async function PostCard({
  post,
  headingLevel = 3,
  priority = false,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const locale = await getLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${post.slug}`;
  return (
    <article className={styles.card}>
      {post.image && (
        // The picture shows the post's subject, and its description says so; the title's link
        // stretches over the whole card, so the picture is a target for the mouse too.
        <div className={styles.media}>
          {/* biome-ignore lint/performance/noImgElement: the backend serves every size already; next/image would re-encode it. */}
          <img
            src={post.image.url}
            alt={post.image.alt}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        {post.date && (
          <time dateTime={isoDay(post.date)} className={styles.date}>
            {formatPostDate(post.date, locale)}
          </time>
        )}
        {post.excerpt && <p className={styles.excerpt}>{truncateText(post.excerpt, EXCERPT_LENGTH)}</p>}
      </div>
    </article>
  );
}
