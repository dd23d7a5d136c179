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
 * when there is one. It takes the focus whenever `focusKey` changes while it shows something (each
 * refused submission), so a screen reader reads it and a keyboard user starts from it.
 */
export function ErrorSummary({
  title,
  message,
  items,
  focusKey,
  headingLevel: Heading = 'h2',
}: {
  title: ReactNode;
  message?: ReactNode;
  items: readonly SummaryItem[];
  focusKey: unknown;
  headingLevel?: 'h2' | 'h3';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0 || Boolean(message);
  // A form may name its problems a render after it counts the refusal: focus once both are there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal (focusKey) is what moves the focus.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [focusKey, shown]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={shown ? styles.summary : undefined}>
      {shown ? (
        <>
          <Heading className={styles.summaryTitle}>{title}</Heading>
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
