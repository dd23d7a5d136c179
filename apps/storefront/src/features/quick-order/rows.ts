/**
 * The rows a buyer types or pastes: a SKU and a quantity each. Pasted text is a spreadsheet's
 * copy (tab-separated) or a CSV line (comma or semicolon); a missing quantity is one, and a first
 * line whose quantity is a word ("SKU, Qty") is a header and is left out.
 */

/** WooCommerce's addCartItems takes any number; a buyer's list past this is split. */
export const MAX_ROWS = 100;

export interface OrderRow {
  /** Stable across edits, for React's keys and for matching answers to rows. */
  id: number;
  sku: string;
  /** As typed: checked when the row is (rowState), so the buyer's text is never changed. */
  quantity: string;
}

export interface PastedRows {
  rows: Omit<OrderRow, 'id'>[];
  /** Lines past MAX_ROWS, not taken. */
  dropped: number;
}

const SEPARATOR = /\t|;|,/;

export function parsePastedRows(text: string, room = MAX_ROWS): PastedRows {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const rows = lines.flatMap((line, index) => {
    const [sku = '', quantity = ''] = line
      .split(SEPARATOR)
      .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    if (!sku) return [];
    if (index === 0 && quantity !== '' && !/\d/.test(quantity)) return [];
    return [{ sku, quantity: quantity === '' ? '1' : quantity }];
  });
  const kept = Math.max(0, room);
  return { rows: rows.slice(0, kept), dropped: Math.max(0, rows.length - kept) };
}

/** A quantity as typed, when it is a whole number of at least one; null otherwise. */
export function wholeQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 ? quantity : null;
}

/** The SKUs of the rows, once each, as WooGraphQL's `sku` argument compares them (case aside). */
export const skuKey = (sku: string) => sku.trim().toLowerCase();
