import { getLocale, getTranslations } from 'next-intl/server';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { formatThreshold, promisesFreeShipping } from '../promises';
import { LockIcon, MoneyBackIcon, SupportIcon, TruckIcon } from './icons';
import styles from './utility-bar.module.css';

/**
 * The four promises of spec section 1, above the header on every page: in one row on wide screens,
 * two rows on tablets, and on phones in turn in one line (CSS alone, see the stylesheet). The list
 * takes the focus so that a keyboard user can hold the turns as a pointer does by resting on it.
 */
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
      <ul
        className={styles.list}
        aria-label={t('label')}
        data-turns={promises.length > 1 ? promises.length : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the promises turn; focus holds them still (WCAG 2.2.2), as a resting pointer does.
        tabIndex={0}
      >
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
