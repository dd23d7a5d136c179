import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { SearchParams } from '@/features/catalog/list-query';
import { CategoryPage, categoryMetadata } from '@/features/catalog/pages/category-page';
import type { Locale } from '@/i18n/routing';

/**
 * Rendered per request (the query string picks the page), while the backend reads stay in the
 * data cache by tag; force-dynamic would refetch them on every request.
 */
export const revalidate = 0;

interface Props {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return categoryMetadata({ slug: slug, locale: locale as Locale, searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <CategoryPage slug={slug} locale={locale as Locale} searchParams={await searchParams} />;
}
