/**
 * Buying an order again (stock WooGraphQL): each line of the order as it can be bought today, at
 * today's price, or why it cannot. A variation goes back with the values the line chose (its meta
 * data, keyed by attribute), which a variation taking any value of an attribute needs again.
 */
import type { CartAddition } from '@/features/cart/cart-action-types';
import type { GetOrderForBuyAgainQuery } from '@/graphql/generated';
import { parseCents } from '@/lib/format/price';

type LineNode = NonNullable<NonNullable<GetOrderForBuyAgainQuery['order']>['lineItems']>['nodes'][number];

/** Why a line cannot go back in the cart: its product is gone, out of stock, or chosen on its page. */
export type Unavailable = 'gone' | 'outOfStock' | 'giftCard' | 'notSold';

export interface BuyAgainLine {
  key: number;
  name: string;
  /** The product page (a variation's is its product's); null when the product is gone. */
  slug: string | null;
  quantity: number;
  /** Today's unit price in cents. */
  unitPrice: number | null;
  /** What goes to the cart, or why nothing can. */
  outcome: { addition: CartAddition } | { unavailable: Unavailable };
}

const giftCard = (metaData: readonly ({ key: string; value: string | null } | null)[] | null | undefined) =>
  (metaData ?? []).some((entry) => entry?.key === '_gift_card' && entry.value === 'yes');

/** The line's chosen values for the product's variation attributes, as addToCart takes them. */
function chosenValues(line: LineNode): { attributeName: string; attributeValue: string }[] {
  const product = line.product?.node;
  const names = new Set(
    (product && 'attributes' in product ? (product.attributes?.nodes ?? []) : [])
      .filter((attribute) => attribute.variation && attribute.name)
      .map((attribute) => (attribute.name ?? '').toLowerCase()),
  );
  return (line.metaData ?? []).flatMap((entry) =>
    entry?.value && names.has(entry.key.toLowerCase())
      ? [{ attributeName: entry.key, attributeValue: entry.value }]
      : [],
  );
}

export function buyAgainLines(order: GetOrderForBuyAgainQuery['order']): BuyAgainLine[] {
  return (order?.lineItems?.nodes ?? []).map((line, index) => {
    const product = line.product?.node;
    const variation = line.variation?.node;
    const quantity = Math.max(1, line.quantity ?? 1);
    const item = variation ?? product;
    const base = {
      key: line.databaseId ?? index,
      name: variation?.name ?? product?.name ?? '',
      slug: product?.slug ?? null,
      quantity,
      unitPrice: item && 'price' in item ? parseCents(item.price?.split(/,\s+/)[0]) : null,
    };
    const unavailable = (reason: Unavailable): BuyAgainLine => ({
      ...base,
      outcome: { unavailable: reason },
    });
    if (!product || (line.variationId && !variation)) return unavailable('gone');
    if (giftCard(product.metaData)) return unavailable('giftCard');
    if (item && 'stockStatus' in item && item.stockStatus === 'OUT_OF_STOCK')
      return unavailable('outOfStock');
    if (item?.purchasable === false) return unavailable('notSold');
    const values = variation ? chosenValues(line) : [];
    return {
      ...base,
      outcome: {
        addition: {
          productId: product.databaseId,
          quantity,
          name: base.name,
          ...(variation ? { variationId: variation.databaseId } : {}),
          ...(values.length > 0 ? { variation: values } : {}),
        },
      },
    };
  });
}
