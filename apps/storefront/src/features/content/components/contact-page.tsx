import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { getPathname } from '@/i18n/navigation';
import { RouteMessages } from '@/i18n/route-messages';
import type { Locale } from '@/i18n/routing';
import { hasFeature } from '@/lib/commerce/capabilities';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

/**
 * The contact page (served at /contact and /contact-us): how to reach the store, and the form.
 * The form needs the backend's contact-form plugin; without it the page shows the store's contact
 * details alone rather than a form whose messages could not be sent.
 */
export async function ContactPage({ locale, path }: { locale: Locale; path: '/contact' | '/contact-us' }) {
  const [t, canSend] = await Promise.all([getTranslations('content.contact'), hasFeature('contactForm')]);
  if (!canSend) {
    return (
      <main>
        <PageHeading title={t('title')} intro={t('introDirect')} locale={locale} />
        <div className={styles.detailsAlone}>
          <ContactDetails alone />
        </div>
      </main>
    );
  }
  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      <div className={styles.layout}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('form.title')}
          </h2>
          <RouteMessages route="contact">
            <ContactForm locale={locale} resetHref={getPathname({ href: path, locale })} />
          </RouteMessages>
        </section>
        <ContactDetails />
      </div>
    </main>
  );
}
