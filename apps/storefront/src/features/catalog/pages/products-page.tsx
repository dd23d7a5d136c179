import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/breadcrumb';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProductListing } from '../components/product-listing';
import { SearchTermInHeader } from '../components/search-term-in-header';
import { loadListPage, readListUrl } from '../list-page';
import { listPath, type SearchParams } from '../list-query';
import styles from './catalog-page.module.css';

const BASE_PATH = '/products';

export interface ListRouteProps {
  locale: Locale;
  /** The N of /page/N as written, or undefined for the list's first page. */
  pageParam?: string;
  searchParams: SearchParams;
}

/** All products, or the results of a search: /products and /products/page/N. */
export async function productsMetadata({
  locale,
  pageParam,
  searchParams,
}: ListRouteProps): Promise<Metadata> {
  const [t, { page, query, noIndex }] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog.products' }),
    readListUrl(pageParam, searchParams),
  ]);
  const heading = query.search ? t('searchTitle', { search: query.search }) : t('title');
  return pageMetadata({
    title: page > 1 ? t('pagedTitle', { title: heading, page }) : heading,
    description: t('description'),
    // Filtered, sorted and searched views point search engines at the plain list (or its page).
    path: listPath(BASE_PATH, page),
    locale,
    noIndex,
  });
}

export async function ProductsPage({ locale, pageParam, searchParams }: ListRouteProps) {
  const [t, data] = await Promise.all([
    getTranslations('catalog.products'),
    loadListPage({ locale, basePath: BASE_PATH, pageParam, searchParams }),
  ]);
  const { search } = data.query;
  const heading = search ? t('searchTitle', { search }) : t('title');
  const trail = search ? [{ name: t('title'), href: BASE_PATH }, { name: heading }] : [{ name: heading }];
  return (
    <main className={styles.page}>
      <Breadcrumb locale={locale} trail={trail} />
      <h1 className={styles.heading}>{heading}</h1>
      {search && <SearchTermInHeader term={search} />}
      <ProductListing data={data} />
    </main>
  );
}
