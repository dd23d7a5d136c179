import { getTranslations } from 'next-intl/server';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import { asLocale } from '@/i18n/locale';
import { readPaymentInstructions } from '../payment-instructions';
import { type OrderPageMode, OrderView } from './order-view';
import styles from './order-view.module.css';

/**
 * The frame of an order page: breadcrumb, then the order, whose heading is only known once it is
 * read in the browser ("Order received" with a thank-you right after the checkout, "Order #1234"
 * otherwise). The detail page's trail leads back through the account's order list. How to pay by
 * bank transfer or cheque is the store's setting, the same for every order: read here, with the page.
 */
export async function OrderPage({
  locale,
  mode,
  orderId,
}: {
  locale: string;
  mode: OrderPageMode;
  orderId?: string;
}) {
  const [t, account, paymentInstructions] = await Promise.all([
    getTranslations('checkout.page'),
    getTranslations('account.meta'),
    readPaymentInstructions(),
  ]);
  const title = mode === 'received' ? t('orderTitle') : t('detailTitle');
  const trail: Crumb[] =
    mode === 'received'
      ? [{ name: title }]
      : [
          { name: account('myAccount'), href: '/my-account' },
          { name: account('orders'), href: '/my-account/orders' },
          { name: title },
        ];
  return (
    <main className={styles.page}>
      <Breadcrumb trail={trail} locale={asLocale(locale)} />
      <OrderView orderId={orderId} mode={mode} title={title} paymentInstructions={paymentInstructions} />
    </main>
  );
}
