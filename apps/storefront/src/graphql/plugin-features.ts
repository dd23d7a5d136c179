/**
 * The storefront's optional features: each needs fields a stock WooCommerce + WPGraphQL +
 * WooGraphQL + Headless Login site lacks (plugin-fields.ts lists them with their reasons), and
 * each is exactly the set of operations below. A feature is present on a backend when every one
 * of its operations validates there (lib/commerce/capabilities.ts probes them); an operation of
 * an absent feature is never sent. Every other operation uses stock fields only (the contract
 * test checks both).
 */
import { type DocumentNode, getOperationAST } from 'graphql';
import {
  AddToWishlistDocument,
  ConfirmNewsletterSubscriptionDocument,
  ConfirmStockAlertDocument,
  GetBannerSettingsDocument,
  GetCartGiftCardsDocument,
  GetCartQuantityStepsDocument,
  GetCartQuantityTiersDocument,
  GetCustomerGiftCardsDocument,
  GetGiftCardBalanceDocument,
  GetOrderGiftCardPaymentsDocument,
  GetPaymentGatewaysWithStripeDocument,
  GetPaymentInstructionsDocument,
  GetProductCrossSellOfDocument,
  GetProductCustomTabsDocument,
  GetProductDocumentsDocument,
  GetProductFaqsDocument,
  GetProductPackagingDocument,
  GetProductQuantityTiersDocument,
  GetProductSeoDocument,
  GetProductWarrantyDocument,
  GetStripePaymentIntentDocument,
  GetWishlistDocument,
  GetWooNuxtSettingsDocument,
  LogoutDocument,
  RemoveFromWishlistDocument,
  SubmitContactFormDocument,
  SubscribeToNewsletterDocument,
  SubscribeToStockAlertDocument,
  UnsubscribeFromNewsletterDocument,
  UnsubscribeFromStockAlertDocument,
  UpdatePasswordWithCurrentPasswordDocument,
} from './generated';

export const PLUGIN_FEATURES = {
  /** Announcement banner above the header (RootQuery.bannerSettings). */
  banner: [GetBannerSettingsDocument],
  /** Custom product tabs (Product.customTabs). */
  tabs: [GetProductCustomTabsDocument],
  /** Product FAQs (Product.faqs). */
  faqs: [GetProductFaqsDocument],
  /** The products a part or refill fits: those listing it among their cross-sells (Product.crossSellOf). */
  partFits: [GetProductCrossSellOfDocument],
  /** Compliance documents with their size and language (Product.documents). */
  productDocuments: [GetProductDocumentsDocument],
  /** Pack sizes of what is used by the box, and the quantity step the product page and the cart take (Product.packaging). */
  packSizes: [GetProductPackagingDocument, GetCartQuantityStepsDocument],
  /**
   * Box and case pricing: the product page's table of unit prices by quantity, and the saving of
   * each cart line whose quantity reached a tier (Product.quantityTiers, ProductVariation.quantityTiers,
   * CartItem.quantityTier). The backend prices the lines; a stock site charges the plain price.
   */
  quantityTiers: [GetProductQuantityTiersDocument, GetCartQuantityTiersDocument],
  /** Product warranty (Product.warranty). */
  warranty: [GetProductWarrantyDocument],
  /** Structured SEO of products (Yoast SEO for WPGraphQL: Product.seo). */
  seo: [GetProductSeoDocument],
  /** The account's wishlist (Customer.wishlistProductIds, addToWishlist, removeFromWishlist). */
  wishlist: [GetWishlistDocument, AddToWishlistDocument, RemoveFromWishlistDocument],
  /** The contact page's form (RootMutation.submitContactForm). */
  contactForm: [SubmitContactFormDocument],
  /** WooNuxt Settings: list settings (price ceiling, attribute filters), Stripe settings and intents. */
  woonuxt: [GetWooNuxtSettingsDocument, GetPaymentGatewaysWithStripeDocument, GetStripePaymentIntentDocument],
  /**
   * Headless Login's `logout` mutation, which it registers only with its cookie option
   * ("hasLogoutMutation"; WooNuxt Settings turns it on). Without it, signing out drops the
   * shopper's cookies here and asks the backend nothing: the tokens live only in those cookies.
   */
  logout: [LogoutDocument],
  /** The current password asked for to change the password or email (UpdateCustomerInput.currentPassword). */
  currentPassword: [UpdatePasswordWithCurrentPasswordDocument],
  /**
   * The newsletter with double opt-in: sign-up, the mailed link's confirmation and unsubscribing
   * (RootMutation.subscribeToNewsletter, confirmNewsletterSubscription, unsubscribeFromNewsletter).
   */
  newsletter: [
    SubscribeToNewsletterDocument,
    ConfirmNewsletterSubscriptionDocument,
    UnsubscribeFromNewsletterDocument,
  ],
  /**
   * Back-in-stock alerts with double opt-in: the form on an out-of-stock product or variation, the
   * mailed link's confirmation and cancelling (RootMutation.subscribeToStockAlert,
   * confirmStockAlert, unsubscribeFromStockAlert).
   */
  stockAlerts: [SubscribeToStockAlertDocument, ConfirmStockAlertDocument, UnsubscribeFromStockAlertDocument],
  /**
   * Gift cards: the cards paying a cart (Cart.appliedGiftCards), what they paid of an order
   * (Order.giftCardPayments), a code's balance (RootQuery.giftCardBalance) and the customer's own
   * cards (Customer.purchasedGiftCards, Customer.receivedGiftCards).
   */
  giftCards: [
    GetCartGiftCardsDocument,
    GetOrderGiftCardPaymentsDocument,
    GetGiftCardBalanceDocument,
    GetCustomerGiftCardsDocument,
  ],
  /**
   * How to pay an order by bank transfer or cheque, shown on its pages as WooCommerce's own
   * order-received page does (PaymentGateway.instructions, PaymentGateway.bankAccounts).
   */
  paymentInstructions: [GetPaymentInstructionsDocument],
} as const satisfies Record<string, readonly DocumentNode[]>;

