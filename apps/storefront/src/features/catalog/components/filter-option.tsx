import type { ReactNode } from 'react';
import styles from './filter-options.module.css';

/** A checkbox or radio with its label; `count` shows how many products it has. */
export function FilterOption({
  type = 'checkbox',
  name,
  value,
  checked,
  count,
  children,
}: {
  type?: 'checkbox' | 'radio';
  name: string;
  value: string | number;
  checked: boolean;
  count?: number;
  children: ReactNode;
}) {
  return (
    <label className={styles.option}>
      <input type={type} name={name} value={value} defaultChecked={checked} />
      <span>
        {children}
        {count !== undefined && <span className={styles.count}> ({count})</span>}
      </span>
    </label>
  );
}
