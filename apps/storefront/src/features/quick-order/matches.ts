/**
 * What a row's SKU names, from the backend's answer (productsWithVariations), and what the row
 * then says: its product, unit price, stock and line total, or why it cannot be ordered as it is.
 */
import type { QuickOrderMatchFragment } from '@/graphql/generated';
import { parseCents } from '@/lib/format/price';
import { type OrderRow, skuKey, wholeQuantity } from './rows';

export interface Match {
  productId: number;
  variationId: number | null;
  /** The product's name; a variation's is its product's with its values ("6500 Half Mask - M"). */
  name: string;
  sku: string;
  /** The product page: a variation's is its product's. */
  slug: string;
  /** Unit price in cents; null when the store shows none. */
  unitPrice: number | null;
  /** What can be ordered of it by SKU: a variable product's own SKU names no one option. */
  kind: 'item' | 'choose' | 'unsold';
  inStock: boolean;
  /** Units left where the store counts them; null where it does not. */
  stock: number | null;
}

/** A RAW price's amount in cents (a range's low end). */
const cents = (raw: string | null | undefined) => parseCents(raw?.split(/,\s+/)[0]);

export function toMatch(node: QuickOrderMatchFragment): Match | null {
  if (!node.sku) return null;
  const common = { name: node.name ?? node.sku, sku: node.sku, slug: node.slug ?? '' };
  switch (node.__typename) {
    case 'SimpleProduct':
      return {
        ...common,
        productId: node.databaseId,
        variationId: null,
        unitPrice: cents(node.price),
        kind: 'item',
        inStock: node.stockStatus !== 'OUT_OF_STOCK',
        stock: node.manageStock === 'TRUE' ? (node.stockQuantity ?? null) : null,
      };
    case 'SimpleProductVariation': {
      const parent = node.parent?.node;
      if (!parent) return null;
      return {
        ...common,
        slug: parent.slug ?? '',
        productId: parent.databaseId,
        variationId: node.databaseId,
        unitPrice: cents(node.price),
        kind: 'item',
        inStock: node.stockStatus !== 'OUT_OF_STOCK',
        stock: node.stockQuantity ?? null,
      };
    }
    case 'VariableProduct':
      return {
        ...common,
        productId: node.databaseId,
        variationId: null,
        unitPrice: null,
        kind: 'choose',
        inStock: true,
        stock: null,
      };
    default:
      return {
        ...common,
        productId: node.databaseId,
        variationId: null,
        unitPrice: null,
        kind: 'unsold',
        inStock: false,
        stock: null,
      };
  }
}

/** Matches by SKU key; a SKU the answer did not name maps to null (unknown), once asked. */
export function matchesOf(
  asked: readonly string[],
  nodes: readonly (QuickOrderMatchFragment | null)[],
): Map<string, Match | null> {
  const found = new Map<string, Match | null>(asked.map((sku) => [skuKey(sku), null]));
  for (const node of nodes) {
    const match = node ? toMatch(node) : null;
    if (match) found.set(skuKey(match.sku), match);
  }
  return found;
}

export type RowState =
  | { status: 'empty' | 'looking' }
  | { status: 'unknown' | 'quantity'; match?: Match }
  | { status: 'choose' | 'unsold' | 'outOfStock'; match: Match }
  | { status: 'overStock'; match: Match; stock: number }
  | { status: 'ready'; match: Match; quantity: number; lineTotal: number | null };

/**
 * What a row says. `matches` holds every SKU asked so far (null: no such SKU); a SKU not in it is
 * still being looked up. `inOtherRows` counts the same item's units in the rows above, which draw
 * on the same stock.
 */
export function rowState(
  row: OrderRow,
  matches: ReadonlyMap<string, Match | null>,
  inOtherRows = 0,
): RowState {
  if (!row.sku.trim()) return { status: 'empty' };
  const key = skuKey(row.sku);
  if (!matches.has(key)) return { status: 'looking' };
  const match = matches.get(key);
  if (!match) return { status: 'unknown' };
  if (match.kind !== 'item') return { status: match.kind, match };
  if (!match.inStock) return { status: 'outOfStock', match };
  const quantity = wholeQuantity(row.quantity);
  if (quantity === null) return { status: 'quantity', match };
  if (match.stock !== null && quantity + inOtherRows > match.stock)
    return { status: 'overStock', match, stock: Math.max(0, match.stock - inOtherRows) };
  return {
    status: 'ready',
    match,
    quantity,
    lineTotal: match.unitPrice === null ? null : match.unitPrice * quantity,
  };
}

/** Every row's state, the same item's earlier rows counted against its stock. */
export function rowStates(rows: readonly OrderRow[], matches: ReadonlyMap<string, Match | null>): RowState[] {
  const used = new Map<string, number>();
  return rows.map((row) => {
    const match = matches.get(skuKey(row.sku));
    const item = match ? `${match.productId}:${match.variationId ?? ''}` : '';
    const state = rowState(row, matches, used.get(item) ?? 0);
    if (state.status === 'ready') used.set(item, (used.get(item) ?? 0) + state.quantity);
    return state;
  });
}
