import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './blog-pagination.module.css';

/** "Newer posts" / "Older posts", carrying the list's cursor in the query string (?before= / ?after=). */
export async function BlogPagination({
  newerCursor,
  olderCursor,
}: {
  newerCursor: string | null;
  olderCursor: string | null;
}) {
  if (!newerCursor && !olderCursor) return null;
  const t = await getTranslations('content.blog');
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {newerCursor && (
        <Link
          href={{ pathname: '/blog', query: { before: newerCursor } }}
          rel="prev"
          className={styles.newer}
        >
          <span aria-hidden="true">← </span>
          {t('newerPosts')}
        </Link>
      )}
      {olderCursor && (
        <Link href={{ pathname: '/blog', query: { after: olderCursor } }} rel="next" className={styles.older}>
          {t('olderPosts')}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}
