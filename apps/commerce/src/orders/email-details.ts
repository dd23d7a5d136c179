/**
 * The readable parts of an order the confirmation email shows as WooCommerce's does: each line's
 * chosen variation ("Size: XXL, Colour: Orange", attribute labels and term names rather than the
 * stored slugs), the shipping row ("$7.95 via Flat rate") and the address blocks.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AddressFields } from '../db/schema/cart.ts';
import { attributeTaxonomies, productAttributes, terms } from '../db/schema.ts';
import { type CurrencyFormat, formatMoney } from '../lib/money.ts';
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
export async function emailLines(db: Db, items: OrderItemRow[]): Promise<EmailLine[]> {
  const names = [...new Set(items.flatMap((item) => Object.keys(item.variation)))];
  const productIds = [...new Set(items.map((item) => item.productId))];
  const [taxonomyRows, termRows, attributeRows] =
    names.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.select().from(attributeTaxonomies).where(inArray(attributeTaxonomies.slug, names)),
          db
            .select({ taxonomy: terms.taxonomy, slug: terms.slug, name: terms.name })
            .from(terms)
            .where(inArray(terms.taxonomy, names)),
          db
            .select({
              productId: productAttributes.productId,
              name: productAttributes.name,
              position: productAttributes.position,
            })
            .from(productAttributes)
            .where(inArray(productAttributes.productId, productIds)),
        ]);
  const label = new Map(taxonomyRows.map((row) => [row.slug, row.label]));
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
        label.get(name) ?? name,
        termName.get(`${name}|${value}`) ?? value,
      ]),
  }));
}

/** WooCommerce's shipping row: the amount "via" the method, or the method alone when it is free. */
export function shippingRow(order: OrderRow, currency: CurrencyFormat): string | null {
  const title = order.shippingLines.map((line) => line.methodTitle).join(', ');
  if (order.shippingTotal > 0) {
    return title
      ? `${formatMoney(order.shippingTotal, currency)} via ${title}`
      : formatMoney(order.shippingTotal, currency);
  }
  return title || null;
}

const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** An address as the lines of a postal block; empty when the order has none. */
export function addressLines(address: AddressFields): string[] {
  if (!address.address1 && !address.city) return [];
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const place = [address.city, join(address.state, address.postcode)].filter(Boolean).join(', ');
  return [
    join(address.firstName, address.lastName),
    address.company,
    address.address1,
    address.address2,
    place,
    address.country ? countryName(address.country) : undefined,
    address.phone,
    address.email,
  ].filter((line): line is string => Boolean(line));
}

/** The storefront's page of the order, which its key opens for a guest too. */
export const orderReceivedLink = (order: Pick<OrderRow, 'id' | 'orderKey'>, storefrontUrl: string) =>
  `${storefrontUrl}/checkout/order-received/${order.id}?key=${order.orderKey}`;
