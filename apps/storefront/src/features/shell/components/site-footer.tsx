import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { Link } from '@/i18n/navigation';
import { hasFeature } from '@/lib/commerce/capabilities';
import { SOCIAL_LINKS, type SocialNetwork, STORE_CONTACT } from '../contact';
import type { InfoPageKey, MainMenuEntry } from '../menu';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldIcon,
  XIcon,
  YouTubeIcon,
} from './icons';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<{ size?: number }>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  YouTube: YouTubeIcon,
  X: XIcon,
};

const INFORMATION: readonly { key: InfoPageKey; href: string }[] = [
  { key: 'aboutUs', href: '/about-us' },
  { key: 'blog', href: '/blog' },
  { key: 'contactUs', href: '/contact-us' },
  { key: 'shippingReturns', href: '/shipping-returns' },
];

const SUPPORT: readonly { key: InfoPageKey | 'contact'; href: string }[] = [
  { key: 'privacyPolicy', href: '/privacy-policy' },
  { key: 'termsOfService', href: '/terms-of-service' },
  { key: 'shippingReturns', href: '/shipping-returns' },
  { key: 'contact', href: '/contact' },
];

/**
 * The footer (spec section 2): address and contact, category, information and support links
 * (with the sitemap, which the spec has linked), social links, the language switcher, copyright
 * and the trading-name line.
 */
export async function SiteFooter({ entries }: { entries: MainMenuEntry[] }) {
  const [t, common, giftCard, giftCards] = await Promise.all([
    getTranslations('shell'),
    getTranslations('common'),
    getTranslations('giftCard.balance'),
    hasFeature('giftCards'),
  ]);
  const siteName = common('siteName');
  const year = new Date().getFullYear();
  const c = STORE_CONTACT;
  return (
    <footer className={styles.footer}>
      <NewsletterSignup />
      <div className={styles.grid}>
        <section aria-labelledby="footer-contact" className={styles.about}>
          <p className={styles.brand}>
            <ShieldIcon size={28} />
            <span>{siteName}</span>
          </p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactHeading')}
          </h2>
          <address className={styles.address}>
            <p className={styles.line}>
              <MapPinIcon size={18} />
              <span>
                {siteName}
                <br />
                {c.street}
                <br />
                {c.city}, {c.region} {c.postalCode}
                <br />
                {t('footer.country')}
              </span>
            </p>
            <p className={styles.line}>
              <PhoneIcon size={18} />
              <span>
                <span className="visually-hidden">{t('footer.phone')}: </span>
                <a href={c.phoneHref}>{c.phone}</a>
              </span>
            </p>
            <p className={styles.line}>
              <MailIcon size={18} />
              <span>
                <span className="visually-hidden">{t('footer.email')}: </span>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </span>
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>
            {t('footer.categories')}
          </h2>
          <ul className={styles.links}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Link href={entry.href}>{t(`menu.categories.${entry.key}`)}</Link>
              </li>
            ))}
            <li>
              <Link href="/categories">{t('footer.allCategories')}</Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className={styles.heading}>
            {t('footer.information')}
          </h2>
          <ul className={styles.links}>
            {INFORMATION.map((page) => (
              <li key={page.key}>
                <Link href={page.href}>{t(`pages.${page.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <ul className={styles.links}>
            {SUPPORT.map((page) => (
              <li key={page.key}>
                <Link href={page.href}>
                  {page.key === 'contact' ? t('footer.contact') : t(`pages.${page.key}`)}
                </Link>
              </li>
            ))}
            {giftCards ? (
              <li>
                <Link href="/gift-card-balance">{giftCard('title')}</Link>
              </li>
            ) : null}
            <li>
              {/* A plain link: the sitemap is one file for every language, outside the locale prefix. */}
              <a href="/sitemap.xml">{t('footer.sitemap')}</a>
            </li>
          </ul>
        </nav>

        <div className={styles.side}>
          <h2 className={styles.heading}>{t('footer.followUs')}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={t('footer.socialLink', { siteName, network })}
                  >
                    <Icon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
          <LanguageSwitcher
            label={t('footer.language')}
            headingClassName={styles.heading}
            listClassName={styles.languages}
            linkClassName={styles.language}
          />
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year, siteName })}</p>
        <p>{t('footer.tradingName', { siteName, company: c.company })}</p>
      </div>
    </footer>
  );
}
