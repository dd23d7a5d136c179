import { getLocale, getTranslations } from 'next-intl/server';
import { LineIcon } from '@/components/line-icon';
import { STORE_CURRENCY } from '@/config/store';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format/price';
import type { AttributeFilterOption } from '../data';
import { type FilterChoice, filterChoices, withoutChoice } from '../filter-choices';
import { EMPTY_FILTERS } from '../filters';
import { type ListQuery, listHref } from '../list-query';
import styles from './active-filters.module.css';

/**
 * The chosen filters (and the search) as chips; each one is a link to the list without it, so
 * removing works without JavaScript. 'Clear all' keeps only the sort.
 */
export async function ActiveFilters({
  basePath,
  query,
  categoryNames,
  attributes,
}: {
  basePath: string;
  query: ListQuery;
  /** Category slug → name, for the chips' labels. */
  categoryNames: Record<string, string>;
  attributes: AttributeFilterOption[];
}) {
  const choices = filterChoices(query.filters);
  if (choices.length === 0 && !query.search) return null;
  const [t, tFilters, locale] = await Promise.all([
    getTranslations('catalog.chips'),
    getTranslations('catalog.filters'),
    getLocale(),
  ]);
  const money = (amount: number) => formatMoney(amount, locale, STORE_CURRENCY);

  const label = (choice: FilterChoice): string => {
    switch (choice.kind) {
      case 'category':
        return categoryNames[choice.value] ?? choice.value;
      case 'price':
        if (choice.min !== null && choice.max !== null)
          return t('priceBetween', { min: money(choice.min), max: money(choice.max) });
        return choice.min !== null
          ? t('priceFrom', { min: money(choice.min) })
          : t('priceUpTo', { max: money(choice.max ?? 0) });
      case 'rating':
        return tFilters('ratingAtLeast', { rating: choice.value });
      case 'sale':
        return tFilters('onSale');
      case 'inStock':
        return tFilters('inStock');
      case 'attribute': {
        const attribute = attributes.find((candidate) => candidate.name === choice.name);
        const name = attribute?.label ?? choice.name;
        const term =
          attribute?.terms.find((candidate) => candidate.slug === choice.value)?.name ?? choice.value;
        return t('attribute', { attribute: name, term });
      }
    }
  };

  const chips = [
    ...(query.search
      ? [
          {
            key: 'search',
            text: t('search', { search: query.search }),
            href: listHref(basePath, { ...query, search: null }),
          },
        ]
      : []),
    ...choices.map((choice) => ({
      key: JSON.stringify(choice),
      text: label(choice),
      href: listHref(basePath, { ...query, filters: withoutChoice(query.filters, choice) }),
    })),
  ];

  return (
    <section aria-label={t('label')}>
      <ul className={styles.chipList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              className={styles.chip}
              aria-label={t('remove', { label: chip.text })}
              scroll={false}
            >
              <span>{chip.text}</span>
              {/* A drawn cross, not a "×" character: the chip's visible words stay its name's (Label in Name). */}
              <LineIcon size={14} strokeWidth={2.5} className={styles.remove}>
                <path d="M18 6 6 18M6 6l12 12" />
              </LineIcon>
            </Link>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <Link
              href={listHref(basePath, { search: null, sort: query.sort, filters: EMPTY_FILTERS })}
              className={styles.clear}
              scroll={false}
            >
              {t('clearAll')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
