import type { GiftCardLine } from '@/features/gift-cards/gift-card-line';

/** The cart as the storefront's components see it (mapped from WooGraphQL in map-cart.ts). */
export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  quantity: number;
  /** Line amounts before/after coupons. Every amount in a cart is in integer cents of the store currency. */
  subtotal: number;
  total: number;
  image: { url: string; alt: string } | null;
  /** A gift card's recipient, delivery day and amount; null for any other product. */
  giftCard: GiftCardLine | null;
}

interface CartCoupon {
  code: string;
  discount: number;
}

/** A gift card paying part of the cart (gift cards plugin): its balance before this order and what it pays, in cents. */
export interface AppliedGiftCard {
  code: string;
  balance: number;
  amount: number;
}

export interface ShippingRate {
  id: string;
  label: string;
  cost: number;
}

export interface Cart {
  lines: CartLine[];
  itemCount: number;
  subtotal: number;
  total: number;
  shippingTotal: number;
  discountTotal: number;
  totalTax: number;
  coupons: CartCoupon[];
  shippingRates: ShippingRate[];
  chosenShippingMethods: string[];
  /**
   * Something in the cart is shipped (WooGraphQL's needsShippingAddress): false for a cart of
   * downloads, virtual products and gift cards only, which has no shipping to choose or show.
   */
  needsShipping: boolean;
}

export const EMPTY_CART: Cart = {
  lines: [],
  itemCount: 0,
  subtotal: 0,
  total: 0,
  shippingTotal: 0,
  discountTotal: 0,
  totalTax: 0,
  coupons: [],
  shippingRates: [],
  chosenShippingMethods: [],
  needsShipping: false,
};
