import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { RouteMessages } from '@/i18n/route-messages';
import type { Locale } from '@/i18n/routing';
import { QuickOrderForm } from './quick-order-form';

/** /quick-order: a buyer's list of SKUs and quantities, checked line by line, added in one go. */
export async function QuickOrderPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('quickOrder.page');
  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      <RouteMessages route="quickOrder">
        <QuickOrderForm />
      </RouteMessages>
    </main>
  );
}
