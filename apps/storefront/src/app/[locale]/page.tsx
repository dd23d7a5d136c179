import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { getLatestPosts } from '@/features/blog/data';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { FULL_ROWS } from '@/features/catalog/grid';
import { Hero } from '@/features/content/components/hero';
import { HomeCategories } from '@/features/content/components/home-categories';
import { LatestPosts } from '@/features/content/components/latest-posts';
import { Promises } from '@/features/content/components/promises';
import section from '@/features/content/components/section.module.css';
import { StoreJsonLd } from '@/features/content/components/store-json-ld';
import { getMainCategories } from '@/features/content/data';
import { formatAmount } from '@/features/content/format';
import { FinderLinks } from '@/features/protection-finder/components/finder-links';
import { asLocale } from '@/i18n/locale';
import { Link } from '@/i18n/navigation';
import { getPopularProducts } from '@/lib/catalog/products';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * The home page's popular products fill every row of their grid at each width (spec section 9
 * says 5, which leaves a row half empty at 2, 3 or 4 columns); the 3 newest posts make one row.
 */
const POPULAR_PRODUCT_COUNT = FULL_ROWS;
const LATEST_POST_COUNT = 3;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'content.home' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const amount = formatAmount(storeSettings().freeShippingThreshold, locale, STORE_CURRENCY);
  return {
    ...pageMetadata({
      title: `${common('siteName')} – ${t('metaTitle')}`,
      description: t('metaDescription', { amount }),
      path: '/',
      locale,
    }),
    // The home page's title stands alone, without the layout's "| SafetyGear Pro" suffix.
    title: { absolute: `${common('siteName')} – ${t('metaTitle')}` },
  };
}

export default async function HomePage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [t, common, products, categories, posts] = await Promise.all([
    getTranslations('content.home'),
    getTranslations('common'),
    getPopularProducts(POPULAR_PRODUCT_COUNT),
    getMainCategories(),
    getLatestPosts(LATEST_POST_COUNT),
  ]);
  const amount = formatAmount(storeSettings().freeShippingThreshold, locale, STORE_CURRENCY);
  return (
    <main>
      <StoreJsonLd name={common('siteName')} description={t('metaDescription', { amount })} locale={locale} />
      <Hero siteName={common('siteName')} />
      <HomeCategories categories={categories} />
      <FinderLinks />
      <section aria-labelledby="popular-products" className={section.section}>
        <div className={section.heading}>
          <h2 id="popular-products">{t('popularProducts')}</h2>
          <Link href="/products">{t('viewAllProducts')}</Link>
        </div>
        <ProductGrid products={products} />
      </section>
      <Promises />
      <LatestPosts posts={posts} />
    </main>
  );
}
