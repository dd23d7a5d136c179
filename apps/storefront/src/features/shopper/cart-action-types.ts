/** What the cart part of the shopper's store offers its islands (made in cart-actions.ts). */
import type { AccountState } from '@/features/shopper/account-types';
import type { CustomerAddressInput } from '@/graphql/generated';
import type { PendingAddition, ShopperResult } from './store';

/** One chosen value of a variation attribute, as WooGraphQL's ProductAttributeInput takes it. */
export interface AttributeChoice {
  attributeName: string;
  attributeValue: string;
}

/** One addition to the cart, as the shopper chose it. */
export interface CartAddition {
  productId: number;
  quantity: number;
  variationId?: number | null;
  /** The shopper's value for every attribute (WooCommerce needs those a variation takes any of). */
  variation?: readonly AttributeChoice[];
  /** WooGraphQL's JSON of the line's other choices (a gift card's). */
  extraData?: string;
  /** The product's name, shown in the cart panel while the addition is on its way. */
  name?: string;
}

export interface CartActions {
  /** Reads the cart now if it has not been read yet (the /cart page, the panel opening). */
  load: () => void;
  /**
   * The shopper's first activity is on an Add to cart: the addition goes first, alone, and starts
   * the session itself (WooGraphQL's addToCart does), so the count comes after one round trip; the
   * read of cart and account follows its answer (or comes after READ_BEHIND_ADD_MS if none is made).
   */
  loadBehindAdd: () => void;
  /** Resolves once cart and account have been read (reading them now if needed). */
  ensureLoaded: () => Promise<AccountState | null>;
  /** Reads cart and account again (after a sign-in or a logout); resolves to the account read. */
  reload: () => Promise<AccountState | null>;
  /**
   * Counted at once (optimistic: the badge and an open cart panel show it while it is on its way),
   * then replaced by the cart the backend answers, or taken back with its refusal. `announced`:
   * counted already (pending-additions.ts), by a page whose cart actions were still loading.
   */
  addToCart: (addition: CartAddition, announced?: PendingAddition) => Promise<ShopperResult>;
  setQuantity: (key: string, quantity: number) => Promise<ShopperResult>;
  applyCoupon: (code: string) => Promise<ShopperResult>;
  removeCoupon: (code: string) => Promise<ShopperResult>;
  emptyCart: () => Promise<ShopperResult>;
  /**
   * The checkout's country and state: told to the backend, then the cart read again for its rates
   * (the header badge and cart panel follow).
   */
  changeShippingDestination: (shipping: CustomerAddressInput) => Promise<ShopperResult>;
  /** The shopper picks a shipping rate (their choice then stands over free shipping chosen for them). */
  chooseShippingRate: (rateId: string) => Promise<ShopperResult>;
  /** A returning visitor's badge from a light count (getCartSummary), before the whole cart is read. */
  readCount: () => void;
  /** This browser was signed in at its last visit: the store starts at once to show the avatar. */
  wasSignedIn: () => boolean;
  /** Logout: cart, customer and viewer are gone at once (the next read brings the guest's). */
  clear: () => void;
}
