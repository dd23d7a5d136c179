import styles from './choice-fieldset.module.css';

export interface Choice {
  value: string;
  label: string;
}

/**
 * One question of a step as radio buttons in a fieldset, its legend the question. A question
 * left unanswered when its step was sent says so in words under the legend, tied to the group.
 */
export function ChoiceFieldset({
  name,
  legend,
  hint,
  choices,
  checked,
  error,
  inline = false,
}: {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice[];
  checked: string | null;
  error?: string | null;
  /** Short answers (yes, no) side by side. */
  inline?: boolean;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={name} className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <div className={inline ? styles.inline : styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="radio" name={name} value={choice.value} defaultChecked={checked === choice.value} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
