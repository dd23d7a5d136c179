/**
 * The demo store's translations against the English catalogue: each names only products, terms,
 * posts, attributes and payment methods the store has; tabs, FAQs and warranty items keep the
 * English count, order, content types, videos and files; every translated string reads
 * differently from its English original (what reads the same is left out, and English shows).
 * Then the seed itself: every translation is written, and one naming something unknown stops it.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_GATEWAY, TEST_CARD_GATEWAY } from '../../../checkout/payment-gateways.ts';
import {
  attributeTranslations,
  mediaTranslations,
  postTranslations,
  productTranslations,
  termTranslations,
} from '../../../db/schema.ts';
import { defaultOptions } from '../../../settings/options.ts';
import { startTestStore, type TestStore } from '../../../testing/test-store.ts';
import { addMissingDemoTranslations } from '../../demo.ts';
import { seedTranslations } from '../../seed-translations.ts';
import type { SeedCustomTab, SeedProduct } from '../../types.ts';
import { demoCatalog } from '../index.ts';
import { demoTranslations, type ProductTranslation, type StoreTranslation } from './index.ts';

const products = new Map(demoCatalog.products.map((product) => [product.slug, product]));
const posts = new Map(demoCatalog.posts.map((post) => [post.slug, post]));
const categories = new Map(demoCatalog.categories.map((category) => [category.slug, category]));
const attributes = new Map(demoCatalog.attributes.map((attribute) => [attribute.slug, attribute]));
const GATEWAYS = new Map([TEST_CARD_GATEWAY, STRIPE_GATEWAY].map((gateway) => [gateway.id, gateway]));

/** The English term a translation's taxonomy and slug name, if the store has it. */
function englishTerm(taxonomy: string, slug: string): { name: string; description?: string } | undefined {
  if (taxonomy === 'product_cat') return categories.get(slug);
  return attributes.get(taxonomy as never)?.terms.find((term) => term.slug === slug);
}

/** Pairs of [English, translated] strings a translation gives, with where they are. */
function productPairs(
  english: SeedProduct,
  words: ProductTranslation,
): [string, string | undefined, string][] {
  const tabs = (words.tabs ?? []).flatMap((tab, i) => tabPairs(english.tabs?.[i], tab, `tab ${i}`));
  const faqs = (words.faqs ?? []).flatMap((faq, i): [string, string | undefined, string][] => [
    [english.faqs?.[i]?.question ?? '', faq.question, `faq ${i} question`],
    [english.faqs?.[i]?.answer ?? '', faq.answer, `faq ${i} answer`],
  ]);
  const warranty = words.warranty;
  const warrantyPairs: [string, string | undefined, string][] = warranty
    ? [
        [english.warranty?.warrantyDuration ?? '', warranty.warrantyDuration, 'warranty duration'],
        ...warranty.customWarrantyItems.flatMap((item, i): [string, string | undefined, string][] => [
          [english.warranty?.customWarrantyItems[i]?.itemName ?? '', item.itemName, `warranty item ${i}`],
          [
            english.warranty?.customWarrantyItems[i]?.itemWarrantyDuration ?? '',
            item.itemWarrantyDuration,
            `warranty item ${i} duration`,
          ],
        ]),
      ]
    : [];
  return [
    [english.name, words.name, 'name'],
    [english.shortDescription, words.shortDescription, 'short description'],
    [english.description, words.description, 'description'],
    [english.buttonText ?? '', words.buttonText, 'button text'],
    ...tabs,
    ...faqs,
    ...warrantyPairs,
    ...(words.imageAlts ?? []).map((alt, i): [string, string | undefined, string] => [
      [english.image, ...(english.gallery ?? [])][i]?.alt ?? '',
      alt,
      `image ${i} alt`,
    ]),
  ];
}

function tabPairs(
  english: SeedCustomTab | undefined,
  tab: SeedCustomTab,
  where: string,
): [string, string | undefined, string][] {
  return [
    [english?.tabTitle ?? '', tab.tabTitle, `${where} title`],
    [english?.textContent ?? '', tab.textContent, `${where} text`],
    ...(tab.accordionItems ?? []).flatMap((item, i): [string, string | undefined, string][] => [
      [english?.accordionItems?.[i]?.question ?? '', item.question, `${where} item ${i} question`],
      [english?.accordionItems?.[i]?.answer ?? '', item.answer, `${where} item ${i} answer`],
    ]),
    ...(tab.videos ?? []).map((video, i): [string, string | undefined, string] => [
      english?.videos?.[i]?.videoDescription ?? '',
      video.videoDescription,
      `${where} video ${i} description`,
    ]),
    ...(tab.downloads ?? []).map((file, i): [string, string | undefined, string] => [
      english?.downloads?.[i]?.fileDescription ?? '',
      file.fileDescription,
      `${where} file ${i} description`,
    ]),
  ];
}

