import type { ReactNode } from 'react';
import styles from './error-note.module.css';
import { AlertIcon } from './state-svg';

/**
 * A failure the shopper must know about, in the danger colour beside a warning sign. Announced
 * (role=alert) by default, as it usually appears after something the shopper did; `announce={false}`
 * for an error that is part of the page from the start.
 */
export function ErrorNote({
  children,
  announce = true,
  className,
}: {
  children: ReactNode;
  announce?: boolean;
  className?: string;
}) {
  return (
    <div
      className={className ? `${styles.error} ${className}` : styles.error}
      role={announce ? 'alert' : undefined}
    >
      <AlertIcon className={styles.errorIcon} />
      <span>{children}</span>
    </div>
  );
}
