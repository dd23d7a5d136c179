// Working on the storefront? Read apps/storefront/CONTRIBUTING.md first (conventions, ownership, the build lock).
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductCard } from '@/features/catalog/components/product-card';
import { getPopularProducts } from '@/lib/commerce/products';

const POPULAR_PRODUCT_COUNT = 5;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, products] = await Promise.all([
    getTranslations('common'),
    getPopularProducts(POPULAR_PRODUCT_COUNT),
  ]);
  return (
    <main>
      <h1>{t('siteName')}</h1>
      <section aria-labelledby="popular-products">
        <h2 id="popular-products">{t('home.popularProducts')}</h2>
        <ul className="product-grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
