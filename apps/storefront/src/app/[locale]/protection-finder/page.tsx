import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/features/catalog/list-query';
import { FinderPage } from '@/features/protection-finder/components/finder-page';
import { FINDER_PATH } from '@/features/protection-finder/paths';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';

/** Rendered per request: the query string holds the answers. */
export const revalidate = 0;

interface Props extends LocaleRouteProps {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'finder.page' });
  return pageMetadata({ title: t('title'), description: t('intro'), path: FINDER_PATH, locale });
}

export default async function ProtectionFinderRoute({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  return <FinderPage locale={locale} searchParams={await searchParams} />;
}
