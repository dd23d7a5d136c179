/**
 * Store content in the requested language, over HTTP: the `lang` parameter of the endpoint URL
 * (WPML's "language as a parameter", Polylang's `lang` query variable) on GET and POST, every
 * product field with English as the fallback field by field, listings, related products, the
 * category tree, attribute labels and terms, search, and WPML GraphQL's `where.language`.
 *
 * Evidence for the naming: WPML GraphQL adds `where: { language: String }` to every connection,
 * `posts(where: { language: "es" })`, and "all" for every language (wpml.org, "WPML GraphQL – Add
 * Multilingual Functionality to the WPGraphQL Schema", documentation/related-projects/wpml-graphql).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { productAttributes, productTerms, productTranslations } from '../db/schema.ts';
import { pageRequest } from '../lib/pagination.ts';
import { german } from '../seed/catalog/translations/de/index.ts';
import { addProduct } from '../testing/cart-products.ts';
import { catalog } from '../testing/catalog-facts.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { listProducts } from './product-list.ts';

let store: TestStore;
let vest: number;

const ENGLISH = {
  name: 'Inspection vest',
  shortDescription: '<p>A reflective vest for inspectors.</p>',
  description: '<p>Lightweight mesh with reflective tape.</p>',
  buttonText: 'Buy from manufacturer',
  customTabs: [
    {
      tabTitle: 'Videos',
      contentType: 'videos' as const,
      videos: [
        {
          videoTitle: 'Fit',
          youtubeUrl: 'https://www.youtube.com/watch?v=abc',
          videoDescription: 'How it fits',
        },
      ],
    },
  ],
  faqs: [{ question: 'Can I wash it?', answer: 'Cold wash only.' }],
  warranty: {
    warrantyDuration: '1 year',
    useCustomWarranty: true,
    customWarrantyItems: [{ itemName: 'Zip', itemWarrantyDuration: '6 months' }],
  },
};

const GERMAN = {
  name: 'Prüferweste',
  shortDescription: '<p>Eine reflektierende Weste für Prüfer.</p>',
  buttonText: 'Beim Hersteller kaufen',
  customTabs: [
    {
      tabTitle: 'Videos zur Weste',
      contentType: 'videos' as const,
      videos: [
        {
          videoTitle: 'Passform',
          youtubeUrl: 'https://www.youtube.com/watch?v=abc',
          videoDescription: 'So sitzt sie',
        },
      ],
    },
  ],
  faqs: [{ question: 'Kann ich sie waschen?', answer: 'Nur kalt waschen.' }],
  warranty: {
    warrantyDuration: '1 Jahr',
    useCustomWarranty: true,
    customWarrantyItems: [{ itemName: 'Reißverschluss', itemWarrantyDuration: '6 Monate' }],
  },
};

beforeAll(async () => {
  store = await startTestStore();
  const { db } = store.database;
  vest = await addProduct(db, {
    type: 'external',
    price: 2500,
    slug: 'inspection-vest',
    externalUrl: 'https://example.com/vest',
    searchText: 'inspection vest lightweight mesh with reflective tape',
    ...ENGLISH,
  });
  await db.insert(productAttributes).values({
    productId: vest,
    name: 'Material',
    isTaxonomy: false,
    options: ['Mesh'],
  });
  const category = catalog.categories.find((c) => german.terms.product_cat?.[c.slug]?.name);
  if (!category) throw new Error('The German translation names no category.');
  await db.insert(productTerms).values({ productId: vest, termId: category.id });
  // No description: the English one shows.
  await db.insert(productTranslations).values({
    productId: vest,
    language: 'de',
    ...GERMAN,
    attributeLabels: { Material: 'Werkstoff' },
    searchText: 'prüferweste eine reflektierende weste für prüfer',
  });
});

afterAll(async () => {
  await store?.close();
});

const PRODUCT = `query Product($slug: ID!) { product(id: $slug, idType: SLUG) {
  name title shortDescription description
  ... on ExternalProduct { buttonText }
  customTabs { tabTitle contentType videos { videoTitle youtubeUrl videoDescription } }
  faqs { question answer }
  warranty { warrantyDuration useCustomWarranty customWarrantyItems { itemName itemWarrantyDuration } }
  ... on ProductWithAttributes { attributes { nodes { name label options } } }
  productCategories { nodes { slug name } } } }`;

type Product = Record<string, unknown> & { name: string };
const productIn = async (language: string | undefined) =>
  (
    await shopper({ url: store.url, language }).data<{ product: Product }>(PRODUCT, {
      slug: 'inspection-vest',
    })
  ).product;

const getIn = async (language: string, query: string) => {
  const url = new URL(`${store.url}/graphql`);
  url.searchParams.set('lang', language);
  url.searchParams.set('query', query);
  return (await (await fetch(url)).json()) as { data: Record<string, { name: string }> };
};

describe('the request language (?lang=)', () => {
  it('serves every product field in it, English where the translation leaves one out', async () => {
    const product = await productIn('de');
    expect(product).toMatchObject({
      name: GERMAN.name,
      title: GERMAN.name,
      shortDescription: GERMAN.shortDescription,
      description: ENGLISH.description,
      buttonText: GERMAN.buttonText,
      faqs: GERMAN.faqs,
      warranty: GERMAN.warranty,
    });
    expect(product.customTabs).toEqual([
      { tabTitle: 'Videos zur Weste', contentType: 'VIDEOS', videos: GERMAN.customTabs[0]?.videos },
    ]);
    expect(product.attributes).toEqual({
      nodes: [{ name: 'Material', label: 'Werkstoff', options: ['Mesh'] }],
    });
  });

  it('builds the SEO title from the translated name instead of the stored English one', async () => {
    const slug = Object.keys(german.products).find((candidate) =>
      catalog.products.some((product) => product.slug === candidate && product.seo?.title),
    );
    const SEO = `{ product(id: "${slug}", idType: SLUG) { name seo { title } } }`;
    type Seo = { product: { name: string; seo: { title: string } } };
    const de = await shopper({ url: store.url, language: 'de' }).data<Seo>(SEO);
    const en = await shopper({ url: store.url }).data<Seo>(SEO);
    expect(de.product.seo.title).toBe(`${german.products[slug ?? '']?.name} | SafetyGear Pro`);
    expect(en.product.seo.title).toBe(catalog.products.find((product) => product.slug === slug)?.seo?.title);
  });

  it('reads it on GET as on POST, whatever its case', async () => {
    const query = '{ product(id: "inspection-vest", idType: SLUG) { name } }';
    expect((await getIn('de', query)).data.product?.name).toBe(GERMAN.name);
    expect((await getIn('DE', query)).data.product?.name).toBe(GERMAN.name);
  });

  it('ignores an unknown language, and English is served without one', async () => {
    for (const language of [undefined, 'en', 'xx', 'klingon']) {
      const product = await productIn(language);
      expect(product).toMatchObject({
        name: ENGLISH.name,
        buttonText: ENGLISH.buttonText,
        faqs: ENGLISH.faqs,
      });
    }
  });

  it('shows a language without a translation of the product in English', async () => {
    expect((await productIn('es')).name).toBe(ENGLISH.name);
  });

  it('names the product in listings, by id and among related products', async () => {
    const de = shopper({ url: store.url, language: 'de' });
    const listed = await de.data<{ products: { nodes: { name: string }[] } }>(
      '{ products(where: { slugIn: ["inspection-vest"] }) { nodes { name } } }',
    );
    expect(listed.products.nodes).toEqual([{ name: GERMAN.name }]);
    const byId = await de.data<{ product: { name: string } }>(
      `{ product(id: "${vest}", idType: DATABASE_ID) { name } }`,
    );
    expect(byId.product.name).toBe(GERMAN.name);
  });

  it('names categories, their tree and global attributes in it', async () => {
    const named = Object.entries(german.terms.product_cat ?? {}).filter(([, words]) => words.name);
    const [slug, words] = named[0] ?? [];
    const de = shopper({ url: store.url, language: 'de' });
    const tree = await de.data<{
      productCategories: { nodes: { slug: string; name: string; description: string }[] };
    }>(
      '{ productCategories(first: 100) { nodes { slug name description children(first: 100) { nodes { slug name } } } } }',
    );
    const category = tree.productCategories.nodes.find((node) => node.slug === slug);
    expect(category?.name).toBe(words?.name);
    if (words?.description) expect(category?.description).toBe(words.description);
    // A brand name reads the same in German: the English name stays beside the German description.
    const [brandSlug, brandWords] =
      Object.entries(german.terms.product_cat ?? {}).find(([, words]) => !words.name) ?? [];
    const brand = tree.productCategories.nodes.find((node) => node.slug === brandSlug);
    expect(brand?.name).toBe(catalog.categories.find((c) => c.slug === brandSlug)?.name);
    expect(brand?.description).toBe(brandWords?.description);
    // A subcategory under its parent: the menus are built from these.
    const child = catalog.categories.find((c) => c.parentSlug && german.terms.product_cat?.[c.slug]?.name);
    const parent = tree.productCategories.nodes.find(
      (node) => node.slug === child?.parentSlug,
    ) as unknown as {
      children: { nodes: { slug: string; name: string }[] };
    };
    expect(parent.children.nodes.find((node) => node.slug === child?.slug)?.name).toBe(
      german.terms.product_cat?.[child?.slug ?? '']?.name,
    );
    const byslug = await de.data<{ productCategory: { name: string } }>(
      `{ productCategory(id: "${slug}", idType: SLUG) { name } }`,
    );
    expect(byslug.productCategory.name).toBe(words?.name);

    const gloves = catalog.products.find((p) =>
      p.attributes.some(
        (a) => a.name === 'pa_color' && a.options.some((slug) => german.terms.pa_color?.[slug]),
      ),
    );
    const colour = await de.data<{
      product: {
        attributes: {
          nodes: { name: string; label: string; terms?: { nodes: { slug: string; name: string }[] } }[];
        };
      };
    }>(
      `{ product(id: "${gloves?.slug}", idType: SLUG) { ... on ProductWithAttributes { attributes { nodes { name label ... on GlobalProductAttribute { terms { nodes { slug name } } } } } } } }`,
    );
    const attribute = colour.product.attributes.nodes.find((node) => node.name === 'pa_color');
    expect(attribute?.label).toBe(german.attributeLabels.pa_color);
    // The filter panel's attributes (WooNuxt Settings) carry the same labels.
    const settings = await de.data<{
      woonuxtSettings: { global_attributes: { slug: string; label: string }[] };
    }>('{ woonuxtSettings { global_attributes { slug label } } }');
    expect(settings.woonuxtSettings.global_attributes.find((a) => a.slug === 'pa_color')?.label).toBe(
      german.attributeLabels.pa_color,
    );
    const translated = (attribute?.terms?.nodes ?? []).filter((term) => german.terms.pa_color?.[term.slug]);
    expect(translated.length).toBeGreaterThan(0);
    for (const term of translated) expect(term.name).toBe(german.terms.pa_color?.[term.slug]?.name);
  });
});

describe('search in the shopper’s language', () => {
  const search = (language: string | undefined, words: string) =>
    shopper({ url: store.url, language }).data<{ products: { nodes: { slug: string; name: string }[] } }>(
      'query Search($search: String) { products(first: 50, where: { search: $search }) { nodes { slug name } } }',
      { search: words },
    );

  it('finds a product by its German words with lang=de, and still by its English ones', async () => {
    expect((await search('de', 'Prüferweste')).products.nodes).toEqual([
      { slug: 'inspection-vest', name: GERMAN.name },
    ]);
    expect((await search('de', 'inspection vest')).products.nodes).toEqual([
      { slug: 'inspection-vest', name: GERMAN.name },
    ]);
    expect((await search(undefined, 'Prüferweste')).products.nodes).toEqual([]);
  });
});

describe('where: { language } (WPML GraphQL)', () => {
  const LIST = `query List($language: String) {
    products(where: { slugIn: ["inspection-vest"], language: $language }) { nodes { name } }
    productCategories(first: 100, where: { language: $language }) { nodes { slug name } }
    posts(first: 100, where: { language: $language }) { nodes { slug title } } }`;
  type List = {
    products: { nodes: { name: string }[] };
    productCategories: { nodes: { slug: string; name: string }[] };
    posts: { nodes: { slug: string; title: string }[] };
  };
  const [categorySlug, categoryWords] =
    Object.entries(german.terms.product_cat ?? {}).find(([, words]) => words.name) ?? [];
  const [postSlug, postWords] = Object.entries(german.posts)[0] ?? [];
  const expectLanguage = (list: List, language: 'de' | 'en') => {
    const category = list.productCategories.nodes.find((node) => node.slug === categorySlug);
    const post = list.posts.nodes.find((node) => node.slug === postSlug);
    const englishPost = catalog.posts.find((p) => p.slug === postSlug);
    const englishCategory = catalog.categories.find((c) => c.slug === categorySlug);
    expect(list.products.nodes).toEqual([{ name: language === 'de' ? GERMAN.name : ENGLISH.name }]);
    expect(category?.name).toBe(language === 'de' ? categoryWords?.name : englishCategory?.name);
    if (postSlug) expect(post?.title).toBe(language === 'de' ? postWords?.title : englishPost?.title);
  };

  it('gives the connection’s nodes in the language named, whatever the request’s', async () => {
    expectLanguage(await shopper({ url: store.url }).data<List>(LIST, { language: 'de' }), 'de');
    expectLanguage(
      await shopper({ url: store.url, language: 'de' }).data<List>(LIST, { language: 'en' }),
      'en',
    );
  });

  it('keeps the request’s language for "all", none or an unknown code', async () => {
    const de = shopper({ url: store.url, language: 'de' });
    for (const language of ['all', null, 'xx']) expectLanguage(await de.data<List>(LIST, { language }), 'de');
    expectLanguage(await shopper({ url: store.url }).data<List>(LIST, { language: 'all' }), 'en');
  });
});

describe('name order in the shopper’s language', () => {
  const PAGE = `query Page($first: Int, $after: String) {
    products(first: $first, after: $after, where: { orderby: [{ field: NAME, order: ASC }] }) {
      pageInfo { hasNextPage endCursor } nodes { slug name } } }`;
  type Page = {
    products: {
      pageInfo: { hasNextPage: boolean; endCursor: string };
      nodes: { slug: string; name: string }[];
    };
  };

  it('sorts by the translated names, and its cursors walk that order page by page', async () => {
    const de = shopper({ url: store.url, language: 'de' });
    const walked: { slug: string; name: string }[] = [];
    let after: string | null = null;
    do {
      const page: Page = await de.data<Page>(PAGE, { first: 7, after });
      walked.push(...page.products.nodes);
      after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
    } while (after);
    expect(walked).toHaveLength(catalog.products.length + 1);
    // The database's own order of the German names (its collation decides, as it does for English).
    const names = walked.map((node) => node.name);
    const { rows } = await store.database.db.execute<{ name: string }>(
      sql`select name from unnest(${sql.param(names)}::text[]) as name order by lower(name)`,
    );
    expect(names).toEqual(rows.map((row) => row.name));
    expect(walked.find((node) => node.slug === 'inspection-vest')?.name).toBe(GERMAN.name);
    const english = await shopper({ url: store.url }).data<Page>(PAGE, { first: 50 });
    expect(english.products.nodes.map((node) => node.slug)).not.toEqual(
      walked.slice(0, 50).map((node) => node.slug),
    );
  });
});

describe('a page of products in a language', () => {
  /** The database, counting the statements started on it. */
  const counting = (db: Db) => {
    const counter = { statements: 0 };
    const proxy = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'select' && property !== 'execute') return value;
        return (...args: unknown[]) => {
          counter.statements += 1;
          return (value as (...given: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { db: proxy, counter };
  };

  it('reads its translations in one statement for the whole page, not one per product', async () => {
    const sizes = [];
    for (const first of [5, 50]) {
      const { db, counter } = counting(store.database.db);
      const page = await listProducts(db, {}, pageRequest({ first }), 'de');
      expect(page.rows).toHaveLength(first);
      sizes.push(counter.statements);
    }
    const { db, counter } = counting(store.database.db);
    await listProducts(db, {}, pageRequest({ first: 50 }), 'en');
    // The page's query, plus one for its translations; English needs none.
    expect(sizes).toEqual([2, 2]);
    expect(counter.statements).toBe(1);
  });
});
