import type { Metadata } from 'next';
import type { SearchParams } from '@/features/catalog/list-query';
import { ProductsPage, productsMetadata } from '@/features/catalog/pages/products-page';
import { routeLocale } from '@/i18n/route-locale';

/**
 * Rendered per request (the query string picks the page), while the backend reads stay in the
 * data cache by tag; force-dynamic would refetch them on every request.
 */
export const revalidate = 0;

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return productsMetadata({ locale, searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  return <ProductsPage locale={locale} searchParams={await searchParams} />;
}
