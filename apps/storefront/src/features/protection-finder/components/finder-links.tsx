import { getTranslations } from 'next-intl/server';
import buttons from '@/components/buttons.module.css';
import { Link } from '@/i18n/navigation';
import { FINDER_PATH, SHADE_GUIDE_PATH } from '../paths';
import styles from './finder-links.module.css';

/** The home page's way into the finder and the welding-shade guide, for shoppers unsure what protects. */
export async function FinderLinks() {
  const t = await getTranslations('finder.home');
  return (
    <section aria-labelledby="finder-links" className={styles.section}>
      <h2 id="finder-links">{t('heading')}</h2>
      <p className={styles.text}>{t('text')}</p>
      <p className={styles.links}>
        <Link href={FINDER_PATH} className={buttons.buttonPrimary}>
          {t('finder')}
        </Link>
        <Link href={SHADE_GUIDE_PATH} className={buttons.buttonSecondary}>
          {t('shade')}
        </Link>
      </p>
    </section>
  );
}
