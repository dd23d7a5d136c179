'use client';

import type { ReactNode } from 'react';
import styles from './server-error.module.css';

export interface ServerErrorTexts {
  title: string;
  message: string;
  retry: string;
  home: string;
}

/**
 * The shop's page for a render that failed (the backend down or failing): what happened in the
 * shopper's words, a retry that asks the server again, and a way home. Shared by the locale's error
 * boundary (inside the shop's layout) and the global one (when the layout itself failed).
 */
export function ServerErrorView({
  texts,
  onRetry,
  homeLink,
}: {
  texts: ServerErrorTexts;
  onRetry: () => void;
  /** The home link, rendered by the caller (the locale's Link inside the layout, a plain anchor outside it). */
  homeLink: (className: string) => ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.message}>{texts.message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {texts.retry}
          </button>
          {homeLink(styles.home ?? '')}
        </div>
      </div>
    </main>
  );
}
