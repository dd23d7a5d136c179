import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatPostDate, isoDay } from '../dates';
import type { PostDetail } from '../posts';
import styles from './post-article.module.css';

/**
 * How wide the featured picture is drawn: the article's column (46rem) on wide screens, the screen
 * less the page's padding (2 × 1rem) on narrow ones. A phone then fetches a file near its own width
 * rather than the 1024 px one a wide screen needs.
 */
const PICTURE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

/** A blog post: title, date and author, featured picture and the (sanitised) content. */
export async function PostArticle({ post }: { post: PostDetail }) {
  const [t, locale] = await Promise.all([getTranslations('content.blog'), getLocale()]);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          {post.date && (
            <span>
              {t.rich('publishedOn', {
                date: formatPostDate(post.date, locale),
                time: (chunks) => <time dateTime={isoDay(post.date as Date)}>{chunks}</time>,
              })}
            </span>
          )}
          {post.author && <span>{t('byAuthor', { author: post.author })}</span>}
        </p>
      </header>
      {post.image && (
        <figure className={styles.figure}>
          {/* biome-ignore lint/performance/noImgElement: the backend serves every size already; next/image would re-encode it. */}
          <img
            src={post.image.url}
            srcSet={post.image.srcSet}
            sizes={post.image.srcSet ? PICTURE_SIZES : undefined}
            alt={post.image.alt}
            width={post.image.width ?? 1024}
            height={post.image.height ?? 1024}
            fetchPriority="high"
            decoding="async"
          />
        </figure>
      )}
      <div
        className={styles.content}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the content went through sanitizeHtml (features/blog/posts.ts).
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />
      <footer className={styles.footer}>
        <Link href="/blog">{t('backToBlog')}</Link>
      </footer>
    </article>
  );
}
