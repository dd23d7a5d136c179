import styles from './step-progress.module.css';

/** Where the shopper is among the steps: the current one marked for assistive technology too. */
export function StepProgress({
  label,
  steps,
  current,
}: {
  label: string;
  steps: readonly { key: string; name: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li
            key={step.key}
            className={step.key === current ? styles.current : styles.step}
            aria-current={step.key === current ? 'step' : undefined}
          >
            {step.name}
          </li>
        ))}
      </ol>
    </nav>
  );
}
