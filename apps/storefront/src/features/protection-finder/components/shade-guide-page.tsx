import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { EMPTY_FILTERS } from '@/features/catalog/filters';
import { localizedPath } from '@/features/catalog/list-page';
import type { SearchParams } from '@/features/catalog/list-query';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getShadeTerms } from '../data';
import { SHADE_GUIDE_PATH } from '../paths';
import { firstStepParams, readShadeAnswers, type ShadeAnswers, shadeState } from '../shade-answers';
import { coveringTerms, type ShadeAdvice } from '../shade-guide';
import { RecommendedProducts } from './recommended-products';
import styles from './shade-guide-page.module.css';
import { ShadeAmountStep, ShadeProcessStep } from './shade-guide-steps';

/** Where the guide's listing looks: auto-darkening filters, and the helmets that carry one. */
const ADF_CATEGORIES = ['auto-darkening-filters', 'welding-helmets'];

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? '';

/** The shade, its source, and the filters and helmets whose shade range includes it. */
async function ShadeResult({ answers, advice }: { answers: ShadeAnswers; advice: ShadeAdvice }) {
  const [t, terms] = await Promise.all([getTranslations('finder.shade'), getShadeTerms()]);
  const [first = 0, second] = advice.shades;
  const shade = second === undefined ? t('result', { shade: first }) : t('resultEither', { first, second });
  const covering = coveringTerms(terms, advice.shades);
  return (
    <>
      <section aria-labelledby="shade-result" className={styles.result}>
        <h2 id="shade-result" className={styles.shade}>
          {shade}
        </h2>
        {advice.minimum !== null && advice.minimum !== first && (
          <p>{t('minimum', { minimum: advice.minimum })}</p>
        )}
        <p className={styles.source}>{answers.standard === 'ansi' ? t('sourceAnsi') : t('sourceEn169')}</p>
        <p>
          <Link href={SHADE_GUIDE_PATH}>{t('startAgain')}</Link>
        </p>
      </section>
      {covering.length > 0 ? (
        <RecommendedProducts
          heading={t('products', { shade: advice.shades.join('/') })}
          filters={{ ...EMPTY_FILTERS, categories: ADF_CATEGORIES, attributes: { shade: covering } }}
        />
      ) : (
        // No term reaches the shade: a listing without the shade filter would show every filter.
        <p className={styles.none}>{t('none', { shade: advice.shades.join('/') })}</p>
      )}
    </>
  );
}

/**
 * /protection-finder/welding-shade: the table and process, then the current (or gas flow, or
 * plate), then the shade and the auto-darkening filters that reach it. Plain GET forms.
 */
export async function ShadeGuidePage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations('finder.shade');
  const answers = readShadeAnswers(searchParams);
  const state = shadeState(answers, one(searchParams.step));
  const action = localizedPath(SHADE_GUIDE_PATH, locale);
  // The table most shoppers in a market work to, chosen for them until they pick another.
  const standard = answers.standard ?? (locale === 'en-US' ? 'ansi' : 'en169');

  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      <div className={styles.body}>
        {state.step === 'result' ? (
          <ShadeResult answers={answers} advice={state.advice} />
        ) : state.step === 'process' ? (
          <ShadeProcessStep action={action} answers={{ ...answers, standard }} errors={state.errors} />
        ) : (
          <ShadeAmountStep
            action={action}
            answers={answers}
            kept={firstStepParams(answers)}
            errors={state.errors}
            max={state.max}
            typed={one(searchParams.current) || one(searchParams.flow)}
          />
        )}
      </div>
    </main>
  );
}
