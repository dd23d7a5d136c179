'use client';

import type { ReactNode } from 'react';
import { FilterOption } from './filter-option';
import styles from './filter-options.module.css';

/** One choice of a filter: the value sent, the words shown, its product count, its sub-choices. */
export interface FilterChoice {
  value: string;
  label: string;
  count?: number;
  children?: FilterChoice[];
  /** How a long list of children collapses. */
  childrenMore?: MoreChoices;
}

/**
 * How a long list collapses (filter-groups.ts): how many choices come before its "Show N more"
 * control, whether the rest start shown, and the control itself (a `<summary>`), rendered on the
 * server so that this component, loaded by every product list, carries none of its markup.
 */
export interface MoreChoices {
  first: number;
  open: boolean;
  summary: ReactNode;
}

/**
 * The checkboxes of a filter group (categories, an attribute's terms). A client component only so
 * that the page's data carries these few fields per choice instead of each checkbox's element tree:
 * a product list offers a hundred and more, and the page sends its tree once as HTML and again as
 * data. The markup is the same, and the form still works before any script runs. A long group
 * (`more`) lists its first choices and keeps the rest in a disclosure (its last item), closed unless
 * one of them is chosen.
 */
export function FilterOptions({
  name,
  choices,
  chosen,
  className = styles.options,
  more,
}: {
  name: string;
  choices: FilterChoice[];
  chosen: string[];
  className?: string;
  more?: MoreChoices;
}) {
  const items = choices.map((choice) => (
    <li key={choice.value}>
      <FilterOption
        name={name}
        value={choice.value}
        checked={chosen.includes(choice.value)}
        count={choice.count}
      >
        {choice.label}
      </FilterOption>
      {choice.children && choice.children.length > 0 && (
        <FilterOptions name={name} choices={choice.children} chosen={chosen} more={choice.childrenMore} />
      )}
    </li>
  ));
  return (
    <ul className={className}>
      {more ? items.slice(0, more.first) : items}
      {more && (
        <li>
          <details className={styles.more} open={more.open}>
            {more.summary}
            <ul className={styles.options}>{items.slice(more.first)}</ul>
          </details>
        </li>
      )}
    </ul>
  );
}
