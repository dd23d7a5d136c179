import { getTranslations } from 'next-intl/server';
import { ErrorNote } from '@/components/state/error-note';
import { answersBefore, type FinderAnswers, type FinderError, type FinderStep } from '../answers';
import { HAZARDS, LEVELS, SHIFTS, SIZES } from '../rules';
import { ChoiceFieldset } from './choice-fieldset';
import { StepForm } from './step-form';

const yesNo = (value: boolean | null): string | null => (value === null ? null : value ? 'yes' : 'no');

/**
 * The form of the step the shopper is at, its questions answered already where they were
 * (coming back to change them), and the errors of a step sent without an answer.
 */
export async function FinderStepForm({
  step,
  errors,
  answers,
  action,
}: {
  step: FinderStep;
  errors: readonly FinderError[];
  answers: FinderAnswers;
  action: string;
}) {
  const t = await getTranslations('finder');
  const error = (key: FinderError) => (errors.includes(key) ? t(`errors.${key}`) : null);
  const kept = answersBefore(answers, step);
  const last = step === 'wearer';
  return (
    <StepForm action={action} kept={kept} step={step} submitLabel={last ? t('page.show') : t('page.next')}>
      {errors.length > 0 && <ErrorNote>{t('page.errorTitle')}</ErrorNote>}
      {step === 'hazard' && (
        <ChoiceFieldset
          name="hazard"
          legend={t('hazard.legend')}
          choices={HAZARDS.map((value) => ({ value, label: t(`hazard.options.${value}`) }))}
          checked={answers.hazard}
          error={error('hazard')}
        />
      )}
      {step === 'level' && (
        <ChoiceFieldset
          name="level"
          legend={t('level.legend')}
          hint={t('level.hint')}
          choices={LEVELS.map((value) => ({ value, label: t(`level.options.${value}`) }))}
          checked={answers.level}
          error={error('level')}
        />
      )}
      {step === 'wearer' && (
        <>
          <ChoiceFieldset
            name="beard"
            legend={t('wearer.beard')}
            choices={[
              { value: 'yes', label: t('wearer.yes') },
              { value: 'no', label: t('wearer.no') },
            ]}
            checked={yesNo(answers.beard)}
            error={error('beard')}
            inline
          />
          <ChoiceFieldset
            name="glasses"
            legend={t('wearer.glasses')}
            choices={[
              { value: 'yes', label: t('wearer.yes') },
              { value: 'no', label: t('wearer.no') },
            ]}
            checked={yesNo(answers.glasses)}
            error={error('glasses')}
            inline
          />
          <ChoiceFieldset
            name="size"
            legend={t('wearer.size')}
            choices={SIZES.map((value) => ({ value, label: t(`wearer.sizes.${value}`) }))}
            checked={answers.size}
            inline
          />
          <ChoiceFieldset
            name="shift"
            legend={t('wearer.shift')}
            choices={SHIFTS.map((value) => ({ value, label: t(`wearer.shifts.${value}`) }))}
            checked={answers.shift}
            error={error('shift')}
          />
        </>
      )}
    </StepForm>
  );
}
