import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import buttons from '../buttons.module.css';
import { StateIcon, type StateIconName } from './icons';
import styles from './state.module.css';

/**
 * What a list shows when it has nothing in it (an empty cart, no orders, no matching products):
 * a picture, the sentence that says so, an optional hint, and the way on as a button.
 */
export function EmptyState({
  icon,
  message,
  hint,
  action,
}: {
  icon: StateIconName;
  message: ReactNode;
  hint?: ReactNode;
  /** Where to go from here: a link drawn as the primary button. */
  action?: { href: string; label: string };
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <StateIcon name={icon} />
      </span>
      <p className={styles.emptyText}>{message}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
      {action ? (
        <p className={styles.emptyAction}>
          <Link href={action.href} className={buttons.buttonPrimary}>
            {action.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
