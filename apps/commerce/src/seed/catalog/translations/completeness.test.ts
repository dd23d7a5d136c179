/**
 * Nothing of the demo store stays English in another language: every product, category, word
 * term and blog post has its translation, with each text the English one has (tabs, FAQs,
 * warranty, button), an alt text for every image, and a label and a value for every one of the
 * product's own attributes. A term whose name is a code (FFP2, EN 388, XL) reads the same
 * everywhere and needs none; one made of words is given even where it reads the same (French
 * "Orange"), so a forgotten one shows; a category named after a brand (Speedglas) keeps its name but not
 * its description or image text. translations.test.ts checks that what is given fits.
 */
import { describe, expect, it } from 'vitest';
import type { SeedProduct } from '../../types.ts';
import { demoCatalog } from '../index.ts';
import { demoTranslations } from './index.ts';

/** A name made of words ("Hi-Vis Yellow"), not a code ("FFP2", "EN 388", "XL"). */
const isWords = (name: string) => /[a-z]{3}/.test(name);

/** What a product's translation lacks, as "slug: what". */
function productGaps(product: SeedProduct, words: (typeof demoTranslations)[number]['products'][string]) {
  const gaps: string[] = [];
  const need = (missing: boolean, what: string) => missing && gaps.push(`${product.slug}: ${what}`);
  need(!words.shortDescription && product.shortDescription !== '', 'short description');
  need(!words.description && product.description !== '', 'description');
  need(!words.buttonText && !!product.buttonText, 'button text');
  need(!words.tabs && !!product.tabs?.length, 'tabs');
  need(!words.faqs && !!product.faqs?.length, 'FAQs');
  need(!words.warranty && !!product.warranty, 'warranty');
  need((words.imageAlts?.length ?? 0) !== 1 + (product.gallery?.length ?? 0), 'image alt texts');
  for (const attribute of product.attributes.filter((each) => !each.name.startsWith('pa_'))) {
    need(!words.attributeLabels?.[attribute.name], `label of ${attribute.name}`);
    for (const value of attribute.options) {
      need(!words.attributeValues?.[attribute.name]?.[value], `${attribute.name} value ${value}`);
    }
  }
  return gaps;
}

describe.each(demoTranslations.map((translation) => [translation.language, translation] as const))(
  'the %s translation of the demo store',
  (_language, translation) => {
    it('has every product with all its texts, image alt texts and own attribute words', () => {
      const gaps = demoCatalog.products.flatMap((product) => {
        const words = translation.products[product.slug];
        return words ? productGaps(product, words) : [`${product.slug}: everything`];
      });
      expect(gaps).toEqual([]);
    });

    it('has every category with its description and image text, and every word term', () => {
      const categories = translation.terms.product_cat ?? {};
      const gaps = demoCatalog.categories.flatMap((category) => {
        const words = categories[category.slug];
        return [
          !words?.imageAlt && `product_cat:${category.slug} image alt text`,
          category.description && !words?.description && `product_cat:${category.slug} description`,
        ].filter((gap): gap is string => typeof gap === 'string');
      });
      for (const attribute of demoCatalog.attributes) {
        for (const term of attribute.terms.filter((each) => isWords(each.name))) {
          if (!translation.terms[attribute.slug]?.[term.slug]?.name)
            gaps.push(`${attribute.slug}:${term.slug}`);
        }
      }
      expect(gaps).toEqual([]);
    });

    it('has every blog post with its featured image text', () => {
      const gaps = demoCatalog.posts.flatMap((post) => {
        const words = translation.posts[post.slug];
        if (!words) return [`${post.slug}: everything`];
        return words.imageAlt ? [] : [`${post.slug}: image alt text`];
      });
      expect(gaps).toEqual([]);
    });
  },
);
