import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { STORE_CURRENCY } from '@/config/store';
import { formatMoney } from '@/lib/format/price';
import type { CategoryNode } from '../categories';
import type { AttributeFilterOption } from '../data';
import { FIRST_CHOICES, FIRST_SUBCHOICES, moreChoices } from '../filter-groups';
import { FORM_FIELDS, type ListQuery } from '../list-query';
import { sortParams } from '../sort';
import { FilterOption } from './filter-option';
import { type FilterChoice, FilterOptions, type MoreChoices } from './filter-options';
import optionStyles from './filter-options.module.css';
import styles from './filters-panel.module.css';
import { ListForm } from './list-form';

const RATINGS = [4, 3, 2, 1] as const;

/** One collapsible group of the filters: a disclosure whose fieldset carries the same name. */
function FilterGroup({ label, open, children }: { label: string; open: boolean; children: ReactNode }) {
  return (
    <details className={styles.group} open={open}>
      <summary className={styles.groupSummary}>{label}</summary>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{label}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/**
 * The product list's filters: categories (with counts), price range, minimum rating (when a listed
 * product has a rating), on sale, in stock, and the store's attribute filters with their terms. A disclosure on narrow screens,
 * a sidebar on wide ones. The form works without JavaScript (see ListForm).
 */
export async function FiltersPanel({
  basePath,
  action,
  state,
  query,
  maxPrice,
  categories,
  attributes,
  activeCount,
  offerRating,
  resultsId,
}: {
  basePath: string;
  action: string;
  /** The list's canonical URL now. */
  state: string;
  query: ListQuery;
  maxPrice: number;
  /** Categories to offer (on a category page: its subcategories). */
  categories: CategoryNode[];
  attributes: AttributeFilterOption[];
  activeCount: number;
  /** Whether the minimum-rating filter applies to this list (filters.ts offersRatingFilter). */
  offerRating: boolean;
  /** The results' heading, which "Apply filters" brings into view and focuses. */
  resultsId: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('catalog.filters'), getLocale()]);
  const { filters } = query;
  const sort = sortParams(query.sort);

  // A long list's first choices, the rest behind "Show N more" (filter-groups.ts).
  const more = (
    choices: FilterChoice[],
    chosen: string[],
    first = FIRST_CHOICES,
  ): MoreChoices | undefined => {
    const { hidden, open } = moreChoices(choices, chosen, first);
    if (hidden === 0) return undefined;
    const summary = (
      <summary className={optionStyles.moreToggle}>
        <span>{t('showMore', { count: hidden })}</span>
        <span>{t('showFewer')}</span>
      </summary>
    );
    return { first, open, summary };
  };
  const categoryChoices = (nodes: CategoryNode[]): FilterChoice[] =>
    nodes.map((category) => {
      const children = categoryChoices(category.children);
      return {
        value: category.slug,
        label: category.name,
        count: category.count,
        ...(children.length > 0
          ? { children, childrenMore: more(children, filters.categories, FIRST_SUBCHOICES) }
          : {}),
      };
    });
  const categoryList = categoryChoices(categories);

  return (
    <details className={styles.panel}>
      <summary className={styles.toggle}>
        {t('toggle')}
        {activeCount > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{activeCount}</span>
            <span className="visually-hidden">{t('selectedCount', { count: activeCount })}</span>
          </span>
        )}
      </summary>
      <ListForm
        basePath={basePath}
        action={action}
        attributes={attributes.map((attribute) => attribute.name)}
        state={state}
        resultsId={resultsId}
        label={t('title')}
        className={styles.form}
      >
        <h2 className={styles.title}>{t('title')}</h2>
        {query.search && <input type="hidden" name="search" value={query.search} />}
        {sort && (
          <>
            <input type="hidden" name="orderby" value={sort.orderby} />
            <input type="hidden" name="order" value={sort.order} />
          </>
        )}

        {categories.length > 0 && (
          <FilterGroup label={t('categories')} open>
            <div className={styles.scroll}>
              <FilterOptions
                name={FORM_FIELDS.category}
                choices={categoryList}
                chosen={filters.categories}
                more={more(categoryList, filters.categories)}
              />
            </div>
          </FilterGroup>
        )}

        <FilterGroup label={t('price')} open>
          <div className={styles.price}>
            {(
              [
                [FORM_FIELDS.minPrice, t('minPrice'), filters.price?.min, '0'],
                [
                  FORM_FIELDS.maxPrice,
                  t('maxPrice'),
                  filters.price?.max,
                  maxPrice ? String(maxPrice) : undefined,
                ],
              ] as const
            ).map(([name, label, value, placeholder]) => (
              <label key={name} className={styles.field}>
                <span>{label}</span>
                <input
                  type="number"
                  name={name}
                  inputMode="decimal"
                  min={0}
                  max={maxPrice || undefined}
                  step="any"
                  placeholder={placeholder}
                  defaultValue={value ?? ''}
                />
              </label>
            ))}
          </div>
          {maxPrice > 0 && (
            <p className={styles.hint}>
              {t('priceRange', {
                min: formatMoney(0, locale, STORE_CURRENCY),
                max: formatMoney(maxPrice, locale, STORE_CURRENCY),
              })}
            </p>
          )}
        </FilterGroup>

        {offerRating && (
          <FilterGroup label={t('rating')} open>
            <ul className={optionStyles.options}>
              <li>
                <FilterOption
                  type="radio"
                  name={FORM_FIELDS.rating}
                  value=""
                  checked={filters.rating === null}
                >
                  {t('anyRating')}
                </FilterOption>
              </li>
              {RATINGS.map((rating) => (
                <li key={rating}>
                  <FilterOption
                    type="radio"
                    name={FORM_FIELDS.rating}
                    value={rating}
                    checked={filters.rating === rating}
                  >
                    <span aria-hidden="true" className={styles.stars}>
                      {'★'.repeat(rating)}
                      {'☆'.repeat(5 - rating)}
                    </span>{' '}
                    {t('ratingAtLeast', { rating })}
                  </FilterOption>
                </li>
              ))}
            </ul>
          </FilterGroup>
        )}

        <FilterGroup label={t('availability')} open>
          <ul className={optionStyles.options}>
            <li>
              <FilterOption name={FORM_FIELDS.sale} value="true" checked={filters.onSale}>
                {t('onSale')}
              </FilterOption>
            </li>
            <li>
              <FilterOption name={FORM_FIELDS.inStock} value="true" checked={filters.inStock}>
                {t('inStock')}
              </FilterOption>
            </li>
          </ul>
        </FilterGroup>

        {attributes.map((attribute) => {
          const chosen = filters.attributes[attribute.name] ?? [];
          const choices = attribute.terms.map((term) => ({
            value: term.slug,
            label: term.name,
            ...(attribute.showCount ? { count: term.count } : {}),
          }));
          return (
            <FilterGroup
              key={attribute.name}
              // The store names its attributes, in the language the page asked for (one way for the
              // product page and the filters alike): no catalogue word of the storefront's own.
              label={attribute.label}
              open={attribute.openByDefault || chosen.length > 0}
            >
              <FilterOptions
                name={attribute.name}
                className={`${optionStyles.options} ${styles.scroll}`}
                choices={choices}
                chosen={chosen}
                more={more(choices, chosen)}
              />
            </FilterGroup>
          );
        })}

        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
      </ListForm>
    </details>
  );
}
