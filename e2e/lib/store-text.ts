import type { APIRequestContext } from '@playwright/test';
import { decodeHTML } from 'entities';
import { demoCatalog } from '../../apps/commerce/src/seed/catalog/index.ts';
import { variationAlts } from '../../apps/commerce/src/seed/catalog/translations/alt-words.ts';
import { demoTranslations } from '../../apps/commerce/src/seed/catalog/translations/index.ts';
import type { StoreTranslation } from '../../apps/commerce/src/seed/catalog/translations/types.ts';
import type { StoreLanguage } from '../../packages/shop-rules/src/languages.ts';
import { withFreeShippingMinimum } from '../../packages/shop-rules/src/shipping.ts';
import { backendQuery } from './backend';

/**
 * The demo store's content in one language: every English text of the demo catalogue (and the
 * backend's own defaults: banner, payment methods) whose translation reads differently, every
 * translated text, and the content that stays English by design (reviews, the customers' own words). A shopper reading that language must never meet the first;
 * the others are the store's own words, whatever interface text they resemble.
 */
export interface StoreWords {
  /** English text → where it comes from ("product brightline-…: name"). */
  english: Map<string, string>;
  translated: Set<string>;
  keptEnglish: Set<string>;
}

/** A text unit needs this many letters to count: codes, sizes and numbers read alike everywhere. */
export const MIN_LETTERS = 3;

export const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length;

/** A line of text and, when it holds several, each of its sentences and "label: value" parts. */
export function sentences(line: string): string[] {
  const parts = line.split(/(?<=[.!?])\s+/).flatMap((sentence) => [sentence, ...sentence.split(/:\s+/)]);
  return [...new Set([line, ...parts].map((part) => part.trim()).filter(Boolean))];
}

