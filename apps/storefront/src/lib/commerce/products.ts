import 'server-only';
import { commerceFetch } from './client';

/** A product as the storefront's components see it; raw GraphQL shapes stop in this module. */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  /** Formatted by the backend for the store currency, e.g. "$12.99"; null when the product has no price. */
  price: string | null;
  regularPrice: string | null;
  salePrice: string | null;
  image: { url: string; alt: string } | null;
}

const POPULAR_PRODUCTS_QUERY = /* GraphQL */ `
  query PopularProducts($first: Int!) {
    products(first: $first, where: { orderby: [{ field: POPULARITY, order: DESC }] }) {
      nodes {
        databaseId
        name
        slug
        ... on ProductWithPricing {
          price
          regularPrice
          salePrice
        }
        image {
          sourceUrl(size: MEDIUM)
          altText
        }
      }
    }
  }
`;

interface PopularProductsData {
  products: {
    nodes: ReadonlyArray<{
      databaseId: number;
      name: string | null;
      slug: string | null;
      price?: string | null;
      regularPrice?: string | null;
      salePrice?: string | null;
      image: { sourceUrl: string | null; altText: string | null } | null;
    }>;
  } | null;
}

/** The most popular products (WooCommerce's "total sales" order), best sellers first. */
export async function getPopularProducts(count: number): Promise<ProductSummary[]> {
  const data = await commerceFetch<PopularProductsData, { first: number }>(POPULAR_PRODUCTS_QUERY, {
    first: count,
  });
  return (data.products?.nodes ?? []).map((node) => {
    const name = node.name ?? '';
    return {
      id: node.databaseId,
      name,
      slug: node.slug ?? String(node.databaseId),
      price: node.price ?? null,
      regularPrice: node.regularPrice ?? null,
      salePrice: node.salePrice ?? null,
      // WooCommerce leaves alt text empty unless the editor set it; the product name is the honest fallback.
      image: node.image?.sourceUrl ? { url: node.image.sourceUrl, alt: node.image.altText || name } : null,
    };
  });
}
