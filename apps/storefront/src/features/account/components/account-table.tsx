import type { CSSProperties, ReactNode } from 'react';
import styles from './account.module.css';

/**
 * A table of the account's records (orders, downloads). On narrow screens each row stacks into a
 * card, every cell under its column's heading (the text headings reach the stylesheet as custom
 * properties, --column-2 for the second column…). Its caption is for screen readers, the tab
 * already naming it on screen. `columns` are the column headings, in order.
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
  const labels = Object.fromEntries(
    Object.values(columns).flatMap((heading, index) =>
      // A CSS string: JSON's quoting and escapes are CSS's too.
      typeof heading === 'string' ? [[`--column-${index + 1}`, JSON.stringify(heading)]] : [],
    ),
  ) as CSSProperties;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} style={labels}>
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
