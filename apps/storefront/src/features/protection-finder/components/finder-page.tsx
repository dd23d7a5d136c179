import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { localizedPath } from '@/features/catalog/list-page';
import type { SearchParams } from '@/features/catalog/list-query';
import type { Locale } from '@/i18n/routing';
import { FINDER_STEPS, finderState, readAnswers, readSentStep } from '../answers';
import { FINDER_PATH } from '../paths';
import { needsLevel } from '../rules';
import styles from './finder-page.module.css';
import { FinderResult } from './finder-result';
import { FinderStepForm } from './finder-steps';
import { StepProgress } from './step-progress';

/**
 * /protection-finder: the hazard, how much of it, the wearer, then what protects. Every answer is
 * in the query string, so each step is a page of its own that works without JavaScript and can
 * be shared or bookmarked.
 */
export async function FinderPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations('finder.page');
  const answers = readAnswers(searchParams);
  const state = finderState(answers, readSentStep(searchParams));
  // An eye and face hazard has no "how much" step.
  const steps = FINDER_STEPS.filter(
    (step) => step !== 'level' || !answers.hazard || needsLevel(answers.hazard),
  );
  const position = state.step === 'result' ? -1 : steps.indexOf(state.step);

  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      <div className={styles.body}>
        <StepProgress
          label={t('progress')}
          steps={steps.map((step) => ({ key: step, name: t(`stepNames.${step}`) }))}
          current={state.step}
        />
        {state.step === 'result' ? (
          <FinderResult answers={answers} />
        ) : (
          <>
            <h2 className={styles.stepHeading}>
              {t('step', { step: position + 1, total: steps.length, name: t(`stepNames.${state.step}`) })}
            </h2>
            <FinderStepForm
              step={state.step}
              errors={state.errors}
              answers={answers}
              action={localizedPath(FINDER_PATH, locale)}
            />
          </>
        )}
      </div>
    </main>
  );
}
