import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requestNonce } from '@/lib/security/nonce';
import { BANNER_DISMISSED_KEY, BANNER_ELEMENT_ID, type BannerKind } from '../banner';
import { getBanner } from '../data';
import styles from './announcement-banner.module.css';
import { DismissibleBanner } from './dismissible-banner';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

const ICONS: Record<BannerKind, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/**
 * Hides a banner the shopper dismissed earlier in this browser session before the first paint,
 * so it neither flashes nor shifts the page. It adds a style rule rather than touching the
 * banner's element, which React is about to hydrate.
 */
function hideIfDismissedScript(bannerId: string): string {
  const key = JSON.stringify(BANNER_DISMISSED_KEY);
  const id = JSON.stringify(bannerId);
  const rule = JSON.stringify(`#${BANNER_ELEMENT_ID}{display:none}`);
  return `try{if(sessionStorage.getItem(${key})===${id}){var s=document.createElement("style");s.textContent=${rule};document.head.appendChild(s)}}catch(e){}`;
}

/** The announcement banner on top of every page (spec sections 2–4), from the backend's banner settings. */
export async function AnnouncementBanner() {
  const banner = await getBanner();
  if (!banner) return null;
  const t = await getTranslations('shell.banner');
  const Icon = ICONS[banner.kind];
  const linkText = banner.link?.text ?? t('learnMore');
  const content = (
    <>
      <Icon size={20} className={styles.icon} />
      <p className={styles.text}>
        {banner.text}
        {banner.link && ' '}
        {banner.link?.internal && (
          <Link href={banner.link.href} className={styles.link}>
            {linkText}
          </Link>
        )}
        {banner.link && !banner.link.internal && (
          <a href={banner.link.href} className={styles.link} rel="noopener">
            {linkText}
          </a>
        )}
      </p>
    </>
  );
  const className = `${styles.banner} ${styles[banner.kind]}`;

  if (!banner.dismissible) {
    return (
      <section aria-label={t('label')} className={className}>
        <div className={styles.inner}>{content}</div>
      </section>
    );
  }
  const nonce = await requestNonce();
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script; its only inputs are JSON-encoded constants and a hash. The nonce lets it past the page's CSP. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(banner.id) }} />
      <DismissibleBanner
        bannerId={banner.id}
        className={className}
        innerClassName={styles.inner}
        closeClassName={styles.close}
        label={t('label')}
        dismissLabel={t('dismiss')}
      >
        {content}
      </DismissibleBanner>
    </>
  );
}
