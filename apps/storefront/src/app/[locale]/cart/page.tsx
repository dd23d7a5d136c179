import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/breadcrumb';
import { CartPageView } from '@/features/cart/components/cart-page-view';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { RouteMessages } from '@/i18n/route-messages';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'cart.page' });
  return pageMetadata({ title: t('title'), path: '/cart', locale, noIndex: true });
}

/** /cart: the same page for every shopper (cached); the cart itself is read in the browser. */
export default async function CartPage({ params }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  const t = await getTranslations('cart.page');
  return (
    <main className={styles.page}>
      <Breadcrumb trail={[{ name: t('title') }]} locale={locale} />
      <h1 className={styles.title}>{t('title')}</h1>
      <RouteMessages route="cart">
        <CartPageView />
      </RouteMessages>
    </main>
  );
}
