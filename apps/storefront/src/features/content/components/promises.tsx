import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { formatAmount } from '../format';
import styles from './promises.module.css';

const icon = (children: ReactNode) => (
  <svg
    className={styles.icon}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

const ICONS = {
  freeShipping: icon(
    <>
      <path d="M2 6h11v10H2zM13 9h4l4 4v3h-8z" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>,
  ),
  moneyBack: icon(
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v4h4" />
      <path d="M12 7v10M14.5 9.2c-.5-.8-1.4-1.2-2.5-1.2-1.5 0-2.5.8-2.5 1.9 0 2.6 5 1.4 5 4.1 0 1.1-1 2-2.5 2-1.2 0-2.2-.5-2.7-1.3" />
    </>,
  ),
  securePayment: icon(
    <>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>,
  ),
  support: icon(
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" />
    </>,
  ),
};

/** The store's four promises (spec section 1), with the threshold and days from the store settings. */
export async function Promises() {
  const [t, locale] = await Promise.all([getTranslations('content.home.promises'), getLocale()]);
  const settings = storeSettings();
  // Without a threshold (0) the store promises no free shipping.
  const items = (
    [
      {
        key: 'freeShipping',
        values: { amount: formatAmount(settings.freeShippingThreshold, locale, STORE_CURRENCY) },
      },
      { key: 'moneyBack', values: { days: settings.moneyBackDays } },
      { key: 'securePayment', values: {} },
      { key: 'support', values: {} },
    ] as const
  ).filter(({ key }) => key !== 'freeShipping' || settings.freeShippingThreshold > 0);
  return (
    <section aria-labelledby="home-promises" className={styles.section}>
      <h2 id="home-promises" className="visually-hidden">
        {t('title')}
      </h2>
      <ul className={styles.list}>
        {items.map(({ key, values }) => (
          <li key={key} className={styles.item}>
            {ICONS[key]}
            <div>
              <h3 className={styles.title}>{t(`${key}.title`, values)}</h3>
              <p className={styles.text}>{t(`${key}.text`, values)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
