import type { ReactNode } from 'react';
import styles from './account.module.css';

/**
 * A table of the account's records (orders, downloads): scrolls sideways on narrow screens, and
 * its caption is for screen readers, the tab already naming it on screen. `columns` are the
 * column headings, in order.
 */
export function AccountTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: Record<string, ReactNode>;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {Object.entries(columns).map(([key, heading]) => (
              <th key={key} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
