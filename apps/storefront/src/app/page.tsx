import { getPopularProducts, type ProductSummary } from '@/lib/commerce/products';
import { SITE_NAME } from '@/lib/site';

// Rendered per request: the build must not need a live backend. Cached reads come with the catalogue pages.
export const dynamic = 'force-dynamic';

const POPULAR_PRODUCT_COUNT = 5;
// The MEDIUM size the product query asks for: square artwork, 300 px.
const IMAGE_SIZE = 300;

export default async function HomePage() {
  const products = await getPopularProducts(POPULAR_PRODUCT_COUNT);
  return (
    <main>
      <h1>{SITE_NAME}</h1>
      <section aria-labelledby="popular-products">
        <h2 id="popular-products">Popular products</h2>
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
        // A plain <img> for now; next/image and backend image sizes come with the catalogue pages.
        // biome-ignore lint/performance/noImgElement: deliberate until then, see above
        <img src={product.image.url} alt={product.image.alt} width={IMAGE_SIZE} height={IMAGE_SIZE} />
      )}
      <h3>{product.name}</h3>
      {product.price && <p className="price">{product.price}</p>}
    </li>
  );
}
