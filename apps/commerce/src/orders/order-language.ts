/**
 * The language an order was placed in, kept on the order as WPML's WooCommerce Multilingual keeps
 * it (the `wpml_language` order meta), so mail sent later about the order (its payment recorded)
 * speaks the shopper's language, as the confirmation at checkout did. Only a language other than
 * the default is recorded, so an English order is stored exactly as before; the checkout sets it
 * and a client's own `metaData` entry of that key is dropped.
 */
import { asStoreLanguage, DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import type { MetaDataEntry } from '../db/schema.ts';
import type { OrderRow } from './types.ts';

export const ORDER_LANGUAGE_META_KEY = 'wpml_language';

/** The client's meta entries without the language key, plus the order's language. */
export function withOrderLanguage(metaData: MetaDataEntry[], language: StoreLanguage): MetaDataEntry[] {
  const others = metaData.filter((entry) => entry.key !== ORDER_LANGUAGE_META_KEY);
  return language === DEFAULT_LANGUAGE
    ? others
    : [...others, { key: ORDER_LANGUAGE_META_KEY, value: language }];
}

/** The language the order was placed in; the default when none is recorded. */
export const orderLanguage = (order: Pick<OrderRow, 'metaData'>): StoreLanguage =>
  asStoreLanguage(order.metaData.find((entry) => entry.key === ORDER_LANGUAGE_META_KEY)?.value) ??
  DEFAULT_LANGUAGE;