/** What a translated tab must keep from the English one: its kind, videos and files, in order. */
const tabShape = (tab: SeedCustomTab | undefined) => ({
  contentType: tab?.contentType,
  accordionItems: tab?.accordionItems?.length ?? 0,
  videos: tab?.videos?.map((video) => video.youtubeUrl),
  downloads: tab?.downloads?.map((file) => file.file),
});

describe.each(demoTranslations.map((translation) => [translation.language, translation] as const))(
  'the %s translation',
  (_language, translation) => {
    it('names only products, posts, terms, attributes and payment methods the store has', () => {
      for (const slug of Object.keys(translation.products)) expect(products.has(slug), slug).toBe(true);
      for (const slug of Object.keys(translation.posts)) expect(posts.has(slug), slug).toBe(true);
      for (const [taxonomy, terms] of Object.entries(translation.terms)) {
        for (const slug of Object.keys(terms ?? {})) {
          expect(englishTerm(taxonomy, slug), `${taxonomy}:${slug}`).toBeDefined();
        }
      }
      for (const taxonomy of Object.keys(translation.attributeLabels)) {
        expect(attributes.has(taxonomy as never), taxonomy).toBe(true);
      }
      for (const id of Object.keys(translation.paymentGateways)) expect(GATEWAYS.has(id), id).toBe(true);
    });

    it('keeps the English tabs, FAQs and warranty items: count, order, kinds, videos and files', () => {
      for (const [slug, words] of Object.entries(translation.products)) {
        const english = products.get(slug) as SeedProduct;
        if (words.tabs) expect(words.tabs.map(tabShape), slug).toEqual((english.tabs ?? []).map(tabShape));
        if (words.faqs) expect(words.faqs.length, slug).toBe(english.faqs?.length ?? 0);
        if (words.warranty) {
          expect(words.warranty.useCustomWarranty, slug).toBe(english.warranty?.useCustomWarranty);
          expect(words.warranty.customWarrantyItems.length, slug).toBe(
            english.warranty?.customWarrantyItems.length ?? 0,
          );
        }
        const ownAttributes = new Map(
          english.attributes
            .filter((attribute) => !attribute.name.startsWith('pa_'))
            .map((attribute) => [attribute.name, attribute.options]),
        );
        for (const name of Object.keys(words.attributeLabels ?? {})) {
          expect(ownAttributes.has(name), `${slug}: ${name}`).toBe(true);
        }
        // Labels and values of the product's own attributes may read the same (NRR, 9100XX).
        for (const [name, values] of Object.entries(words.attributeValues ?? {})) {
          for (const value of Object.keys(values)) {
            expect(ownAttributes.get(name)?.includes(value), `${slug}: ${name} ${value}`).toBe(true);
          }
        }
        if (words.imageAlts) {
          expect(words.imageAlts.length, `${slug} image alts`).toBe(1 + (english.gallery?.length ?? 0));
        }
      }
    });

    it('reads differently from English wherever it gives words', () => {
      const pairs: [string, string | undefined, string][] = [
        [defaultOptions('').banner.bannerText, translation.banner.text, 'banner'],
        ...Object.entries(translation.attributeLabels).map(([taxonomy, label]): [string, string, string] => [
          attributes.get(taxonomy as never)?.label ?? '',
          label as string,
          taxonomy,
        ]),
        ...Object.entries(translation.terms).flatMap(([taxonomy, terms]) =>
          Object.entries(terms ?? {}).flatMap(([slug, words]): [string, string | undefined, string][] => [
            // An attribute term may read the same (French "Orange"); a category is the store's own words.
            [
              englishTerm(taxonomy, slug)?.name ?? '',
              taxonomy === 'product_cat' ? words.name : undefined,
              `${taxonomy}:${slug}`,
            ],
            [
              englishTerm(taxonomy, slug)?.description ?? '',
              words.description,
              `${taxonomy}:${slug} description`,
            ],
            [categories.get(slug)?.image.alt ?? '', words.imageAlt, `${taxonomy}:${slug} image alt`],
          ]),
        ),
        ...Object.entries(translation.products).flatMap(([slug, words]) =>
          productPairs(products.get(slug) as SeedProduct, words).map(
            ([english, translated, where]): [string, string | undefined, string] => [
              english,
              translated,
              `${slug} ${where}`,
            ],
          ),
        ),
        ...Object.entries(translation.posts).flatMap(
          ([slug, words]): [string, string | undefined, string][] => [
            [posts.get(slug)?.title ?? '', words.title, `${slug} title`],
            [posts.get(slug)?.excerpt ?? '', words.excerpt, `${slug} excerpt`],
            [posts.get(slug)?.content ?? '', words.content, `${slug} content`],
            [posts.get(slug)?.image.alt ?? '', words.imageAlt, `${slug} image alt`],
          ],
        ),
        ...Object.entries(translation.paymentGateways).flatMap(
          ([id, words]): [string, string | undefined, string][] => [
            [GATEWAYS.get(id)?.title ?? '', words.title, `${id} title`],
            [GATEWAYS.get(id)?.description ?? '', words.description, `${id} description`],
          ],
        ),
      ];
      const same = pairs.filter(
        ([english, translated]) => translated !== undefined && translated === english,
      );
      expect(same.map(([, , where]) => where)).toEqual([]);
    });
  },
);

