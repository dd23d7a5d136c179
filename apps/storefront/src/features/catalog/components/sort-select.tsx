import { useLocale } from '#i18n/hooks';
import { NAVIGATES_ATTRIBUTE } from '@/features/navigation/navigating-select';
import { localePath } from '@/i18n/paths';
import styles from './sort-select.module.css';

/**
 * The sort dropdown. Choosing an order goes to the list's URL in that order (page 1): each option
 * carries its URL from the server, and the navigation feature follows the choice
 * (features/navigation/navigating-select.ts), so the dropdown brings no script of its own and the
 * list's query rules (list-query.ts) stay out of the page's code. Without JavaScript it is a GET
 * form with a Sort button; the page turns its `sort` field into the same URL.
 */
export function SortSelect({
  action,
  name,
  search,
  filter,
  value,
  options,
  labels,
}: {
  action: string;
  /** The select's form field (list-query.ts FORM_FIELDS.sort). */
  name: string;
  /** The current search term, kept by the no-JavaScript submit. */
  search: string | null;
  /** The current filter in the spec syntax, kept by the no-JavaScript submit. */
  filter: string;
  /** The current sort's option value (`price-asc`). */
  value: string;
  /** Each order with the list's URL in that order (page 1), a shop path without the locale. */
  options: { value: string; label: string; href: string }[];
  labels: { label: string; apply: string };
}) {
  const id = `list-${name}`;
  const locale = useLocale();
  return (
    <form method="get" action={action} className={styles.form}>
      {search && <input type="hidden" name="search" value={search} />}
      {filter && <input type="hidden" name="filter" value={filter} />}
      <label htmlFor={id} className={styles.label}>
        {labels.label}
      </label>
      {/* Keyed by the order shown: a list reached by the router (back, a chip) shows its own. */}
      <select
        key={value}
        id={id}
        name={name}
        defaultValue={value}
        className={styles.select}
        {...{ [NAVIGATES_ATTRIBUTE]: '' }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} data-href={localePath(option.href, locale)}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.apply}>
          {labels.apply}
        </button>
      </noscript>
    </form>
  );
}
