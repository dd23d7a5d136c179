import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/state/empty-state';
import { storeSettings } from '@/config/store';
import { countActiveFilters, offersRatingFilter, serializeFilters } from '../filters';
import type { ListPageData } from '../list-page';
import { localizedPath } from '../list-page';
import { FORM_FIELDS, listHref } from '../list-query';
import { pageWindow } from '../pagination';
import { parseSortValue, SORT_OPTIONS, sortValue } from '../sort';
import { ActiveFilters } from './active-filters';
import { FiltersPanel } from './filters-panel';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import styles from './product-listing.module.css';
import { SortSelect } from './sort-select';

/** The results' heading: where the skip link past the filters takes the focus. */
const RESULTS_HEADING_ID = 'product-list-results';

/**
 * A product list with its filters, sort, result count, chips and page links: the body of
 * /products and of every category page. Everything here is rendered on the server from one
 * page of results; only the filter form and the sort dropdown are client islands.
 */
export async function ProductListing({ data }: { data: ListPageData }) {
  const [t, tSort] = await Promise.all([getTranslations('catalog.list'), getTranslations('catalog.sort')]);
  const { basePath, query, page, perPage, result, locale } = data;
  const range = pageWindow(page, perPage, result.found, result.products.length);
  const action = localizedPath(basePath, locale);
  const state = listHref(basePath, query);
  const activeCount = countActiveFilters(query.filters);

  return (
    <div className={data.showFilters ? styles.withFilters : styles.layout}>
      {data.showFilters && (
        <aside className={styles.sidebar}>
          <a href={`#${RESULTS_HEADING_ID}`} className={styles.skipLink}>
            {t('skipToResults')}
          </a>
          <FiltersPanel
            resultsId={RESULTS_HEADING_ID}
            basePath={basePath}
            action={action}
            state={state}
            query={query}
            maxPrice={data.maxPrice}
            categories={data.categoryOptions}
            attributes={data.attributeFilters}
            activeCount={activeCount}
            offerRating={offersRatingFilter(result.products, query.filters, {
              reviewsShown: storeSettings().showReviews,
            })}
          />
        </aside>
      )}
      <section aria-labelledby={RESULTS_HEADING_ID} className={styles.results}>
        <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className={`visually-hidden ${styles.resultsHeading}`}>
          {t('results')}
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {range.total > 0 ? t('showing', { from: range.from, to: range.to, total: range.total }) : ''}
          </p>
          {data.showSort && range.total > 0 && (
            <SortSelect
              action={action}
              name={FORM_FIELDS.sort}
              search={query.search}
              filter={serializeFilters(query.filters)}
              value={sortValue(query.sort)}
              options={SORT_OPTIONS.map((option) => ({
                value: sortValue(option),
                label: tSort(option.key),
                href: listHref(basePath, { ...query, sort: parseSortValue(sortValue(option)) }),
              }))}
              labels={{ label: tSort('label'), apply: tSort('apply') }}
            />
          )}
        </div>
        <ActiveFilters
          basePath={basePath}
          query={query}
          categoryNames={data.categoryNames}
          attributes={data.attributeFilters}
        />
        {result.products.length > 0 ? (
          <ProductGrid products={result.products} priorityFirst />
        ) : (
          <EmptyState
            icon="search"
            message={t('empty')}
            hint={t('emptyHint')}
            action={{ href: basePath, label: t('clearAll') }}
          />
        )}
        <Pagination basePath={basePath} query={query} page={page} totalPages={range.totalPages} />
      </section>
    </div>
  );
}
