import type { Metadata } from 'next';
import { CategoriesPage, categoriesMetadata } from '@/features/catalog/pages/categories-page';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  return categoriesMetadata({ locale: await routeLocale(params) });
}

export default async function Page({ params }: LocaleRouteProps) {
  return <CategoriesPage locale={await routeLocale(params)} />;
}
