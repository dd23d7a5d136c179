/**
 * The demo store's images and own attribute values in the shopper's language: alt texts of a
 * product's image and gallery, of each variation's image (built from the translated name, labels
 * and values), of a category's and a post's image; the values of a product's own attributes in
 * its options and variations, taken back by addToCart in that language and kept English inside,
 * so the same cart line reads in each language. English requests see the catalogue's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog } from '../seed/catalog/index.ts';
import { german } from '../seed/catalog/translations/de/index.ts';
import { brazilianPortuguese } from '../seed/catalog/translations/pt-br/index.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

// Safety glasses whose lens tint (a local attribute) picks the variation.
const GLASSES = 'clearview-cv-100-wraparound-safety-glasses';
const english = demoCatalog.products.find((product) => product.slug === GLASSES);
const words = german.products[GLASSES];

const PRODUCT = `query Glasses($slug: ID!) { product(id: $slug, idType: SLUG) {
  databaseId image { altText } galleryImages { nodes { altText } }
  ... on ProductWithAttributes { attributes { nodes { name label options } } }
  ... on VariableProduct { variations(first: 10) { nodes {
    databaseId sku image { altText } attributes { nodes { name label value } } } } } } }`;

type Glasses = {
  databaseId: number;
  image: { altText: string };
  galleryImages: { nodes: { altText: string }[] };
  attributes: { nodes: { name: string; label: string; options: string[] }[] };
  variations: {
    nodes: {
      databaseId: number;
      sku: string;
      image: { altText: string };
      attributes: { nodes: { name: string; label: string; value: string }[] };
    }[];
  };
};

const glassesIn = async (language?: string) =>
  (await shopper({ url: store.url, language }).data<{ product: Glasses }>(PRODUCT, { slug: GLASSES }))
    .product;

describe("a product's images and own attribute values", () => {
  it('read in German where the translation gives them, and in English without a language', async () => {
    const [de, en] = [await glassesIn('de'), await glassesIn()];
    expect([de.image.altText, ...de.galleryImages.nodes.map((node) => node.altText)]).toEqual(
      words?.imageAlts,
    );
    expect([en.image.altText, ...en.galleryImages.nodes.map((node) => node.altText)]).toEqual(
      [english?.image, ...(english?.gallery ?? [])].map((image) => image?.alt),
    );

    const tint = words?.attributeValues?.['Lens tint'] ?? {};
    expect(de.attributes.nodes.find((node) => node.name === 'Lens tint')).toEqual({
      name: 'Lens tint',
      label: words?.attributeLabels?.['Lens tint'],
      options: ['Clear', 'Gray', 'Amber', 'Indoor/Outdoor Mirror'].map((value) => tint[value]),
    });
    expect(en.attributes.nodes.find((node) => node.name === 'Lens tint')?.options).toEqual([
      'Clear',
      'Gray',
      'Amber',
      'Indoor/Outdoor Mirror',
    ]);

    const gray = de.variations.nodes.find((node) => node.sku === 'CV-100-GRY');
    expect(gray?.attributes.nodes).toEqual([
      { name: 'Lens tint', label: words?.attributeLabels?.['Lens tint'], value: tint.Gray },
    ]);
    expect(gray?.image.altText).toBe(
      `${words?.name} — ${words?.attributeLabels?.['Lens tint']}: ${tint.Gray}`,
    );
    expect(en.variations.nodes.find((node) => node.sku === 'CV-100-GRY')?.image.altText).toBe(
      `${english?.name} — Lens tint: Gray`,
    );
  });

  it('are taken back by addToCart in German, and the line reads in each language', async () => {
    const de = shopper({ url: store.url, language: 'de' });
    const glasses = await glassesIn('de');
    const tint = words?.attributeValues?.['Lens tint'] ?? {};
    const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) {
      cartItem { variation { node { sku } attributes { name value } } } } }`;
    type Added = { addToCart: { cartItem: { variation: { node: { sku: string }; attributes: unknown[] } } } };
    const added = await de.data<Added>(ADD, {
      input: {
        productId: glasses.databaseId,
        quantity: 1,
        variation: [{ attributeName: 'Lens tint', attributeValue: tint.Amber }],
      },
    });
    expect(added.addToCart.cartItem.variation).toEqual({
      node: { sku: 'CV-100-AMB' },
      attributes: [{ name: 'Lens tint', value: tint.Amber }],
    });
    // The same session asked in English reads the catalogue's own value.
    const cart = await de.data<{ cart: { contents: { nodes: { variation: { attributes: unknown[] } }[] } } }>(
      '{ cart { contents { nodes { variation { attributes { name value } } } } } }',
    );
    expect(cart.cart.contents.nodes[0]?.variation.attributes).toEqual([
      { name: 'Lens tint', value: tint.Amber },
    ]);
  });

  it("name a category's and a blog post's image in Brazilian Portuguese", async () => {
    const category = demoCatalog.categories[0];
    const post = demoCatalog.posts[0];
    const pt = shopper({ url: store.url, language: 'pt-br' });
    const found = await pt.data<{
      productCategory: { image: { altText: string } };
      post: { featuredImage: { node: { altText: string } } };
    }>(
      `{ productCategory(id: "${category?.slug}", idType: SLUG) { image { altText } }
         post(id: "${post?.slug}", idType: SLUG) { featuredImage { node { altText } } } }`,
    );
    expect(found.productCategory.image.altText).toBe(
      brazilianPortuguese.terms.product_cat?.[category?.slug ?? '']?.imageAlt,
    );
    expect(found.post.featuredImage.node.altText).toBe(brazilianPortuguese.posts[post?.slug ?? '']?.imageAlt);
  });
});
