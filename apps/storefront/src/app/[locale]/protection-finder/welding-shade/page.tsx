import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/features/catalog/list-query';
import { ShadeGuidePage } from '@/features/protection-finder/components/shade-guide-page';
import { SHADE_GUIDE_PATH } from '@/features/protection-finder/paths';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';

/** Rendered per request: the query string holds the answers. */
export const revalidate = 0;

interface Props extends LocaleRouteProps {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'finder.shade' });
  return pageMetadata({ title: t('title'), description: t('intro'), path: SHADE_GUIDE_PATH, locale });
}

export default async function WeldingShadeRoute({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  return <ShadeGuidePage locale={locale} searchParams={await searchParams} />;
}
