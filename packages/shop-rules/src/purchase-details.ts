/**
 * Purchase details a company buyer gives at checkout: a purchase-order number and a note for the
 * receiving dock. Both ride on the order as stock WooCommerce order meta (WooGraphQL's
 * `CheckoutInput.metaData`, answered by `Order.metaData`), under keys that start with `_` so
 * WooCommerce's admin lists them as the shop's own fields rather than as free custom fields. The
 * storefront shows these keys only: an order's owner reads every meta key, WooCommerce's own included.
 * The storefront checks the rules before sending; the commerce backend enforces the same ones.
 */
export const PURCHASE_ORDER_META_KEY = '_po_number';
export const DOCK_NOTE_META_KEY = '_dock_note';

export const PURCHASE_DETAILS_LIMITS = {
  /** A purchase-order number fits any ERP's reference field. */
  purchaseOrder: 50,
  /** A few lines for whoever receives the goods. */
  dockNote: 500,
  /** WooCommerce's billing company, as the backend's address rules allow it. */
  company: 100,
} as const;

export type PurchaseDetailField = keyof typeof PURCHASE_DETAILS_LIMITS;
export type PurchaseDetailProblem = 'required' | 'too_long' | 'invalid_characters';

// Control characters (Unicode's Cc: C0, DEL, C1) never belong in a reference; the note may break lines.
const CONTROL = /\p{Cc}/u;
const LINE_BREAKS = /\r\n|\n|\r/g;

/**
 * The problem of one purchase detail (trimmed first), or null when it may go as it is. Length
 * counts characters as a shopper sees them (code points), not UTF-16 units.
 */
export function purchaseDetailProblem(
  field: PurchaseDetailField,
  value: string,
  required = false,
): PurchaseDetailProblem | null {
  const text = value.trim();
  if (!text) return required ? 'required' : null;
  if ([...text].length > PURCHASE_DETAILS_LIMITS[field]) return 'too_long';
  const checked = field === 'dockNote' ? text.replace(LINE_BREAKS, '') : text;
  return CONTROL.test(checked) ? 'invalid_characters' : null;
}
