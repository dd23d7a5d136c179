/**
 * How the demo store's content is translated: one StoreTranslation per language, in
 * translations/<language>/. Whatever a translation leaves out is shown in English, the store's
 * own language, as a multilingual plugin (WPML, Polylang) falls back to the original.
 * Translations are written by people for shoppers: never machine gibberish or an English copy.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import type { GlobalAttributeSlug, SeedCustomTab, SeedWarranty } from '../../types.ts';

export interface StoreTranslation {
  /** WPML language code. */
  language: Exclude<StoreLanguage, 'en'>;
  /** The announcement banner above the header; `{amount}` is the free-shipping minimum, written the language's way. */
  banner: { text: string; linkText?: string };
  /** Labels of the global attributes by taxonomy: { pa_color: 'Farbe' }. */
  attributeLabels: Partial<Record<GlobalAttributeSlug, string>>;
  /**
   * Term names (and descriptions) by taxonomy and slug: product categories (product_cat) and the
   * terms of each global attribute (pa_color, pa_size...). Codes that read the same in every
   * language (FFP2, EN 388) are left out.
   */
  terms: Partial<Record<'product_cat' | GlobalAttributeSlug, Record<string, TermTranslation>>>;
  /** Products by slug. */
  products: Record<string, ProductTranslation>;
  /** Blog posts by slug (HTML kept as in English, text translated). */
  posts: Record<string, PostTranslation>;
  /**
   * Titles and descriptions of the store's own payment methods by gateway id (test_card,
   * stripe). WooCommerce's standard methods (bacs, cheque, cod) and shipping methods are
   * translated by the storefront from their ids.
   */
  paymentGateways: Record<string, { title: string; description?: string }>;
}

export interface TermTranslation {
  /** Left out when the name reads the same (a brand such as Speedglas) but the description does not. */
  name?: string;
  description?: string;
  /** The alt text of the category's image. */
  imageAlt?: string;
}

export interface ProductTranslation {
  name: string;
  shortDescription?: string;
  description?: string;
  /** The external product's button ("Buy from manufacturer"). */
  buttonText?: string;
  /** The product's tabs in the English order and count, with the same videos and files. */
  tabs?: SeedCustomTab[];
  /** The product's FAQs in the English order and count. */
  faqs?: { question: string; answer: string }[];
  /** Warranty with the English items in the same order. */
  warranty?: SeedWarranty;
  /** Labels of the product's own (local) attributes by their English name: { Weight: 'Gewicht' }. */
  attributeLabels?: Record<string, string>;
  /**
   * Values of the product's own (local) attributes by English attribute name, then English value:
   * { 'Lens tint': { Clear: 'Klar' } }, every value, written the same where it reads the same
   * (9100XX, 30 dB). The variations' image alt texts are built from these, the translated name
   * and the attribute labels, as the English ones are.
   */
  attributeValues?: Record<string, Record<string, string>>;
  /** Alt texts of the product's image, then of each gallery image, in the English order and count. */
  imageAlts?: string[];
}

export interface PostTranslation {
  title: string;
  /** HTML. */
  excerpt: string;
  /** HTML. */
  content: string;
  /** The alt text of the post's featured image. */
  imageAlt?: string;
}
