import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductPage } from '@/features/product/components/product-page';
import { getProductPage } from '@/features/product/data';
import { RouteMessages } from '@/i18n/route-messages';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

/** Rendered on first request, then served from cache and refreshed by time or tag (like every catalogue page). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const product = await getProductPage(slug);
  if (!product) notFound();
  return pageMetadata({
    title: product.seo.title,
    description: product.seo.description,
    path: `/product/${product.slug}`,
    locale,
    image: product.seo.image,
    type: 'website',
  });
}

export default async function ProductRoute({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const product = await getProductPage(slug);
  if (!product) notFound();
  return (
    <RouteMessages route="product">
      <ProductPage product={product} locale={locale as Locale} />
    </RouteMessages>
  );
}
