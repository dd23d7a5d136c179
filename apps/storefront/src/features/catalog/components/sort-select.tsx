'use client';
import { useEffect, useId, useState } from 'react';
import { useKeepTyped } from '@/components/form/use-keep-typed';
import { useRouter } from '@/i18n/router';
import styles from './sort-select.module.css';

/**
 * The sort dropdown. Choosing an order navigates to the list's URL with `orderby`/`order` (and
 * page 1). Without JavaScript it is a GET form with a Sort button; the page turns its `sort`
 * field into the same URL. Each option's URL comes from the server, so the list's query rules
 * (list-query.ts) stay out of the page's code.
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
  /** Each order with the list's URL in that order (page 1). */
  options: { value: string; label: string; href: string }[];
  labels: { label: string; apply: string };
}) {
  const router = useRouter();
  const id = useId();
  const [selected, setSelected] = useState(value);
  useEffect(() => setSelected(value), [value]);

  const choose = (chosenValue: string) => {
    const chosen = options.find((option) => option.value === chosenValue);
    setSelected(chosenValue);
    if (chosen) router.push(chosen.href, { scroll: false });
  };
  // An order picked in the server's HTML before the page was interactive is taken as chosen.
  useKeepTyped([[id, value, choose]]);

  return (
    <form method="get" action={action} className={styles.form}>
      {search && <input type="hidden" name="search" value={search} />}
      {filter && <input type="hidden" name="filter" value={filter} />}
      <label htmlFor={id} className={styles.label}>
        {labels.label}
      </label>
      <select
        id={id}
        name={name}
        value={selected}
        className={styles.select}
        onChange={(event) => choose(event.target.value)}
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