describe('seeding the translations', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('writes every translation beside the catalogue', async () => {
    const { db } = store.database;
    const rows = async (table: typeof productTranslations | typeof termTranslations, language: string) =>
      (await db.select({ n: count() }).from(table).where(eq(table.language, language)))[0]?.n;
    for (const translation of demoTranslations) {
      const { language } = translation;
      expect(await rows(productTranslations, language)).toBe(Object.keys(translation.products).length);
      const terms = Object.values(translation.terms).reduce(
        (sum, bySlug) => sum + Object.keys(bySlug ?? {}).length,
        0,
      );
      expect(await rows(termTranslations, language)).toBe(terms);
      const posted = await db.select().from(postTranslations).where(eq(postTranslations.language, language));
      expect(posted.length).toBe(Object.keys(translation.posts).length);
      const labels = await db
        .select()
        .from(attributeTranslations)
        .where(eq(attributeTranslations.language, language));
      expect(labels.length).toBe(Object.keys(translation.attributeLabels).length);
    }
  });

  it('adds the translations to a demo store seeded before they existed, once', async () => {
    const { db } = store.database;
    for (const table of [
      productTranslations,
      termTranslations,
      attributeTranslations,
      postTranslations,
      mediaTranslations,
    ]) {
      await db.delete(table);
    }
    expect(await addMissingDemoTranslations(db)).toBe(true);
    const [german] = demoTranslations;
    const written = await db
      .select({ n: count() })
      .from(productTranslations)
      .where(eq(productTranslations.language, german?.language ?? ''));
    expect(written[0]?.n).toBe(Object.keys(german?.products ?? {}).length);
    expect(await addMissingDemoTranslations(db)).toBe(false);
  });

  it('leaves a store without the demo catalogue alone', async () => {
    const other = await startTestStore({ seed: false });
    try {
      expect(await addMissingDemoTranslations(other.database.db)).toBe(false);
    } finally {
      await other.close();
    }
  });

  const empty: StoreTranslation = {
    language: 'fr',
    banner: { text: 'Bannière' },
    attributeLabels: {},
    terms: {},
    products: {},
    posts: {},
    paymentGateways: {},
  };

  it.each([
    ['product "no-such-product"', { products: { 'no-such-product': { name: 'Produit' } } }],
    [
      'term "product_cat:no-such-category"',
      { terms: { product_cat: { 'no-such-category': { name: 'Rayon' } } } },
    ],
    ['post "no-such-post"', { posts: { 'no-such-post': { title: 'Titre', excerpt: '', content: '' } } }],
    ['attribute "pa_weight"', { attributeLabels: { pa_weight: 'Poids' } }],
    ['payment method "no_such_gateway"', { paymentGateways: { no_such_gateway: { title: 'Carte' } } }],
  ])('stops at a translation naming an unknown %s', async (what, fields) => {
    const translation = { ...empty, ...fields } as StoreTranslation;
    await expect(seedTranslations(store.database.db, demoCatalog, [translation])).rejects.toThrow(
      `The fr translation names unknown ${what}.`,
    );
  });
});
