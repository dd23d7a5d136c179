import { getLocale, getTranslations } from 'next-intl/server';
import { formatTimeOfDay, weekdayName } from '../format';
import { formatStoreAddress, STORE_CONTACT } from '../store-contact';
import styles from './contact-details.module.css';

/**
 * Address, phone, email, opening hours and social profiles of the store: beside the contact form
 * ("other ways"), or alone when the shop has no form.
 */
export async function ContactDetails({ alone = false }: { alone?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('content.contact.details'), getLocale()]);
  const { hours } = STORE_CONTACT;
  return (
    <section aria-labelledby="contact-details-title" className={styles.details}>
      <h2 id="contact-details-title">{t(alone ? 'titleAlone' : 'title')}</h2>
      <address className={styles.address}>
        <dl>
          <dt>{t('address')}</dt>
          <dd>
            {STORE_CONTACT.legalName}
            <br />
            {formatStoreAddress()}
          </dd>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${STORE_CONTACT.phone}`}>{STORE_CONTACT.phoneDisplay}</a>
          </dd>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</a>
          </dd>
          <dt>{t('hours')}</dt>
          <dd>
            {t('hoursValue', {
              firstDay: weekdayName(1, locale),
              lastDay: weekdayName(5, locale),
              opens: formatTimeOfDay(hours.opens, locale),
              closes: formatTimeOfDay(hours.closes, locale),
            })}
            <br />
            {t('online')}
          </dd>
        </dl>
      </address>
      <h3 className={styles.socialTitle}>{t('social')}</h3>
      <ul className={styles.social}>
        {STORE_CONTACT.social.map((profile) => (
          <li key={profile.name}>
            <a href={profile.url} rel="me noopener">
              {profile.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
