/**
 * The store settings of spec section 1, as configuration: this store's values are the defaults,
 * and each can be changed with an environment variable (read on the server, at request time).
 * They live in the storefront, not the backend, so the shop behaves the same on any WooCommerce.
 */
import { FREE_SHIPPING_MINIMUM } from '@ppe/shop-rules/shipping';

const flag = (name: string, fallback: boolean): boolean => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
};

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Like number, but 0 is a value (for the free-shipping threshold: none). */
const amountOrNone = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** A comma-separated list, trimmed, without empty entries or repeats. */
const list = (name: string): string[] => [
  ...new Set(
    (process.env[name] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

export interface StoreSettings {
  autoOpenCart: boolean;
  showReviews: boolean;
  showFilters: boolean;
  showOrderByDropdown: boolean;
  showSku: boolean;
  showRelatedProducts: boolean;
  showProductCategoriesOnSingleProduct: boolean;
  showBreadcrumbOnSingleProduct: boolean;
  showMoveToWishlist: boolean;
  hideBillingAddressForVirtualProducts: boolean;
  initStoreOnUserActionToReduceServerLoad: boolean;
  saleBadge: 'percent' | 'text';
  socialLoginsDisplay: 'buttons' | 'icons';
  productsPerPage: number;
  freeShippingThreshold: number;
  moneyBackDays: number;
  /** Category slugs the home page shows, in order; empty: the main menu's categories. */
  homeCategorySlugs: string[];
  /**
   * Every order needs a purchase-order number; set the backend's COMMERCE_PURCHASE_ORDER_REQUIRED
   * alike, which refuses an order without one whatever the client.
   */
  purchaseOrderRequired: boolean;
}

export function storeSettings(): StoreSettings {
  return {
    autoOpenCart: flag('STORE_AUTO_OPEN_CART', false),
    showReviews: flag('STORE_SHOW_REVIEWS', false),
    showFilters: flag('STORE_SHOW_FILTERS', true),
    showOrderByDropdown: flag('STORE_SHOW_ORDER_BY', true),
    showSku: flag('STORE_SHOW_SKU', true),
    showRelatedProducts: flag('STORE_SHOW_RELATED_PRODUCTS', true),
    showProductCategoriesOnSingleProduct: flag('STORE_SHOW_PRODUCT_CATEGORIES', true),
    showBreadcrumbOnSingleProduct: flag('STORE_SHOW_BREADCRUMB', true),
    showMoveToWishlist: flag('STORE_SHOW_MOVE_TO_WISHLIST', false),
    hideBillingAddressForVirtualProducts: flag('STORE_HIDE_BILLING_FOR_VIRTUAL', false),
    initStoreOnUserActionToReduceServerLoad: flag('STORE_INIT_ON_USER_ACTION', true),
    saleBadge: process.env.STORE_SALE_BADGE === 'text' ? 'text' : 'percent',
    socialLoginsDisplay: process.env.STORE_SOCIAL_LOGINS === 'icons' ? 'icons' : 'buttons',
    productsPerPage: number('STORE_PRODUCTS_PER_PAGE', 24),
    // What the shop promises (the promises bar, the cart's "$x away", the info pages): the minimum
    // of the backend's free_shipping method, which a stock site tells no shopper, hence a setting
    // (@ppe/shop-rules/shipping says why). Whether an order ships free is the backend's rates' say.
    freeShippingThreshold: amountOrNone('STORE_FREE_SHIPPING_THRESHOLD', FREE_SHIPPING_MINIMUM),
    moneyBackDays: number('STORE_MONEY_BACK_DAYS', 30),
    homeCategorySlugs: list('STORE_HOME_CATEGORIES'),
    purchaseOrderRequired: flag('STORE_PURCHASE_ORDER_REQUIRED', false),
  };
}

/** The store's currency (DESIGN.md: the demo store sells in US dollars). */
export const STORE_CURRENCY = process.env.STORE_CURRENCY ?? 'USD';
