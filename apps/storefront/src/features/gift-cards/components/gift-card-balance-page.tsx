import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { RouteMessages } from '@/i18n/route-messages';
import type { Locale } from '@/i18n/routing';
import { GiftCardBalanceForm } from './gift-card-balance-form';
import styles from './gift-card-balance-page.module.css';

/** /gift-card-balance: what a gift card code is worth, for anyone holding one (no sign-in). */
export async function GiftCardBalancePage({ locale }: { locale: Locale }) {
  const t = await getTranslations('giftCard.balance');
  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      <div className={styles.body}>
        <RouteMessages route="giftCardBalance">
          <GiftCardBalanceForm />
        </RouteMessages>
      </div>
    </main>
  );
}
