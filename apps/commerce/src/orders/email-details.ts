/**
 * The readable parts of an order the confirmation email shows as WooCommerce's does: each line's
 * chosen variation ("Size: XXL, Colour: Orange", attribute labels and term names rather than the
 * stored slugs), the shipping row ("$7.95 via Flat rate") and the address blocks, in the order's
 * language (labels and term names through the catalogue's translations, English where none).
 */

import { DEFAULT_LANGUAGE, type StoreLanguage, storefrontPageIn } from '@ppe/shop-rules/languages';
import { inArray } from 'drizzle-orm';
import {
  attributeLabelsIn,
  type LocalAttributeWords,
  localAttributeWords,
  localizeTerms,
} from '../catalog/translations.ts';
import type { Db } from '../db/client.ts';
import type { AddressFields } from '../db/schema/cart.ts';
import { attributeTaxonomies, productAttributes, terms } from '../db/schema.ts';
import { countryNameIn, formatMoneyIn } from '../lib/locale-format.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import { ORDER_EMAIL_TEXTS } from './email-texts.ts';
import { shippingTitleIn } from './method-titles.ts';
import type { OrderItemRow, OrderRow } from './types.ts';

/** An order line as the email lists it. */
export interface EmailLine {
  name: string;
  quantity: number;
  /** Before coupons, so the lines add up to the order's subtotal (as WooCommerce's emails show). */
  subtotal: number;
  /** "Label: Value" pairs of the chosen variation, in the product's attribute order. */
  variation: [string, string][];
}

/** The lines with their variations spelled out; a removed attribute or term shows as stored. */
export async function emailLines(
  db: Db,
  items: OrderItemRow[],
  language: StoreLanguage = DEFAULT_LANGUAGE,
): Promise<EmailLine[]> {
  const names = [...new Set(items.flatMap((item) => Object.keys(item.variation)))];
  const productIds = [...new Set(items.map((item) => item.productId))];
  const [taxonomyRows, termRows, attributeRows, globalLabels, localWords] =
    names.length === 0
      ? [[], [], [], new Map<string, string>(), new Map<number, LocalAttributeWords>()]
      : await Promise.all([
          db.select().from(attributeTaxonomies).where(inArray(attributeTaxonomies.slug, names)),
          db
            .select()
            .from(terms)
            .where(inArray(terms.taxonomy, names))
            .then((rows) => localizeTerms(db, language, rows)),
          db
            .select({
              productId: productAttributes.productId,
              name: productAttributes.name,
              position: productAttributes.position,
            })
            .from(productAttributes)
            .where(inArray(productAttributes.productId, productIds)),
          attributeLabelsIn(db, language),
          localAttributeWords(db, language, productIds),
        ]);
  const label = new Map(taxonomyRows.map((row) => [row.slug, globalLabels.get(row.slug) ?? row.label]));
  const termName = new Map(termRows.map((row) => [`${row.taxonomy}|${row.slug}`, row.name]));
  const position = new Map(attributeRows.map((row) => [`${row.productId}|${row.name}`, row.position]));
  const place = (item: OrderItemRow, name: string) =>
    position.get(`${item.productId}|${name}`) ?? Number.MAX_SAFE_INTEGER;
  return items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    subtotal: item.subtotal,
    variation: Object.entries(item.variation)
      .filter(([, value]) => value !== '')
      .sort(([a], [b]) => place(item, a) - place(item, b))
      .map(([name, value]): [string, string] => [
        label.get(name) ?? localWords.get(item.productId)?.labels[name] ?? name,
        termName.get(`${name}|${value}`) ?? localWords.get(item.productId)?.values[name]?.[value] ?? value,
      ]),
  }));
}

/** WooCommerce's shipping row: the amount "via" the method, or the method alone when it is free. */
export function shippingRow(
  order: OrderRow,
  currency: CurrencyFormat,
  language: StoreLanguage = DEFAULT_LANGUAGE,
): string | null {
  const title = order.shippingLines
    .map((line) => shippingTitleIn(line.methodId, line.methodTitle, language))
    .join(', ');
  if (order.shippingTotal > 0) {
    const amount = formatMoneyIn(order.shippingTotal, currency, language);
    return title ? (ORDER_EMAIL_TEXTS[language] ?? ORDER_EMAIL_TEXTS.en).via(amount, title) : amount;
  }
  return title || null;
}

/** An address as the lines of a postal block, its country named in `language`; empty when none. */
export function addressLines(address: AddressFields, language: StoreLanguage = DEFAULT_LANGUAGE): string[] {
  if (!address.address1 && !address.city) return [];
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const place = [address.city, join(address.state, address.postcode)].filter(Boolean).join(', ');
  return [
    join(address.firstName, address.lastName),
    address.company,
    address.address1,
    address.address2,
    place,
    address.country ? countryNameIn(address.country, language) : undefined,
    address.phone,
    address.email,
  ].filter((line): line is string => Boolean(line));
}

/** The storefront's page of the order in the mail's language, which its key opens for a guest too. */
export const orderReceivedLink = (
  order: Pick<OrderRow, 'id' | 'orderKey'>,
  storefrontUrl: string,
  language: StoreLanguage,
) => storefrontPageIn(storefrontUrl, language, `/checkout/order-received/${order.id}?key=${order.orderKey}`);
