'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import styles from './form.module.css';

export interface SummaryItem {
  /** The id of the field's control: each item links to it. */
  fieldId: string;
  message: string;
}

/**
 * Every problem of a refused form at the top, each linked to its field, plus a form-level message
 * when there is one. It takes the focus whenever `attempt` changes (each refused submission), so a
 * screen reader reads it and a keyboard user starts from it.
 */
export function ErrorSummary({
  title,
  message,
  items,
  attempt,
}: {
  title: ReactNode;
  message?: ReactNode;
  items: readonly SummaryItem[];
  attempt: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0 || Boolean(message);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={shown ? styles.summary : undefined}>
      {shown ? (
        <>
          <h2 className={styles.summaryTitle}>{title}</h2>
          {message ? <p>{message}</p> : null}
          {items.length > 0 ? (
            <ul>
              {items.map((item) => (
                <li key={item.fieldId}>
                  <a href={`#${item.fieldId}`}>{item.message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
