import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { asLocale } from '@/i18n/locale';
import styles from './checkout-page.module.css';
import { CheckoutSummaryBar } from './checkout-summary-bar';

/**
 * The frame of the checkout pages: breadcrumb, heading and the (client) body; on the checkout itself,
 * the order-summary bar that shows phones the total before the form.
 */
export async function CheckoutPage({
  locale,
  titleKey,
  children,
}: {
  locale: string;
  titleKey: 'title' | 'orderTitle' | 'successTitle';
  children: ReactNode;
}) {
  const t = await getTranslations('checkout.page');
  return (
    <main className={styles.page}>
      <Breadcrumb trail={[{ name: t(titleKey) }]} locale={asLocale(locale)} />
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {titleKey === 'title' && <CheckoutSummaryBar />}
      {children}
    </main>
  );
}
