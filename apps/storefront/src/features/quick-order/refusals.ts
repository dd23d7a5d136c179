/**
 * What addCartItems could not add, back on the rows that asked for it. Its reasons are
 * WooCommerce's notices, HTML and entities included (real-site/quick-order.json: "You cannot add
 * that amount to the cart &mdash; we have 3 in stock … <a href=…>View cart</a>"): shown as text.
 */
import { decodeHTML } from 'entities';
import type { AddCartItemsMutation } from '@/graphql/generated';
import type { OrderRow } from './rows';

type CartItemError = NonNullable<NonNullable<AddCartItemsMutation['addCartItems']>['cartErrors']>[number];

/** The backend's reason for each refused row, by row id. */
export type RowRefusals = ReadonlyMap<number, string>;

interface SentLine {
  row: Pick<OrderRow, 'id'>;
  addition: { productId: number; variationId: number | null };
}

/** A notice as plain text: tags dropped (the text of a link kept), entities decoded. */
export const noticeText = (html: string) =>
  decodeHTML(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Each error goes to the first line sent for its product and variation that has none yet. */
export function refusalsByRow(
  lines: readonly SentLine[],
  errors: readonly CartItemError[],
): Map<number, string> {
  const refused = new Map<number, string>();
  for (const error of errors) {
    if (!error) continue;
    const line = lines.find(
      ({ row, addition }) =>
        !refused.has(row.id) &&
        addition.productId === error.productId &&
        (addition.variationId ?? 0) === (error.variationId ?? 0),
    );
    if (line)
      refused.set(
        line.row.id,
        (error.reasons ?? [])
          .filter(Boolean)
          .map((reason) => noticeText(reason ?? ''))
          .join(' '),
      );
  }
  return refused;
}
