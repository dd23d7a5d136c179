import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ProductSummary } from '@/lib/commerce/product-summary';
import { getPopularProducts } from '@/lib/commerce/products';

const POPULAR_PRODUCT_COUNT = 5;
// The WOOCOMMERCE_THUMBNAIL size the product card asks for: square artwork, 450 px.
const IMAGE_SIZE = 450;

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
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      </section>
    </main>
  );
}

function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <li className="product-card">
      {product.image && (
        // biome-ignore lint/performance/noImgElement: the backend serves each size already; next/image would re-encode it.
        <img src={product.image.url} alt={product.image.alt} width={IMAGE_SIZE} height={IMAGE_SIZE} />
      )}
      <h3>{product.name}</h3>
      {product.price && <p className="price">{product.price}</p>}
    </li>
  );
}
