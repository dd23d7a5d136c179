import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { hasFeature } from '@/lib/commerce/capabilities';
import { NewsletterIsland } from './newsletter-island';
import styles from './newsletter-signup.module.css';

/** Where the sign-up is (in the footer): the link pages' "sign up again" leads to the home page's. */
export const SIGNUP_ANCHOR = 'newsletter';

/**
 * The newsletter sign-up box: its heading and promise, and the form. Nothing at all when the
 * backend has no newsletter plugin (a stock WooCommerce site). Once per page, in the footer (the
 * footer is the landmark); the home page has no second one of its own.
 */
export async function NewsletterSignup() {
  if (!(await hasFeature('newsletter'))) return null;
  const t = await getTranslations('newsletter.form');
  return (
    <div id={SIGNUP_ANCHOR} className={styles.box}>
      <div className={styles.text}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      <NewsletterIsland
        privacyNote={t.rich('privacy', { link: (chunks) => <Link href="/privacy-policy">{chunks}</Link> })}
      />
    </div>
  );
}
