import { getLocale, getTranslations } from 'next-intl/server';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { formatThreshold, promisesFreeShipping } from '../promises';
import { LockIcon, MoneyBackIcon, SupportIcon, TruckIcon } from './icons';
import styles from './utility-bar.module.css';

/** The four promises of spec section 1, above the header on every page. */
export async function UtilityBar() {
  const [t, locale] = await Promise.all([getTranslations('shell.promises'), getLocale()]);
  const { freeShippingThreshold, moneyBackDays } = storeSettings();
  const promises = [
    {
      key: 'freeShipping',
      Icon: TruckIcon,
      text: t('freeShipping', { amount: formatThreshold(freeShippingThreshold, locale, STORE_CURRENCY) }),
    },
    { key: 'moneyBack', Icon: MoneyBackIcon, text: t('moneyBack', { days: moneyBackDays }) },
    { key: 'securePayment', Icon: LockIcon, text: t('securePayment') },
    { key: 'support', Icon: SupportIcon, text: t('support') },
  ].filter(({ key }) => key !== 'freeShipping' || promisesFreeShipping(freeShippingThreshold));
  return (
    <div className={styles.bar}>
      <ul className={styles.list} aria-label={t('label')}>
        {promises.map(({ key, Icon, text }) => (
          <li key={key} className={styles.promise}>
            <Icon size={18} className={styles.icon} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
