import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoriesPage, categoriesMetadata } from '@/features/catalog/pages/categories-page';
import type { Locale } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  return categoriesMetadata({ locale: locale as Locale });
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CategoriesPage locale={locale as Locale} />;
}
