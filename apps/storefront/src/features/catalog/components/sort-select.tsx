'use client';
import { useEffect, useId, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { FORM_FIELDS, type ListQuery, listHref } from '../list-query';
import { parseSortValue } from '../sort';
import styles from './sort-select.module.css';

/**
 * The sort dropdown. Choosing an order navigates to the list's URL with `orderby`/`order` (and
 * page 1). Without JavaScript it is a GET form with a Sort button; the page turns its `sort`
 * field into the same URL.
 */
export function SortSelect({
  basePath,
  action,
  query,
  filter,
  value,
  options,
  labels,
}: {
  basePath: string;
  action: string;
  query: ListQuery;
  /** The current filter in the spec syntax, kept by the no-JavaScript submit. */
  filter: string;
  /** The current sort's option value (`price-asc`). */
  value: string;
  options: { value: string; label: string }[];
  labels: { label: string; apply: string };
}) {
  const router = useRouter();
  const id = useId();
  const [selected, setSelected] = useState(value);
  useEffect(() => setSelected(value), [value]);

  return (
    <form method="get" action={action} className={styles.form}>
      {query.search && <input type="hidden" name="search" value={query.search} />}
      {filter && <input type="hidden" name="filter" value={filter} />}
      <label htmlFor={id} className={styles.label}>
        {labels.label}
      </label>
      <select
        id={id}
        name={FORM_FIELDS.sort}
        value={selected}
        className={styles.select}
        onChange={(event) => {
          setSelected(event.target.value);
          router.push(listHref(basePath, { ...query, sort: parseSortValue(event.target.value) }), {
            scroll: false,
          });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
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
