import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { answersBefore, type FinderAnswers } from '../answers';
import { categoryName } from '../data';
import { FINDER_PATH } from '../paths';
import { recommend } from '../rules';
import styles from './finder-result.module.css';
import { RecommendedProducts } from './recommended-products';

const finderHref = (params: Record<string, string>): string => {
  const query = new URLSearchParams(params).toString();
  return query ? `${FINDER_PATH}?${query}` : FINDER_PATH;
};

/** The finder's answer: why, in plain words, then what protects and the way to refine it. */
export async function FinderResult({ answers }: { answers: FinderAnswers }) {
  const t = await getTranslations('finder');
  const { hazard, beard, glasses, shift } = answers;
  // finderState only reaches the result with every answer given; the level of an eye and face
  // hazard is not asked and not read.
  if (!hazard || beard === null || glasses === null || !shift) return null;
  const recommendation = recommend(hazard, answers.level ?? 'below-limit', {
    beard,
    glasses,
    size: answers.size,
    shift,
  });
  const size = t(`wearer.sizes.${answers.size}`);
  const alsoSee = await Promise.all(
    recommendation.alsoSee.map(async (slug) => ({ slug, name: await categoryName(slug) })),
  );

  return (
    <>
      <section aria-labelledby="finder-why" className={styles.why}>
        <h2 id="finder-why">{t('result.why')}</h2>
        <ul className={styles.reasons}>
          {recommendation.reasons.map((reason) => (
            <li key={reason}>{t(`reasons.${reason}`, { size })}</li>
          ))}
        </ul>
        {recommendation.idlhWarning && <p className={styles.warning}>{t('result.idlh')}</p>}
        {alsoSee.length > 0 && (
          <ul className={styles.links}>
            {alsoSee.map((category) => (
              <li key={category.slug}>
                <Link href={`/product-category/${category.slug}`}>
                  {t('result.alsoSee', { category: category.name })}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <ul className={styles.links}>
          <li>
            <Link href={finderHref(answersBefore(answers, 'wearer'))}>{t('page.changeAnswers')}</Link>
          </li>
          <li>
            <Link href={FINDER_PATH}>{t('page.startAgain')}</Link>
          </li>
        </ul>
      </section>
      <RecommendedProducts heading={t('result.products')} filters={recommendation.filters} />
    </>
  );
}
