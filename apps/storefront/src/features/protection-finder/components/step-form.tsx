import type { ReactNode } from 'react';
import buttons from '@/components/buttons.module.css';
import styles from './step-form.module.css';

/**
 * One step as a plain GET form: the answers given so far ride along as hidden fields, and the
 * submit button names the step it sends (`step=`), so the page knows which questions to hold the
 * shopper to. Works the same with or without JavaScript.
 */
export function StepForm({
  action,
  kept,
  step,
  submitLabel,
  children,
}: {
  action: string;
  kept: Record<string, string>;
  step: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} className={styles.form}>
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" name="step" value={step} className={buttons.buttonPrimary}>
        {submitLabel}
      </button>
    </form>
  );
}
