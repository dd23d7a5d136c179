'use client';

import { FilterOption } from './filter-option';
import styles from './filters-panel.module.css';

/** One choice of a filter: the value sent, the words shown, its product count, its sub-choices. */
export interface FilterChoice {
  value: string;
  label: string;
  count?: number;
  children?: FilterChoice[];
}

/**
 * The checkboxes of a filter group (categories, an attribute's terms). A client component only so
 * that the page's data carries these few fields per choice instead of each checkbox's element tree:
 * a product list offers a hundred and more, and the page sends its tree once as HTML and again as
 * data. The markup is the same, and the form still works before any script runs.
 */
export function FilterOptions({
  name,
  choices,
  chosen,
  className = styles.options,
}: {
  name: string;
  choices: FilterChoice[];
  chosen: string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {choices.map((choice) => (
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
            <FilterOptions name={name} choices={choice.children} chosen={chosen} />
          )}
        </li>
      ))}
    </ul>
  );
}
