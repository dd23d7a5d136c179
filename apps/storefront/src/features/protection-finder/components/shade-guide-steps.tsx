import { getTranslations } from 'next-intl/server';
import formStyles from '@/components/form/form.module.css';
import type { ShadeAnswers, ShadeError } from '../shade-answers';
import { PLATES, PROCESSES, STANDARDS, shadeInput, tableMax } from '../shade-guide';
import { ChoiceFieldset } from './choice-fieldset';
import { StepForm } from './step-form';

interface StepProps {
  action: string;
  answers: ShadeAnswers;
  errors: readonly ShadeError[];
}

/** The first step: which table, which process. */
export async function ShadeProcessStep({ action, answers, errors }: StepProps) {
  const t = await getTranslations('finder.shade');
  const error = (key: ShadeError) => (errors.includes(key) ? t(`errors.${key}`, { max: 0 }) : null);
  return (
    <StepForm action={action} kept={{}} step="process" submitLabel={t('next')}>
      <ChoiceFieldset
        name="standard"
        legend={t('standard')}
        choices={STANDARDS.map((value) => ({ value, label: t(`standards.${value}`) }))}
        checked={answers.standard}
        error={error('standard')}
      />
      <ChoiceFieldset
        name="process"
        legend={t('process')}
        choices={PROCESSES.map((value) => ({ value, label: t(`processes.${value}`) }))}
        checked={answers.process}
        error={error('process')}
      />
    </StepForm>
  );
}

/**
 * The second step: what the table reads for the chosen process. A current in amperes for arc
 * processes; for gas welding the acetylene flow (EN 169) or the plate thickness (ANSI Z49.1).
 */
export async function ShadeAmountStep({
  action,
  answers,
  kept,
  errors,
  max: tableEnd,
  typed,
}: StepProps & { kept: Record<string, string>; max: number | null; typed: string }) {
  const t = await getTranslations('finder.shade');
  const { standard, process } = answers;
  if (!standard || !process) return null;
  const input = shadeInput(standard, process);
  if (input === 'plate') {
    return (
      <StepForm action={action} kept={kept} step="amount" submitLabel={t('show')}>
        <ChoiceFieldset
          name="plate"
          legend={t('plate')}
          choices={PLATES.map((value) => ({ value, label: t(`plates.${value}`) }))}
          checked={answers.plate}
          error={errors.includes('plate') ? t('errors.plate') : null}
        />
      </StepForm>
    );
  }
  const max = tableMax(standard, process);
  // A current beyond the table names the table's end; anything unreadable asks for a whole number.
  const error = errors.includes('beyond')
    ? t('errors.beyond', { max: tableEnd ?? max ?? 0 })
    : errors.includes('amount')
      ? t('errors.amount')
      : null;
  return (
    <StepForm action={action} kept={kept} step="amount" submitLabel={t('show')}>
      <div className={formStyles.field}>
        <label htmlFor="shade-amount" className={formStyles.label}>
          {input === 'flow' ? t('flow') : t('current')}
        </label>
        <p id="shade-amount-hint" className={formStyles.hint}>
          {input === 'flow' ? t('flowHint') : t('currentHint', { max: max ?? 0 })}
        </p>
        {error && (
          <p id="shade-amount-error" className={formStyles.fieldError}>
            {error}
          </p>
        )}
        <input
          id="shade-amount"
          name={input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max ?? undefined}
          step={1}
          defaultValue={typed}
          aria-describedby={error ? 'shade-amount-hint shade-amount-error' : 'shade-amount-hint'}
          aria-invalid={error ? true : undefined}
          className={formStyles.control}
        />
      </div>
    </StepForm>
  );
}