/** The lines (paragraphs, list items, headings) of an HTML or plain text, and their sentences. */
export function textUnits(html: string): string[] {
  const text = decodeHTML(
    html
      .replace(/<br\s*\/?>|<\/(?:p|li|h\d|div|td|th|dt|dd|blockquote|figcaption)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  return [...new Set(lines.flatMap(sentences))].filter((unit) => letterCount(unit) >= MIN_LETTERS);
}

/** The translation of the demo store into `language`, or none for English. */
export function storeTranslation(language: StoreLanguage): StoreTranslation | undefined {
  return demoTranslations.find((translation) => translation.language === language);
}

/** Pairs of [English, translated, source] the translation of one language gives. */
type Pair = [string | undefined, string | undefined, string];

function catalogPairs(translation: StoreTranslation | undefined): Pair[] {
  const pairs: Pair[] = [];
  for (const attribute of demoCatalog.attributes) {
    pairs.push([
      attribute.label,
      translation?.attributeLabels[attribute.slug],
      `attribute ${attribute.slug}`,
    ]);
    for (const term of attribute.terms) {
      const name = translation?.terms[attribute.slug]?.[term.slug]?.name;
      pairs.push([term.name, name, `${attribute.slug} term ${term.slug}`]);
    }
  }
  for (const category of demoCatalog.categories) {
    const term = translation?.terms.product_cat?.[category.slug];
    pairs.push([category.name, term?.name, `category ${category.slug}: name`]);
    pairs.push([category.description, term?.description, `category ${category.slug}: description`]);
    pairs.push([category.image.alt, term?.imageAlt, `category ${category.slug}: image`]);
  }
  for (const product of demoCatalog.products) {
    const into = translation?.products[product.slug];
    const source = `product ${product.slug}`;
    pairs.push([product.name, into?.name, `${source}: name`]);
    pairs.push([product.shortDescription, into?.shortDescription, `${source}: short description`]);
    pairs.push([product.description, into?.description, `${source}: description`]);
    pairs.push([product.buttonText, into?.buttonText, `${source}: button`]);
    // Reviews are the customers' own words, in theirs.
    for (const review of product.reviews ?? []) pairs.push([review.content, undefined, `${source}: review`]);
    product.tabs?.forEach((tab, index) => {
      const translated = into?.tabs?.[index];
      const at = `${source}: tab ${index + 1}`;
      pairs.push([tab.tabTitle, translated?.tabTitle, `${at} title`]);
      pairs.push([tab.textContent, translated?.textContent, `${at} text`]);
      tab.accordionItems?.forEach((item, i) => {
        pairs.push([item.question, translated?.accordionItems?.[i]?.question, `${at} question`]);
        pairs.push([item.answer, translated?.accordionItems?.[i]?.answer, `${at} answer`]);
      });
      tab.videos?.forEach((video, i) => {
        pairs.push([video.videoTitle, translated?.videos?.[i]?.videoTitle, `${at} video title`]);
        pairs.push([video.videoDescription, translated?.videos?.[i]?.videoDescription, `${at} video`]);
      });
      tab.downloads?.forEach((file, i) => {
        pairs.push([file.fileTitle, translated?.downloads?.[i]?.fileTitle, `${at} file title`]);
        pairs.push([file.fileDescription, translated?.downloads?.[i]?.fileDescription, `${at} file`]);
      });
    });
    product.faqs?.forEach((faq, index) => {
      pairs.push([faq.question, into?.faqs?.[index]?.question, `${source}: FAQ ${index + 1} question`]);
      pairs.push([faq.answer, into?.faqs?.[index]?.answer, `${source}: FAQ ${index + 1} answer`]);
    });
    if (product.warranty) {
      const warranty = into?.warranty;
      pairs.push([product.warranty.warrantyDuration, warranty?.warrantyDuration, `${source}: warranty`]);
      product.warranty.customWarrantyItems.forEach((item, index) => {
        const translated = warranty?.customWarrantyItems[index];
        pairs.push([item.itemName, translated?.itemName, `${source}: warranty item`]);
        pairs.push([item.itemWarrantyDuration, translated?.itemWarrantyDuration, `${source}: warranty item`]);
      });
    }
    for (const [label, translated] of Object.entries(into?.attributeLabels ?? {}))
      pairs.push([label, translated, `${source}: attribute ${label}`]);
    for (const [label, values] of Object.entries(into?.attributeValues ?? {}))
      for (const [value, translated] of Object.entries(values))
        pairs.push([value, translated, `${source}: ${label} ${value}`]);
    [product.image, ...(product.gallery ?? [])].forEach((image, index) => {
      pairs.push([image.alt, into?.imageAlts?.[index], `${source}: image ${index + 1}`]);
    });
    for (const { sku, english, translated } of variationAlts(product, demoCatalog.attributes, translation))
      pairs.push([english, translated, `${source}: image of ${sku}`]);
  }
  for (const post of demoCatalog.posts) {
    const into = translation?.posts[post.slug];
    pairs.push([post.title, into?.title, `post ${post.slug}: title`]);
    pairs.push([post.excerpt, into?.excerpt, `post ${post.slug}: excerpt`]);
    pairs.push([post.content, into?.content, `post ${post.slug}: content`]);
    pairs.push([post.image.alt, into?.imageAlt, `post ${post.slug}: image`]);
  }
  return pairs;
}

/** The backend's own English: the banner and the titles of the store's payment methods. */
async function defaultPairs(request: APIRequestContext, translation: StoreTranslation): Promise<Pair[]> {
  const data = await backendQuery<{
    bannerSettings: { bannerText: string | null; bannerLinkText: string | null } | null;
    paymentGateways: { nodes: Array<{ id: string; title: string | null; description: string | null }> };
  }>(
    request,
    '{ bannerSettings { bannerText bannerLinkText } paymentGateways { nodes { id title description } } }',
  );
  const pairs: Pair[] = [
    [
      data.bannerSettings?.bannerText ?? undefined,
      withFreeShippingMinimum(translation.banner.text, translation.language),
      'banner',
    ],
    [data.bannerSettings?.bannerLinkText ?? undefined, translation.banner.linkText, 'banner link'],
  ];
  for (const gateway of data.paymentGateways.nodes) {
    const into = translation.paymentGateways[gateway.id];
    pairs.push([gateway.title ?? undefined, into?.title, `payment method ${gateway.id}: title`]);
    pairs.push([
      gateway.description ?? undefined,
      into?.description,
      `payment method ${gateway.id}: description`,
    ]);
  }
  return pairs;
}

/**
 * The store's words on a stock site, which has no translations: all its content, in its own
 * language (English), is the store's and no interface text's.
 */
export function englishStoreWords(): StoreWords {
  const keptEnglish = new Set(catalogPairs(undefined).flatMap(([english]) => textUnits(english ?? '')));
  return { english: new Map(), translated: new Set(), keptEnglish };
}

/** The store's words in `language`: English with a translation, translations, and English kept. */
export async function storeWords(request: APIRequestContext, language: StoreLanguage): Promise<StoreWords> {
  const translation = storeTranslation(language);
  if (!translation) return englishStoreWords();
  const words: StoreWords = { english: new Map(), translated: new Set(), keptEnglish: new Set() };
  for (const [english, translated, source] of [
    ...catalogPairs(translation),
    ...(await defaultPairs(request, translation)),
  ]) {
    if (!english) continue;
    if (!translated || translated === english) {
      for (const unit of textUnits(english)) words.keptEnglish.add(unit);
      continue;
    }
    const into = textUnits(translated);
    for (const unit of into) words.translated.add(unit);
    for (const unit of textUnits(english)) if (!into.includes(unit)) words.english.set(unit, source);
  }
  return words;
}
