import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { backendQuery } from './backend';

/**
 * What the protection finder and the shade guide list, read from the page and checked against the
 * backend's own categories and attribute terms (never against today's product count).
 */
export interface BackendProduct {
  slug: string;
  name: string;
  productCategories: { nodes: { slug: string }[] };
  attributes: { nodes: { name: string; terms?: { nodes: { name: string; slug: string }[] } }[] } | null;
}

/** The products behind the cards, with their categories and global attribute terms. */
export async function backendProducts(
  request: APIRequestContext,
  slugs: string[],
): Promise<BackendProduct[]> {
  const { products } = await backendQuery<{ products: { nodes: BackendProduct[] } }>(
    request,
    `query ($slugs: [String]) { products(first: 100, where: { slugIn: $slugs }) { nodes {
      slug name productCategories(first: 20) { nodes { slug } }
      ... on ProductWithAttributes { attributes { nodes { name ... on GlobalProductAttribute { terms(first: 50) { nodes { name slug } } } } } }
    } } }`,
    { slugs },
  );
  expect(products.nodes.map((product) => product.slug).sort()).toEqual([...slugs].sort());
  return products.nodes;
}

/** A global attribute's terms; the name compares without `pa_` and case, as the product page does. */
export const terms = (product: BackendProduct, taxonomy: string) =>
  (product.attributes?.nodes ?? [])
    .filter((attribute) => attribute.name.replace(/^pa_/i, '').toLowerCase() === taxonomy.replace(/^pa_/, ''))
    .flatMap((attribute) => attribute.terms?.nodes ?? []);
export const categories = (product: BackendProduct) =>
  product.productCategories.nodes.map((node) => node.slug);

/** The slugs of the product cards under the "What protects" heading. */
export async function listedSlugs(page: Page, heading: string): Promise<string[]> {
  const section = page.getByRole('region', { name: heading });
  await expect(section.getByRole('article').first()).toBeVisible();
  const hrefs = await section
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.includes('/product/')),
    );
  return [...new Set(hrefs.map((href) => decodeURIComponent(href.split('/product/')[1] ?? '')))];
}

/** Whether a pa_shade term's name (Shade 5/8–13, Shade 11…) covers a shade, read as the shop does. */
export const covers = (name: string, shade: number) =>
  [...name.matchAll(/(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?/g)].some(
    ([, from, to]) => shade >= Number(from) && shade <= Number(to ?? from),
  );

/** Organic vapours at a half-mask level: half and full facepieces and gas cartridges, never FFP2/N95. */
export function expectOrganicVapourProtection(products: BackendProduct[]) {
  const wanted = ['half-face-respirators', 'full-face-respirators', 'gas-vapour-filters'];
  for (const product of products) {
    expect(
      categories(product).some((slug) => wanted.includes(slug)),
      product.name,
    ).toBe(true);
    expect(categories(product), product.name).not.toContain('ffp2-masks');
    expect(categories(product), product.name).not.toContain('n95-respirators');
    const classes = terms(product, 'pa_filterclass').map((term) => term.slug);
    expect(
      classes.some((slug) => /^(ov|ov-ag|multi-gas|a1|a2|abek1|a2p3|abek1p3)$/.test(slug)),
      product.name,
    ).toBe(true);
    expect(product.name).not.toMatch(/\b(FFP2|N95)\b/);
  }
  // Every kind is there: half masks, full facepieces and the cartridges they take.
  for (const category of wanted) {
    expect(
      products.some((product) => categories(product).includes(category)),
      category,
    ).toBe(true);
  }
}

/** Every filter or helmet listed has a shade range covering `shade`. */
export function expectShadeCovered(products: BackendProduct[], shade: number) {
  for (const product of products) {
    expect(
      categories(product).some((slug) => slug === 'auto-darkening-filters' || slug === 'welding-helmets'),
      product.name,
    ).toBe(true);
    expect(
      terms(product, 'pa_shade').some((term) => covers(term.name, shade)),
      `${product.name}: ${terms(product, 'pa_shade')
        .map((term) => term.name)
        .join(', ')}`,
    ).toBe(true);
  }
}
