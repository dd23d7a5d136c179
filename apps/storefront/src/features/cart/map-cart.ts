import { giftCardLine } from '@/features/gift-cards/gift-card-line';
import type { Cart, CartLine } from '@/features/shopper/cart-types';
import type { CartContentFragment } from '@/graphql/generated';
import { centsOrZero as amount } from '@/lib/format/price';

/**
 * WooGraphQL's cart → the storefront's Cart, every amount in integer cents. `imageUrl` turns a backend image URL into the one
 * the page uses (same-origin media on the server, see lib/catalog/media-url.ts).
 */
export function mapCart(cart: CartContentFragment, imageUrl: (url: string) => string = (url) => url): Cart {
  const lines: CartLine[] = (cart.contents?.nodes ?? []).map((node) => {
    const product = node.product?.node;
    const variation = node.variation?.node;
    const image = variation?.image?.thumbnail ? variation.image : product?.image;
    const name = lineName(node) || variation?.name || product?.name || '';
    return {
      key: node.key,
      productId: product?.databaseId ?? 0,
      variationId: variation?.databaseId ?? null,
      name,
      slug: product?.slug ?? '',
      quantity: node.quantity ?? 0,
      subtotal: amount(node.subtotal),
      total: amount(node.total),
      image: image?.thumbnail ? { url: imageUrl(image.thumbnail), alt: image.altText || name } : null,
      giftCard: giftCardLine(node.extraData),
    };
  });
  return {
    lines,
    itemCount: cart.contents?.itemCount ?? lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: amount(cart.subtotal),
    total: amount(cart.total),
    shippingTotal: amount(cart.shippingTotal),
    discountTotal: amount(cart.discountTotal),
    totalTax: amount(cart.totalTax),
    coupons: (cart.appliedCoupons ?? []).flatMap((coupon) =>
      coupon ? [{ code: coupon.code, discount: amount(coupon.discountAmount) }] : [],
    ),
    shippingRates: (cart.availableShippingMethods ?? []).flatMap((pack) =>
      (pack?.rates ?? []).flatMap((rate) =>
        rate ? [{ id: rate.id, label: rate.label ?? rate.id, cost: amount(rate.cost) }] : [],
      ),
    ),
    chosenShippingMethods: (cart.chosenShippingMethods ?? []).filter((id): id is string => Boolean(id)),
    // Unanswered (null) is read as shipped: the rates and the address prompt are shown then, as before.
    needsShipping: cart.needsShippingAddress ?? true,
  };
}

type CartNode = NonNullable<NonNullable<CartContentFragment['contents']>['nodes'][number]>;

/**
 * A variation line named with every value chosen for it, as WooCommerce titles a variation
 * ("Shirt - Hi-Vis Orange, XXL"): the variation's own name lacks the value given for an attribute
 * it takes any value of. Global values come as term slugs and are shown by their term's name.
 */
function lineName(node: CartNode): string {
  const product = node.product?.node;
  const chosen = (node.variation?.attributes ?? []).filter((attribute) => attribute?.value);
  if (!product?.name || chosen.length === 0) return '';
  const attributes = 'attributes' in product ? (product.attributes?.nodes ?? []) : [];
  const values = chosen.map((attribute) => {
    const owner = attributes.find((candidate) => candidate.name === attribute?.name);
    const terms = owner && 'terms' in owner ? (owner.terms?.nodes ?? []) : [];
    return terms.find((term) => term.slug === attribute?.value)?.name || attribute?.value;
  });
  return `${product.name} - ${values.join(', ')}`;
}

/** The cart payload of any allowed operation's answer (each returns the cart it left). */
export function cartOfResult(data: unknown): CartContentFragment | null {
  if (!data || typeof data !== 'object') return null;
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    if ('contents' in value || 'isEmpty' in value) return value as CartContentFragment;
    const nested = (value as { cart?: CartContentFragment | null }).cart;
    if (nested) return nested;
  }
  return null;
}