export type PluginFeature = keyof typeof PLUGIN_FEATURES;
export type Capabilities = Readonly<Record<PluginFeature, boolean>>;

export const PLUGIN_FEATURE_NAMES = Object.keys(PLUGIN_FEATURES) as PluginFeature[];

function capabilitiesWith(present: boolean): Capabilities {
  return Object.fromEntries(PLUGIN_FEATURE_NAMES.map((feature) => [feature, present])) as Record<
    PluginFeature,
    boolean
  >;
}
export const NO_PLUGINS: Capabilities = capabilitiesWith(false);
export const ALL_PLUGINS: Capabilities = capabilitiesWith(true);

export function operationName(document: DocumentNode): string | null {
  return getOperationAST(document)?.name?.value ?? null;
}

const FEATURE_OF_OPERATION = new Map<string, PluginFeature>(
  PLUGIN_FEATURE_NAMES.flatMap((feature) =>
    PLUGIN_FEATURES[feature].map((document): [string, PluginFeature] => [
      operationName(document) ?? '',
      feature,
    ]),
  ),
);

/** The feature an operation belongs to; null for the operations every stock site answers. */
export function featureOfOperation(name: string): PluginFeature | null {
  return FEATURE_OF_OPERATION.get(name) ?? null;
}

export function isPluginFeature(name: string): name is PluginFeature {
  return (PLUGIN_FEATURE_NAMES as string[]).includes(name);
}

/**
 * The STORE_PLUGIN_FEATURES setting: `all`, `none`, or a comma-separated list of features
 * (`banner,tabs,faqs`); null when unset (the features are discovered). Unknown names are an
 * error, so a typo does not silently switch a feature off.
 */
export function parseFeatureSetting(value: string | undefined): Capabilities | null {
  const setting = value?.trim();
  if (!setting) return null;
  if (setting === 'all') return ALL_PLUGINS;
  if (setting === 'none') return NO_PLUGINS;
  const names = setting
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isPluginFeature(name));
  if (unknown.length > 0) {
    throw new Error(
      `STORE_PLUGIN_FEATURES names unknown features (${unknown.join(', ')}); use all, none or some of: ${PLUGIN_FEATURE_NAMES.join(', ')}`,
    );
  }
  return Object.fromEntries(
    PLUGIN_FEATURE_NAMES.map((feature) => [feature, names.includes(feature)]),
  ) as Record<PluginFeature, boolean>;
}

/** A stable key of a capability set (memoising documents composed for it). */
export function capabilityKey(capabilities: Capabilities): string {
  return PLUGIN_FEATURE_NAMES.filter((feature) => capabilities[feature]).join(',');
}
