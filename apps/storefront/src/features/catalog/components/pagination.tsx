import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { type ListQuery, listHref } from '../list-query';
import { pageLinks } from '../pagination';
import styles from './pagination.module.css';

/** Links to the list's other pages (same search, sort and filters); page 1 is the base URL. */
export async function Pagination({
  basePath,
  query,
  page,
  totalPages,
}: {
  basePath: string;
  query: ListQuery;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('catalog.pagination');
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link
              href={listHref(basePath, query, page - 1)}
              rel="prev"
              aria-label={t('previousPage')}
              className={styles.step}
            >
              <span aria-hidden="true">‹</span> {t('previous')}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ‹ {t('previous')}
            </span>
          )}
        </li>
        {pageLinks(page, totalPages).map((link) =>
          'gap' in link ? (
            <li key={link.key} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                href={listHref(basePath, query, link.page)}
                aria-label={t('page', { page: link.page })}
                aria-current={link.page === page ? 'page' : undefined}
                className={styles.page}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              href={listHref(basePath, query, page + 1)}
              rel="next"
              aria-label={t('nextPage')}
              className={styles.step}
            >
              {t('next')} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              {t('next')} ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
