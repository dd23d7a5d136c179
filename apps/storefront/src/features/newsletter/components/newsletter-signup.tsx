import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { hasFeature } from '@/lib/commerce/capabilities';
import { NewsletterIsland } from './newsletter-island';
import styles from './newsletter-signup.module.css';

/** Where the home page's sign-up is: the link pages' "sign up again" leads there. */
export const SIGNUP_ANCHOR = 'newsletter';

/**
 * The newsletter sign-up box: its heading and promise, and the form. Nothing at all when the
 * backend has no newsletter plugin (a stock WooCommerce site). In the footer on every page, and as a
 * section of the home page (`home`: a landmark with the anchor the mails' pages link to).
 */
export async function NewsletterSignup({ placement }: { placement: 'footer' | 'home' }) {
  if (!(await hasFeature('newsletter'))) return null;
  const t = await getTranslations('newsletter.form');
  const headingId = `newsletter-${placement}`;
  const body = (
    <>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.heading}>
          {t('heading')}
        </h2>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      <NewsletterIsland
        privacyNote={t.rich('privacy', { link: (chunks) => <Link href="/privacy-policy">{chunks}</Link> })}
      />
    </>
  );
  if (placement === 'home') {
    return (
      <section id={SIGNUP_ANCHOR} aria-labelledby={headingId} className={`${styles.box} ${styles.home}`}>
        {body}
      </section>
    );
  }
  // In the footer a plain box: the footer is the landmark, and the home page has the region.
  return <div className={`${styles.box} ${styles.footer}`}>{body}</div>;
}
