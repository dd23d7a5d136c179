import type { ReactNode } from 'react';
import { ErrorNote } from '../state/error-note';
import styles from './form-status.module.css';

/** Where a form stands: editable, waiting for the shop, refused with a message, or done. */
export type FormStatusValue =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; message: ReactNode }
  | { kind: 'done'; message?: ReactNode };

export const IDLE: FormStatusValue = { kind: 'idle' };
export const BUSY: FormStatusValue = { kind: 'busy' };

/**
 * The form-level answer: a refusal is an alert (the shop's one error note), a success a status
 * message; nothing otherwise (a form may have states of its own beside these, which show here as
 * nothing).
 */
export function FormStatus({
  status,
  className,
}: {
  status: { kind: string; message?: ReactNode };
  className?: string;
}) {
  const classes = (base: string | undefined) => (className ? `${base} ${className}` : base);
  if (status.kind === 'error') {
    return <ErrorNote className={className}>{status.message}</ErrorNote>;
  }
  if (status.kind === 'done' && status.message) {
    return (
      <p className={classes(styles.success)} role="status">
        {status.message}
      </p>
    );
  }
  return null;
}
