/**
 * The codes the commerce backend names shopper-facing problems with (a GraphQL error's
 * `extensions.code`), and per code the values its sentence names (`extensions.params`) and the
 * input field it concerns when that is always the same one (`extensions.field`). The backend keeps
 * WooGraphQL's English sentence as the message for other clients; the storefront words each code
 * from its own catalogue in the shopper's language. A code, once published, never changes meaning:
 * docs/messages.md lists them with their English text.
 */

export interface MessageCodeRule {
  /** The values the sentence names, as extensions.params carries them. */
  readonly params: readonly string[];
  /** The input field the problem concerns, when it is always the same (else set where it is thrown). */
  readonly field?: string;
}

const code = (params: readonly string[] = [], field?: string): MessageCodeRule =>
  field ? { params, field } : { params };

export const MESSAGE_CODES = {
  // Cart lines
  QUANTITY_INVALID: code([], 'quantity'),
  QUANTITY_TOO_HIGH: code(['max'], 'quantity'),
  CART_LINES_LIMIT: code(['max']),
  CART_ITEM_GONE: code([], 'key'),
  PRODUCT_NOT_FOUND: code(),
  PRODUCT_SOLD_ELSEWHERE: code(['product'], 'productId'),
  PRODUCT_HAS_NO_VARIATIONS: code(['product'], 'variationId'),
  VARIATION_NOT_FOUND: code(['product'], 'variationId'),
  PRODUCT_OPTIONS_REQUIRED: code(['product'], 'variation'),
  VARIATION_NO_MATCH: code(['product'], 'variation'),
  VARIATION_UNAVAILABLE: code(['product'], 'variationId'),
  ATTRIBUTE_NOT_VALID: code(['attribute', 'product'], 'variation'),
  ATTRIBUTE_VALUE_INVALID: code(['attribute'], 'variation'),
  ATTRIBUTE_REQUIRED: code(['attributes', 'count'], 'variation'),
  OUT_OF_STOCK: code(['product']),
  NOT_PURCHASABLE: code(['product']),
  NOT_ENOUGH_STOCK: code(['product', 'stock', 'inCart'], 'quantity'),
  QUANTITY_STEP: code(['product', 'step'], 'quantity'),
  STATE_UNKNOWN: code(['state', 'country'], 'state'),
  SHIPPING_METHOD_UNAVAILABLE: code([], 'shippingMethods'),
  // Coupons
  COUPON_CODE_REQUIRED: code([], 'code'),
  COUPON_NOT_FOUND: code(['coupon'], 'code'),
  COUPON_NOT_APPLIED: code(['coupon'], 'code'),
  COUPON_ALREADY_APPLIED: code(['coupon'], 'code'),
  COUPON_CART_EMPTY: code([], 'code'),
  COUPON_EXPIRED: code(['coupon'], 'code'),
  COUPON_USAGE_LIMIT: code(['coupon'], 'code'),
  COUPON_MINIMUM_SPEND: code(['coupon', 'amount'], 'code'),
  COUPON_NOT_APPLICABLE: code(['coupon'], 'code'),
  COUPON_INDIVIDUAL_USE: code(['coupon'], 'code'),
  COUPON_EXCLUSIVE_APPLIED: code(['coupon'], 'code'),
  COUPON_NO_LONGER_VALID: code(['coupon']),
  // Gift cards (applied through the coupon field; bought with addToCart's extraData)
  GIFT_CARD_NOT_FOUND: code(['card'], 'code'),
  GIFT_CARD_ALREADY_APPLIED: code(['card'], 'code'),
  GIFT_CARD_EXPIRED: code(['card'], 'code'),
  GIFT_CARD_EMPTY: code(['card'], 'code'),
  GIFT_CARD_FOR_GIFT_CARD: code([], 'code'),
  GIFT_CARD_BALANCE_CHANGED: code(['card']),
  GIFT_CARD_AMOUNT_INVALID: code(['min', 'max'], 'extraData'),
  GIFT_CARD_DETAILS_INVALID: code([], 'extraData'),
  // Checkout: the address fields (extensions.fieldErrors lists each problem as { field, code })
  FIELD_REQUIRED: code(),
  COUNTRY_NOT_ALLOWED: code(['country']),
  INVALID_STATE: code(['state']),
  INVALID_POSTCODE: code(['example']),
  INVALID_PHONE: code(),
  INVALID_EMAIL: code(),
  EMPTY_CART: code(),
  NO_SHIPPING_OPTIONS: code(),
  SHIPPING_METHOD_REQUIRED: code(),
  // Checkout: purchase details (@ppe/shop-rules/purchase-details), also listed in fieldErrors
  PURCHASE_ORDER_REQUIRED: code([], 'purchaseOrder'),
  PURCHASE_ORDER_TOO_LONG: code(['max'], 'purchaseOrder'),
  DOCK_NOTE_TOO_LONG: code(['max'], 'dockNote'),
  COMPANY_TOO_LONG: code(['max'], 'billing.company'),
  PURCHASE_DETAILS_INVALID_CHARACTERS: code(),
  // Payment
  PAYMENT_METHOD_REQUIRED: code([], 'paymentMethod'),
  PAYMENT_METHOD_INVALID: code([], 'paymentMethod'),
  CARD_REQUIRED: code([], 'card'),
  PAYMENT_DECLINED: code([], 'card'),
  CARD_NOT_RECOGNISED: code([], 'card'),
  PAYMENT_NOT_CONFIRMED: code(),
  ORDER_OUT_OF_STOCK: code(['product']),
  UNPAID_ORDERS_LIMIT: code(),
  // Accounts
  MISSING_CREDENTIALS: code(),
  LOGIN_FAILED: code(),
  UNKNOWN_ACCOUNT: code([], 'credentials.username'),
  TEXT_TOO_LONG: code(['max']),
  PASSWORD_REQUIRED: code([], 'password'),
  PASSWORD_TOO_SHORT: code(['min'], 'password'),
  PASSWORD_TOO_LONG: code(['max'], 'password'),
  EMAIL_TAKEN: code([], 'email'),
  USERNAME_TAKEN: code([], 'username'),
  INVALID_USERNAME: code([], 'username'),
  REGISTRATION_REFUSED: code(),
  USERNAME_REQUIRED: code([], 'username'),
  CURRENT_PASSWORD_REQUIRED: code([], 'currentPassword'),
  CURRENT_PASSWORD_INCORRECT: code([], 'currentPassword'),
  INVALID_RESET_KEY: code(),
  SIGN_IN_REQUIRED: code(),
  NOT_YOUR_ACCOUNT: code(),
  PROVIDER_NOT_AVAILABLE: code([], 'provider'),
  PROVIDER_SIGN_IN_FAILED: code(['provider']),
  PROVIDER_EMAIL_MISSING: code(['provider']),
  INVALID_OAUTH_STATE: code(),
  EXPIRED_OAUTH_STATE: code(),
  // Sessions and sign-in tokens
  INVALID_SESSION: code(),
  EXPIRED_SESSION: code(),
  INVALID_AUTH_TOKEN: code(),
  EXPIRED_AUTH_TOKEN: code(),
  // Reviews
  REVIEW_RATING_REQUIRED: code([], 'rating'),
  REVIEW_AUTHOR_REQUIRED: code([], 'author'),
  REVIEW_AUTHOR_TOO_LONG: code(['max'], 'author'),
  REVIEW_EMAIL_INVALID: code([], 'authorEmail'),
  REVIEW_CONTENT_REQUIRED: code([], 'content'),
  REVIEW_CONTENT_TOO_LONG: code(['max'], 'content'),
  REVIEW_PRODUCT_REQUIRED: code([], 'commentOn'),
  DUPLICATE_REVIEW: code([], 'content'),
  // Wishlist
  WISHLIST_PRODUCTS_REQUIRED: code([], 'productIds'),
  WISHLIST_TOO_MANY_PRODUCTS: code(['max'], 'productIds'),
  // Contact form
  CONTACT_NAME_REQUIRED: code([], 'name'),
  CONTACT_NAME_TOO_LONG: code(['max'], 'name'),
  CONTACT_NAME_ONE_LINE: code([], 'name'),
  CONTACT_EMAIL_REQUIRED: code([], 'email'),
  CONTACT_EMAIL_TOO_LONG: code(['max'], 'email'),
  CONTACT_EMAIL_INVALID: code([], 'email'),
  CONTACT_SUBJECT_TOO_LONG: code(['max'], 'subject'),
  CONTACT_SUBJECT_ONE_LINE: code([], 'subject'),
  CONTACT_MESSAGE_TOO_SHORT: code(['min'], 'message'),
  CONTACT_MESSAGE_TOO_LONG: code(['max'], 'message'),
  CONTACT_LOCALE_INVALID: code([], 'locale'),
  // Newsletter
  NEWSLETTER_EMAIL_INVALID: code([], 'email'),
  NEWSLETTER_CONSENT_REQUIRED: code([], 'consent'),
  NEWSLETTER_TOKEN_INVALID: code([], 'token'),
  NEWSLETTER_TOKEN_EXPIRED: code([], 'token'),
  // Back-in-stock alerts
  STOCK_ALERT_EMAIL_INVALID: code([], 'email'),
  STOCK_ALERT_PRODUCT_NOT_FOUND: code([], 'productId'),
  STOCK_ALERT_IN_STOCK: code([], 'productId'),
  STOCK_ALERT_TOKEN_INVALID: code([], 'token'),
  STOCK_ALERT_TOKEN_EXPIRED: code([], 'token'),
  // Too many attempts (HTTP 429)
  RATE_LIMITED: code(['minutes']),
} as const satisfies Record<string, MessageCodeRule>;

export type MessageCode = keyof typeof MESSAGE_CODES;

/** The values a sentence names: text and numbers only, so any catalogue can format them. */
export type MessageParams = Readonly<Record<string, string | number>>;

export const MESSAGE_CODE_LIST = Object.keys(MESSAGE_CODES) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGE_CODES, value);
}
