import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * A form's submit button: says what it is doing while busy and takes no second press. With
 * `focusableWhileBusy` it stays focusable and only announces itself disabled (a form that posts
 * without JavaScript guards against the second press in its own submit handler).
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
  focusableWhileBusy = false,
  className,
}: {
  busy: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
  disabled?: boolean;
  focusableWhileBusy?: boolean;
  className?: string;
}) {
  const off = busy || disabled;
  return (
    <button
      type="submit"
      className={className ? `${styles.submit} ${className}` : styles.submit}
      disabled={focusableWhileBusy ? undefined : off}
      aria-disabled={focusableWhileBusy && off ? true : undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
