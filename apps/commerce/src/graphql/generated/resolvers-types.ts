import type { GraphQLResolveInfo } from 'graphql';
import type { ProductRecord, VariationRow, AttributeView, ProductConnectionSource, MediaRow, TermRow, ReviewRow, ReviewAuthor, PostRow, CartView, CartLineView, AppliedCouponView, AppliedGiftCardView, GiftCardRow, OrderGiftCardPaymentView, ShippingRateView, QuantityTierView, AppliedTierView, OrderRow, OrderItemRow, DownloadableItemSource, CustomerSource, UserSource, LoginClientSource } from '../models.ts';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AddCartItemsInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<InputMaybe<CartItemInput>>>;
};

export type AddCartItemsPayload = {
  __typename?: 'AddCartItemsPayload';
  added?: Maybe<Array<Maybe<CartItem>>>;
  cart?: Maybe<Cart>;
  cartErrors?: Maybe<Array<Maybe<CartItemError>>>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type AddToCartInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  extraData?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  variation?: InputMaybe<Array<InputMaybe<ProductAttributeInput>>>;
  variationId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddToCartPayload = {
  __typename?: 'AddToCartPayload';
  cart?: Maybe<Cart>;
  cartItem?: Maybe<CartItem>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type AddToWishlistInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Listed first ends up first (newest): a browser list merged at login keeps its order. */
  productIds: Array<Scalars['Int']['input']>;
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  discountAmount: Scalars['String']['output'];
  discountTax: Scalars['String']['output'];
};


export type AppliedCouponDiscountAmountArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type AppliedCouponDiscountTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

/** A gift card paying part of the cart: its code, its balance before this order, and what it pays. */
export type AppliedGiftCard = {
  __typename?: 'AppliedGiftCard';
  amount?: Maybe<Scalars['String']['output']>;
  balance?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
};


/** A gift card paying part of the cart: its code, its balance before this order, and what it pays. */
export type AppliedGiftCardAmountArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


/** A gift card paying part of the cart: its code, its balance before this order, and what it pays. */
export type AppliedGiftCardBalanceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type ApplyCouponInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};

export type ApplyCouponPayload = {
  __typename?: 'ApplyCouponPayload';
  applied?: Maybe<AppliedCoupon>;
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type Attribute = {
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type Avatar = {
  __typename?: 'Avatar';
  height?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type BackordersEnum =
  | 'NO'
  | 'NOTIFY'
  | 'YES';

export type BannerSettings = {
  __typename?: 'BannerSettings';
  bannerDismissible: Scalars['Boolean']['output'];
  bannerEnabled: Scalars['Boolean']['output'];
  bannerLinkText?: Maybe<Scalars['String']['output']>;
  bannerLinkUrl?: Maybe<Scalars['String']['output']>;
  bannerText?: Maybe<Scalars['String']['output']>;
  bannerType: BannerTypeEnum;
};

export type BannerTypeEnum =
  | 'ERROR'
  | 'INFO'
  | 'SUCCESS'
  | 'WARNING';

export type Cart = {
  __typename?: 'Cart';
  appliedCoupons?: Maybe<Array<Maybe<AppliedCoupon>>>;
  /** Gift cards applied with applyCoupon, in the order applied; the cart's total is what is left to pay after them. */
  appliedGiftCards: Array<AppliedGiftCard>;
  availableShippingMethods?: Maybe<Array<Maybe<ShippingPackage>>>;
  chosenShippingMethods?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  contents?: Maybe<CartToCartItemConnection>;
  contentsTax?: Maybe<Scalars['String']['output']>;
  contentsTotal?: Maybe<Scalars['String']['output']>;
  discountTax?: Maybe<Scalars['String']['output']>;
  discountTotal?: Maybe<Scalars['String']['output']>;
  displayPricesIncludeTax?: Maybe<Scalars['Boolean']['output']>;
  isEmpty?: Maybe<Scalars['Boolean']['output']>;
  needsShippingAddress?: Maybe<Scalars['Boolean']['output']>;
  shippingTax?: Maybe<Scalars['String']['output']>;
  shippingTotal?: Maybe<Scalars['String']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
};


export type CartContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type CartContentsTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartContentsTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartDiscountTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartDiscountTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartShippingTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartShippingTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartSubtotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartTotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type CartError = {
  reasons?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  type: CartErrorType;
};

export type CartErrorType =
  | 'INVALID_CART_ITEM'
  | 'INVALID_COUPON'
  | 'INVALID_SHIPPING_METHOD'
  | 'UNKNOWN';

export type CartItem = {
  extraData?: Maybe<Array<Maybe<MetaData>>>;
  id: Scalars['ID']['output'];
  key: Scalars['ID']['output'];
  product?: Maybe<CartItemToProductConnectionEdge>;
  quantity?: Maybe<Scalars['Int']['output']>;
  /** The box and case price this line pays; null when its quantity reaches no tier. */
  quantityTier?: Maybe<CartItemQuantityTier>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  tax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<CartItemToProductVariationConnectionEdge>;
};


export type CartItemExtraDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type CartItemSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartItemSubtotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartItemTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type CartItemTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type CartItemError = CartError & {
  __typename?: 'CartItemError';
  extraData?: Maybe<Scalars['String']['output']>;
  productId: Scalars['Int']['output'];
  quantity?: Maybe<Scalars['Int']['output']>;
  reasons?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  type: CartErrorType;
  variation?: Maybe<Array<Maybe<ProductAttributeOutput>>>;
  variationId?: Maybe<Scalars['Int']['output']>;
};

export type CartItemInput = {
  extraData?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  variation?: InputMaybe<Array<InputMaybe<ProductAttributeInput>>>;
  variationId?: InputMaybe<Scalars['Int']['input']>;
};

export type CartItemQuantityInput = {
  key: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** The tier a cart line's own quantity reached, and what it saves (other lines of the product do not count). */
export type CartItemQuantityTier = {
  __typename?: 'CartItemQuantityTier';
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  minQuantity: Scalars['Int']['output'];
  /** The unit price the line pays. */
  price?: Maybe<Scalars['String']['output']>;
  /** The unit price without the tier. */
  regularPrice?: Maybe<Scalars['String']['output']>;
  /** What the tier takes off the line: (regularPrice - price) x quantity. */
  saving?: Maybe<Scalars['String']['output']>;
};


/** The tier a cart line's own quantity reached, and what it saves (other lines of the product do not count). */
export type CartItemQuantityTierPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


/** The tier a cart line's own quantity reached, and what it saves (other lines of the product do not count). */
export type CartItemQuantityTierRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


/** The tier a cart line's own quantity reached, and what it saves (other lines of the product do not count). */
export type CartItemQuantityTierSavingArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type CartItemToProductConnectionEdge = Edge & OneToOneConnection & ProductConnectionEdge & {
  __typename?: 'CartItemToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type CartItemToProductVariationConnectionEdge = Edge & OneToOneConnection & ProductVariationConnectionEdge & {
  __typename?: 'CartItemToProductVariationConnectionEdge';
  attributes?: Maybe<Array<Maybe<VariationAttribute>>>;
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductVariation;
};

export type CartToCartItemConnection = Connection & {
  __typename?: 'CartToCartItemConnection';
  edges: Array<CartToCartItemConnectionEdge>;
  itemCount?: Maybe<Scalars['Int']['output']>;
  nodes: Array<CartItem>;
  pageInfo: CartToCartItemConnectionPageInfo;
  productCount?: Maybe<Scalars['Int']['output']>;
};

export type CartToCartItemConnectionEdge = Edge & {
  __typename?: 'CartToCartItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: CartItem;
};

export type CartToCartItemConnectionPageInfo = PageInfo & WpPageInfo & {
  __typename?: 'CartToCartItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CatalogVisibilityEnum =
  | 'CATALOG'
  | 'HIDDEN'
  | 'SEARCH'
  | 'VISIBLE';

export type CheckoutInput = {
  account?: InputMaybe<CreateAccountInput>;
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  createdVia?: InputMaybe<Scalars['String']['input']>;
  customerNote?: InputMaybe<Scalars['String']['input']>;
  isPaid?: InputMaybe<Scalars['Boolean']['input']>;
  metaData?: InputMaybe<Array<InputMaybe<MetaDataInput>>>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  shipToDifferentAddress?: InputMaybe<Scalars['Boolean']['input']>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingMethod?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  transactionId?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutPayload = {
  __typename?: 'CheckoutPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  order?: Maybe<Order>;
  redirect?: Maybe<Scalars['String']['output']>;
  result?: Maybe<Scalars['String']['output']>;
};

export type Comment = DatabaseIdentifier & Node & {
  __typename?: 'Comment';
  /** @deprecated Deprecated in favor of the `status` field */
  approved?: Maybe<Scalars['Boolean']['output']>;
  author?: Maybe<CommentToCommenterConnectionEdge>;
  content?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status?: Maybe<CommentStatusEnum>;
  /** True when the review's author was signed in and had bought the product (a paid order: processing or completed, payment taken). */
  verified: Scalars['Boolean']['output'];
};


export type CommentContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type CommentAuthor = Commenter & DatabaseIdentifier & Node & {
  __typename?: 'CommentAuthor';
  avatar?: Maybe<Avatar>;
  databaseId: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type CommentConnection = {
  edges: Array<CommentConnectionEdge>;
  nodes: Array<Comment>;
  pageInfo: CommentConnectionPageInfo;
};

export type CommentConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: Comment;
};

export type CommentConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CommentStatusEnum =
  | 'APPROVE'
  | 'HOLD'
  | 'SPAM'
  | 'TRASH';

export type CommentToCommenterConnectionEdge = CommenterConnectionEdge & Edge & OneToOneConnection & {
  __typename?: 'CommentToCommenterConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  node: Commenter;
};

export type Commenter = {
  avatar?: Maybe<Avatar>;
  databaseId: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type CommenterConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: Commenter;
};

export type ConfirmNewsletterSubscriptionInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The token of the confirmation link. */
  token: Scalars['String']['input'];
};

export type ConfirmNewsletterSubscriptionPayload = {
  __typename?: 'ConfirmNewsletterSubscriptionPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  status: NewsletterSubscriptionStatusEnum;
};

export type ConfirmStockAlertInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The token of the confirmation link. */
  token: Scalars['String']['input'];
};

export type ConfirmStockAlertPayload = {
  __typename?: 'ConfirmStockAlertPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  status: StockAlertStatusEnum;
};

export type Connection = {
  edges: Array<Edge>;
  nodes: Array<Node>;
  pageInfo: PageInfo;
};

export type CountriesEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BQ'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CW'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PR'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'SS'
  | 'ST'
  | 'SV'
  | 'SX'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

export type CountryState = {
  __typename?: 'CountryState';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CreateAccountInput = {
  authenticate?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Customer = Node & {
  __typename?: 'Customer';
  billing?: Maybe<CustomerAddress>;
  calculatedShipping?: Maybe<Scalars['Boolean']['output']>;
  databaseId?: Maybe<Scalars['Int']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  downloadableItems?: Maybe<CustomerToDownloadableItemConnection>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  hasCalculatedShipping?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  isPayingCustomer?: Maybe<Scalars['Boolean']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  orders?: Maybe<CustomerToOrderConnection>;
  /** Gift cards the signed-in customer bought, newest first (empty for anyone else). */
  purchasedGiftCards: Array<GiftCard>;
  /** Gift cards sent to the signed-in customer's email address, newest first (empty for anyone else). */
  receivedGiftCards: Array<GiftCard>;
  sessionToken?: Maybe<Scalars['String']['output']>;
  shipping?: Maybe<CustomerAddress>;
  username?: Maybe<Scalars['String']['output']>;
  /** The signed-in customer's wishlist, newest first (empty for guests, whose list stays in the browser). */
  wishlistProductIds: Array<Scalars['Int']['output']>;
};


export type CustomerDownloadableItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CustomerToDownloadableItemConnectionWhereArgs>;
};


export type CustomerOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CustomerToOrderConnectionWhereArgs>;
};

export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<CountriesEnum>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

export type CustomerAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<CountriesEnum>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerToDownloadableItemConnection = Connection & DownloadableItemConnection & {
  __typename?: 'CustomerToDownloadableItemConnection';
  edges: Array<CustomerToDownloadableItemConnectionEdge>;
  nodes: Array<DownloadableItem>;
  pageInfo: CustomerToDownloadableItemConnectionPageInfo;
};

export type CustomerToDownloadableItemConnectionEdge = DownloadableItemConnectionEdge & Edge & {
  __typename?: 'CustomerToDownloadableItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: DownloadableItem;
};

export type CustomerToDownloadableItemConnectionPageInfo = DownloadableItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'CustomerToDownloadableItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CustomerToDownloadableItemConnectionWhereArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  expired?: InputMaybe<Scalars['Boolean']['input']>;
  hasDownloadsRemaining?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerToOrderConnection = Connection & {
  __typename?: 'CustomerToOrderConnection';
  edges: Array<CustomerToOrderConnectionEdge>;
  nodes: Array<Order>;
  pageInfo: CustomerToOrderConnectionPageInfo;
};

export type CustomerToOrderConnectionEdge = Edge & {
  __typename?: 'CustomerToOrderConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Order;
};

export type CustomerToOrderConnectionPageInfo = PageInfo & WpPageInfo & {
  __typename?: 'CustomerToOrderConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type CustomerToOrderConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  orderby?: InputMaybe<Array<InputMaybe<OrdersOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<InputMaybe<OrderStatusEnum>>>;
};

export type DatabaseIdentifier = {
  databaseId: Scalars['Int']['output'];
};

export type DownloadableItem = Node & {
  __typename?: 'DownloadableItem';
  accessExpires?: Maybe<Scalars['String']['output']>;
  download?: Maybe<ProductDownload>;
  downloadId: Scalars['String']['output'];
  downloadsRemaining?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  product?: Maybe<ProductUnion>;
  url?: Maybe<Scalars['String']['output']>;
};

export type DownloadableItemConnection = {
  edges: Array<DownloadableItemConnectionEdge>;
  nodes: Array<DownloadableItem>;
  pageInfo: DownloadableItemConnectionPageInfo;
};

export type DownloadableItemConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: DownloadableItem;
};

export type DownloadableItemConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type DownloadableProduct = {
  databaseId: Scalars['Int']['output'];
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  downloads?: Maybe<Array<Maybe<ProductDownload>>>;
  id: Scalars['ID']['output'];
};

export type Edge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: Node;
};

export type EmptyCartInput = {
  clearPersistentCart?: InputMaybe<Scalars['Boolean']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type EmptyCartPayload = {
  __typename?: 'EmptyCartPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  deletedCart?: Maybe<Cart>;
};

export type ExternalProduct = DatabaseIdentifier & Node & Product & ProductUnion & ProductWithAttributes & ProductWithPricing & {
  __typename?: 'ExternalProduct';
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  buttonText?: Maybe<Scalars['String']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  crossSellOf: Array<Product>;
  customTabs: Array<ProductCustomTab>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  documents: Array<ProductDocument>;
  externalUrl?: Maybe<Scalars['String']['output']>;
  faqs: Array<ProductFaq>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  fullYoastHead?: Maybe<Scalars['String']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  link?: Maybe<Scalars['String']['output']>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  packaging?: Maybe<ProductPackaging>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** @deprecated Deprecated in favor of the databaseId field */
  productId: Scalars['Int']['output'];
  productTags?: Maybe<ProductToProductTagConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  quantityTiers?: Maybe<Array<QuantityTier>>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  seo?: Maybe<PostTypeSeo>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  upsell?: Maybe<ProductToUpsellConnection>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  warranty?: Maybe<ProductWarranty>;
};


export type ExternalProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ExternalProductFullYoastHeadArgs = {
  frontendUrl?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  sanitize?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ExternalProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ExternalProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ExternalProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductProductTagsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ExternalProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ExternalProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ExternalProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ExternalProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type ExternalProductUpsellArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type GeneralSettings = Node & {
  __typename?: 'GeneralSettings';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** A gift card as its purchaser or recipient sees it. */
export type GiftCard = {
  __typename?: 'GiftCard';
  balance?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Whether the recipient's email has been sent. */
  delivered: Scalars['Boolean']['output'];
  /** The day (YYYY-MM-DD) the recipient's email is due. */
  deliveryDate: Scalars['String']['output'];
  /** ISO 8601; null when the card never expires. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  initialBalance?: Maybe<Scalars['String']['output']>;
  recipientEmail: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
};


/** A gift card as its purchaser or recipient sees it. */
export type GiftCardBalanceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


/** A gift card as its purchaser or recipient sees it. */
export type GiftCardInitialBalanceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

/** What a gift card code is worth, for anyone holding the code. */
export type GiftCardBalance = {
  __typename?: 'GiftCardBalance';
  balance?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['String']['output']>;
};


/** What a gift card code is worth, for anyone holding the code. */
export type GiftCardBalanceBalanceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type GlobalProductAttribute = Node & ProductAttribute & {
  __typename?: 'GlobalProductAttribute';
  attributeId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  position?: Maybe<Scalars['Int']['output']>;
  scope: ProductAttributeTypesEnum;
  slug?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<GlobalProductAttributeToTermNodeConnection>;
  variation?: Maybe<Scalars['Boolean']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};


export type GlobalProductAttributeTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<GlobalProductAttributeToTermNodeConnectionWhereArgs>;
};

export type GlobalProductAttributeToTermNodeConnection = Connection & TermNodeConnection & {
  __typename?: 'GlobalProductAttributeToTermNodeConnection';
  edges: Array<GlobalProductAttributeToTermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: GlobalProductAttributeToTermNodeConnectionPageInfo;
};

export type GlobalProductAttributeToTermNodeConnectionEdge = Edge & TermNodeConnectionEdge & {
  __typename?: 'GlobalProductAttributeToTermNodeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type GlobalProductAttributeToTermNodeConnectionPageInfo = PageInfo & TermNodeConnectionPageInfo & WpPageInfo & {
  __typename?: 'GlobalProductAttributeToTermNodeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type GlobalProductAttributeToTermNodeConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<ProductAttributesConnectionOrderbyEnum>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type GroupProduct = DatabaseIdentifier & Node & Product & ProductUnion & ProductWithAttributes & ProductWithPricing & {
  __typename?: 'GroupProduct';
  addToCartDescription?: Maybe<Scalars['String']['output']>;
  addToCartText?: Maybe<Scalars['String']['output']>;
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  crossSellOf: Array<Product>;
  customTabs: Array<ProductCustomTab>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  documents: Array<ProductDocument>;
  faqs: Array<ProductFaq>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  fullYoastHead?: Maybe<Scalars['String']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  link?: Maybe<Scalars['String']['output']>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  packaging?: Maybe<ProductPackaging>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** @deprecated Deprecated in favor of the databaseId field */
  productId: Scalars['Int']['output'];
  productTags?: Maybe<ProductToProductTagConnection>;
  products?: Maybe<GroupProductToProductUnionConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  quantityTiers?: Maybe<Array<QuantityTier>>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  seo?: Maybe<PostTypeSeo>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  upsell?: Maybe<ProductToUpsellConnection>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  warranty?: Maybe<ProductWarranty>;
};


export type GroupProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type GroupProductFullYoastHeadArgs = {
  frontendUrl?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  sanitize?: InputMaybe<Scalars['Boolean']['input']>;
};


export type GroupProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type GroupProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type GroupProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductProductTagsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type GroupProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type GroupProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type GroupProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type GroupProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type GroupProductUpsellArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type GroupProductToProductUnionConnection = Connection & ProductUnionConnection & {
  __typename?: 'GroupProductToProductUnionConnection';
  edges: Array<GroupProductToProductUnionConnectionEdge>;
  nodes: Array<ProductUnion>;
  pageInfo: GroupProductToProductUnionConnectionPageInfo;
};

export type GroupProductToProductUnionConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'GroupProductToProductUnionConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type GroupProductToProductUnionConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'GroupProductToProductUnionConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type InventoriedProduct = {
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
};

export type LineItem = Node & {
  __typename?: 'LineItem';
  databaseId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  orderId?: Maybe<Scalars['Int']['output']>;
  product?: Maybe<LineItemToProductConnectionEdge>;
  productId?: Maybe<Scalars['Int']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<LineItemToProductVariationConnectionEdge>;
  variationId?: Maybe<Scalars['Int']['output']>;
};


export type LineItemMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type LineItemSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type LineItemSubtotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type LineItemTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type LineItemTotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type LineItemToProductConnectionEdge = Edge & OneToOneConnection & ProductConnectionEdge & {
  __typename?: 'LineItemToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type LineItemToProductVariationConnectionEdge = Edge & OneToOneConnection & ProductVariationConnectionEdge & {
  __typename?: 'LineItemToProductVariationConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductVariation;
};

export type LocalProductAttribute = Node & ProductAttribute & {
  __typename?: 'LocalProductAttribute';
  attributeId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  position?: Maybe<Scalars['Int']['output']>;
  scope: ProductAttributeTypesEnum;
  variation?: Maybe<Scalars['Boolean']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type LoginClient = {
  __typename?: 'LoginClient';
  authorizationUrl?: Maybe<Scalars['String']['output']>;
  clientId?: Maybe<Scalars['ID']['output']>;
  isEnabled?: Maybe<Scalars['Boolean']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Scalars['Int']['output']>;
  provider?: Maybe<LoginProviderEnum>;
};

export type LoginInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  credentials?: InputMaybe<PasswordProviderResponseInput>;
  oauthResponse?: InputMaybe<OAuthProviderResponseInput>;
  provider: LoginProviderEnum;
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  authTokenExpiration?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  refreshTokenExpiration?: Maybe<Scalars['String']['output']>;
  sessionToken?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
  /** @deprecated Use `sessionToken` instead (available in WPGraphQL for WooCommerce v0.18.2+) */
  wooSessionToken?: Maybe<Scalars['String']['output']>;
};

export type LoginProviderEnum =
  | 'FACEBOOK'
  | 'GITHUB'
  | 'GOOGLE'
  | 'INSTAGRAM'
  | 'LINKEDIN'
  | 'OAUTH2_GENERIC'
  | 'PASSWORD'
  | 'SITETOKEN';

export type LogoutInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  success?: Maybe<Scalars['Boolean']['output']>;
};

export type ManageStockEnum =
  | 'FALSE'
  | 'PARENT'
  | 'TRUE';

export type MediaDetails = {
  __typename?: 'MediaDetails';
  height?: Maybe<Scalars['Int']['output']>;
  sizes?: Maybe<Array<Maybe<MediaSize>>>;
  width?: Maybe<Scalars['Int']['output']>;
};


export type MediaDetailsSizesArgs = {
  exclude?: InputMaybe<Array<InputMaybe<MediaItemSizeEnum>>>;
  include?: InputMaybe<Array<InputMaybe<MediaItemSizeEnum>>>;
};

export type MediaItem = DatabaseIdentifier & Node & {
  __typename?: 'MediaItem';
  altText?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mediaDetails?: Maybe<MediaDetails>;
  mimeType?: Maybe<Scalars['String']['output']>;
  sizes?: Maybe<Scalars['String']['output']>;
  sourceUrl?: Maybe<Scalars['String']['output']>;
  srcSet?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type MediaItemSizesArgs = {
  size?: InputMaybe<MediaItemSizeEnum>;
};


export type MediaItemSourceUrlArgs = {
  size?: InputMaybe<MediaItemSizeEnum>;
};


export type MediaItemSrcSetArgs = {
  size?: InputMaybe<MediaItemSizeEnum>;
};

export type MediaItemConnection = {
  edges: Array<MediaItemConnectionEdge>;
  nodes: Array<MediaItem>;
  pageInfo: MediaItemConnectionPageInfo;
};

export type MediaItemConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: MediaItem;
};

export type MediaItemConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type MediaItemSizeEnum =
  | 'LARGE'
  | 'MEDIUM'
  | 'MEDIUM_LARGE'
  | 'THUMBNAIL'
  | 'WOOCOMMERCE_GALLERY_THUMBNAIL'
  | 'WOOCOMMERCE_SINGLE'
  | 'WOOCOMMERCE_THUMBNAIL'
  | '_1536X1536'
  | '_2048X2048';

export type MediaSize = {
  __typename?: 'MediaSize';
  height?: Maybe<Scalars['String']['output']>;
  mimeType?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  sourceUrl?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};

export type MetaData = {
  __typename?: 'MetaData';
  id?: Maybe<Scalars['ID']['output']>;
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type MetaDataInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type NewsletterSubscriptionStatusEnum =
  | 'CONFIRMED'
  /** Signed up; waiting for the mailed link to confirm it. */
  | 'PENDING_CONFIRMATION'
  | 'UNSUBSCRIBED';

export type Node = {
  id: Scalars['ID']['output'];
};

export type NodeWithAuthorToUserConnectionEdge = Edge & OneToOneConnection & {
  __typename?: 'NodeWithAuthorToUserConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: User;
};

export type NodeWithFeaturedImageToMediaItemConnectionEdge = Edge & MediaItemConnectionEdge & OneToOneConnection & {
  __typename?: 'NodeWithFeaturedImageToMediaItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: MediaItem;
};

export type OAuthProviderResponseInput = {
  code: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

export type OneToOneConnection = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: Node;
};

export type Order = Node & {
  __typename?: 'Order';
  billing?: Maybe<CustomerAddress>;
  cartTax?: Maybe<Scalars['String']['output']>;
  createdVia?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  customerNote?: Maybe<Scalars['String']['output']>;
  databaseId?: Maybe<Scalars['Int']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  datePaid?: Maybe<Scalars['String']['output']>;
  discountTax?: Maybe<Scalars['String']['output']>;
  discountTotal?: Maybe<Scalars['String']['output']>;
  downloadableItems?: Maybe<OrderToDownloadableItemConnection>;
  /** The gift cards that paid part of this order; its total is what was left to pay after them. */
  giftCardPayments: Array<OrderGiftCardPayment>;
  hasBillingAddress?: Maybe<Scalars['Boolean']['output']>;
  hasDownloadableItem?: Maybe<Scalars['Boolean']['output']>;
  hasShippingAddress?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  isDownloadPermitted?: Maybe<Scalars['Boolean']['output']>;
  lineItems?: Maybe<OrderToLineItemConnection>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  needsPayment?: Maybe<Scalars['Boolean']['output']>;
  needsProcessing?: Maybe<Scalars['Boolean']['output']>;
  needsShippingAddress?: Maybe<Scalars['Boolean']['output']>;
  orderKey?: Maybe<Scalars['String']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  paymentMethodTitle?: Maybe<Scalars['String']['output']>;
  shipping?: Maybe<CustomerAddress>;
  shippingLines?: Maybe<OrderToShippingLineConnection>;
  shippingTax?: Maybe<Scalars['String']['output']>;
  shippingTotal?: Maybe<Scalars['String']['output']>;
  status?: Maybe<OrderStatusEnum>;
  subtotal?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
  transactionId?: Maybe<Scalars['String']['output']>;
};


export type OrderCartTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderDiscountTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderDiscountTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderDownloadableItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<OrderToDownloadableItemConnectionWhereArgs>;
};


export type OrderLineItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type OrderShippingLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderShippingTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderShippingTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type OrderTotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type OrderEnum =
  | 'ASC'
  | 'DESC';

/** What one gift card paid of an order. */
export type OrderGiftCardPayment = {
  __typename?: 'OrderGiftCardPayment';
  amount?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
};


/** What one gift card paid of an order. */
export type OrderGiftCardPaymentAmountArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type OrderIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'ORDER_KEY';

export type OrderStatusEnum =
  | 'CANCELLED'
  | 'CHECKOUT_DRAFT'
  | 'COMPLETED'
  | 'FAILED'
  | 'ON_HOLD'
  | 'PENDING'
  | 'PROCESSING'
  | 'REFUNDED';

export type OrderToDownloadableItemConnection = Connection & DownloadableItemConnection & {
  __typename?: 'OrderToDownloadableItemConnection';
  edges: Array<OrderToDownloadableItemConnectionEdge>;
  nodes: Array<DownloadableItem>;
  pageInfo: OrderToDownloadableItemConnectionPageInfo;
};

export type OrderToDownloadableItemConnectionEdge = DownloadableItemConnectionEdge & Edge & {
  __typename?: 'OrderToDownloadableItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: DownloadableItem;
};

export type OrderToDownloadableItemConnectionPageInfo = DownloadableItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'OrderToDownloadableItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrderToDownloadableItemConnectionWhereArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  expired?: InputMaybe<Scalars['Boolean']['input']>;
  hasDownloadsRemaining?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OrderToLineItemConnection = Connection & {
  __typename?: 'OrderToLineItemConnection';
  edges: Array<OrderToLineItemConnectionEdge>;
  nodes: Array<LineItem>;
  pageInfo: OrderToLineItemConnectionPageInfo;
};

export type OrderToLineItemConnectionEdge = Edge & {
  __typename?: 'OrderToLineItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: LineItem;
};

export type OrderToLineItemConnectionPageInfo = PageInfo & WpPageInfo & {
  __typename?: 'OrderToLineItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrderToShippingLineConnection = Connection & {
  __typename?: 'OrderToShippingLineConnection';
  edges: Array<OrderToShippingLineConnectionEdge>;
  nodes: Array<ShippingLine>;
  pageInfo: OrderToShippingLineConnectionPageInfo;
};

export type OrderToShippingLineConnectionEdge = Edge & {
  __typename?: 'OrderToShippingLineConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ShippingLine;
};

export type OrderToShippingLineConnectionPageInfo = PageInfo & WpPageInfo & {
  __typename?: 'OrderToShippingLineConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type OrdersOrderByEnum =
  | 'DATE'
  | 'DATE_COMPLETED'
  | 'DATE_PAID'
  | 'DISCOUNT'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME'
  | 'NAME_IN'
  | 'ORDER_KEY'
  | 'PARENT'
  | 'SLUG'
  | 'TAX'
  | 'TOTAL';

export type OrdersOrderbyInput = {
  field: OrdersOrderByEnum;
  order?: InputMaybe<OrderEnum>;
};

export type PaColor = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'PaColor';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** @deprecated Deprecated in favor of databaseId */
  paColorId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type PaCutlevel = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'PaCutlevel';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  paCutlevelId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type PaFilterclass = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'PaFilterclass';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  paFilterclassId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type PaShade = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'PaShade';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  paShadeId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type PaSize = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'PaSize';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** @deprecated Deprecated in favor of databaseId */
  paSizeId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type PaStandard = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'PaStandard';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  paStandardId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type PageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PasswordProviderResponseInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type PaymentGateway = Node & {
  __typename?: 'PaymentGateway';
  /** The accounts to pay into: the bank transfer gateway's account details; empty for other gateways. */
  bankAccounts: Array<PaymentGatewayBankAccount>;
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The gateway's instructions for paying an order (WooCommerce's Instructions setting); null when unset. */
  instructions?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** An account the bank transfer (bacs) gateway asks shoppers to pay into (WooCommerce's account details). */
export type PaymentGatewayBankAccount = {
  __typename?: 'PaymentGatewayBankAccount';
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  bic?: Maybe<Scalars['String']['output']>;
  iban?: Maybe<Scalars['String']['output']>;
  /** The sort code, or its country's equivalent (routing number, BSB, IFSC). */
  sortCode?: Maybe<Scalars['String']['output']>;
};

export type PaymentIntent = {
  __typename?: 'PaymentIntent';
  amount?: Maybe<Scalars['Int']['output']>;
  clientSecret?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  stripePaymentMethod?: Maybe<Scalars['String']['output']>;
};

export type Post = DatabaseIdentifier & Node & {
  __typename?: 'Post';
  author?: Maybe<NodeWithAuthorToUserConnectionEdge>;
  content?: Maybe<Scalars['String']['output']>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  excerpt?: Maybe<Scalars['String']['output']>;
  featuredImage?: Maybe<NodeWithFeaturedImageToMediaItemConnectionEdge>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  modified?: Maybe<Scalars['String']['output']>;
  /** @deprecated Deprecated in favor of the databaseId field */
  postId: Scalars['Int']['output'];
  seo?: Maybe<PostTypeSeo>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type PostContentArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type PostExcerptArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type PostTitleArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type PostConnection = {
  edges: Array<PostConnectionEdge>;
  nodes: Array<Post>;
  pageInfo: PostConnectionPageInfo;
};

export type PostConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: Post;
};

export type PostConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PostIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'SLUG'
  | 'URI';

export type PostObjectFieldFormatEnum =
  | 'RAW'
  | 'RENDERED';

export type PostObjectsConnectionOrderbyEnum =
  | 'AUTHOR'
  | 'COMMENT_COUNT'
  | 'DATE'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME_IN'
  | 'PARENT'
  | 'SLUG'
  | 'TITLE';

export type PostObjectsConnectionOrderbyInput = {
  field: PostObjectsConnectionOrderbyEnum;
  order: OrderEnum;
};

export type PostTypeSeo = {
  __typename?: 'PostTypeSEO';
  canonical?: Maybe<Scalars['String']['output']>;
  metaDesc?: Maybe<Scalars['String']['output']>;
  opengraphDescription?: Maybe<Scalars['String']['output']>;
  opengraphImage?: Maybe<MediaItem>;
  opengraphTitle?: Maybe<Scalars['String']['output']>;
  schema?: Maybe<SeoPostTypeSchema>;
  title?: Maybe<Scalars['String']['output']>;
  twitterDescription?: Maybe<Scalars['String']['output']>;
  twitterImage?: Maybe<MediaItem>;
  twitterTitle?: Maybe<Scalars['String']['output']>;
};

export type PricingFieldFormatEnum =
  | 'FORMATTED'
  | 'RAW';

export type Product = {
  averageRating?: Maybe<Scalars['Float']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  /**
   * The published products offering this one among their cross-sells: what a part or refill fits.
   * Best sellers first, 24 at most.
   */
  crossSellOf: Array<Product>;
  customTabs: Array<ProductCustomTab>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** Certificates, declarations, data sheets and instructions, one entry per file and language. */
  documents: Array<ProductDocument>;
  faqs: Array<ProductFaq>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  fullYoastHead?: Maybe<Scalars['String']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  link?: Maybe<Scalars['String']['output']>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  /** Pack size and how the quantity counts, for what is used by the box; null for the rest. */
  packaging?: Maybe<ProductPackaging>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** @deprecated Deprecated in favor of the databaseId field */
  productId: Scalars['Int']['output'];
  productTags?: Maybe<ProductToProductTagConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  /** Box and case pricing, the tiers above a single unit's price; on a variable product, for the variations without their own. Null when flat. */
  quantityTiers?: Maybe<Array<QuantityTier>>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  seo?: Maybe<PostTypeSeo>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  upsell?: Maybe<ProductToUpsellConnection>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  warranty?: Maybe<ProductWarranty>;
};


export type ProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductFullYoastHeadArgs = {
  frontendUrl?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  sanitize?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductProductTagsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type ProductUpsellArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductAttribute = {
  attributeId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  position?: Maybe<Scalars['Int']['output']>;
  scope: ProductAttributeTypesEnum;
  variation?: Maybe<Scalars['Boolean']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type ProductAttributeConnection = {
  edges: Array<ProductAttributeConnectionEdge>;
  nodes: Array<ProductAttribute>;
  pageInfo: ProductAttributeConnectionPageInfo;
};

export type ProductAttributeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductAttribute;
};

export type ProductAttributeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductAttributeInput = {
  attributeName: Scalars['String']['input'];
  attributeValue?: InputMaybe<Scalars['String']['input']>;
};

export type ProductAttributeOutput = {
  __typename?: 'ProductAttributeOutput';
  attributeName?: Maybe<Scalars['String']['output']>;
  attributeValue?: Maybe<Scalars['String']['output']>;
};

export type ProductAttributeTypesEnum =
  | 'GLOBAL'
  | 'LOCAL';

export type ProductAttributesConnectionOrderbyEnum =
  | 'COUNT'
  | 'DESCRIPTION'
  | 'MENU_ORDER'
  | 'NAME'
  | 'SLUG'
  | 'TERM_GROUP'
  | 'TERM_ID'
  | 'TERM_ORDER';

export type ProductCategory = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'ProductCategory';
  ancestors?: Maybe<ProductCategoryToAncestorsProductCategoryConnection>;
  children?: Maybe<ProductCategoryToProductCategoryConnection>;
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  display?: Maybe<ProductCategoryDisplay>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  link?: Maybe<Scalars['String']['output']>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  parent?: Maybe<ProductCategoryToParentProductCategoryConnectionEdge>;
  parentDatabaseId?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  /** @deprecated Deprecated in favor of databaseId */
  productCategoryId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};


export type ProductCategoryAncestorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductCategoryChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductCategoryToProductCategoryConnectionWhereArgs>;
};

export type ProductCategoryConnection = {
  edges: Array<ProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: ProductCategoryConnectionPageInfo;
};

export type ProductCategoryConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type ProductCategoryConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductCategoryDisplay =
  | 'BOTH'
  | 'DEFAULT'
  | 'PRODUCTS'
  | 'SUBCATEGORIES';

export type ProductCategoryIdType =
  | 'DATABASE_ID'
  | 'ID'
  | 'NAME'
  | 'SLUG'
  | 'URI';

export type ProductCategoryToAncestorsProductCategoryConnection = Connection & ProductCategoryConnection & {
  __typename?: 'ProductCategoryToAncestorsProductCategoryConnection';
  edges: Array<ProductCategoryToAncestorsProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: ProductCategoryToAncestorsProductCategoryConnectionPageInfo;
};

export type ProductCategoryToAncestorsProductCategoryConnectionEdge = Edge & ProductCategoryConnectionEdge & {
  __typename?: 'ProductCategoryToAncestorsProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type ProductCategoryToAncestorsProductCategoryConnectionPageInfo = PageInfo & ProductCategoryConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductCategoryToAncestorsProductCategoryConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductCategoryToParentProductCategoryConnectionEdge = Edge & OneToOneConnection & ProductCategoryConnectionEdge & {
  __typename?: 'ProductCategoryToParentProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type ProductCategoryToProductCategoryConnection = Connection & ProductCategoryConnection & {
  __typename?: 'ProductCategoryToProductCategoryConnection';
  edges: Array<ProductCategoryToProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: ProductCategoryToProductCategoryConnectionPageInfo;
};

export type ProductCategoryToProductCategoryConnectionEdge = Edge & ProductCategoryConnectionEdge & {
  __typename?: 'ProductCategoryToProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type ProductCategoryToProductCategoryConnectionPageInfo = PageInfo & ProductCategoryConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductCategoryToProductCategoryConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductCategoryToProductCategoryConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ProductConnection = {
  edges: Array<ProductConnectionEdge>;
  nodes: Array<Product>;
  pageInfo: ProductConnectionPageInfo;
};

export type ProductConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type ProductConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductCustomTab = {
  __typename?: 'ProductCustomTab';
  accordionItems: Array<ProductTabAccordionItem>;
  contentType: ProductTabContentTypeEnum;
  downloads: Array<ProductTabDownload>;
  tabTitle: Scalars['String']['output'];
  textContent?: Maybe<Scalars['String']['output']>;
  videos: Array<ProductTabVideo>;
};

/** A document a buyer keeps with the equipment: instructions, a declaration, a data sheet. */
export type ProductDocument = {
  __typename?: 'ProductDocument';
  /** The file's size in bytes. */
  byteSize: Scalars['Int']['output'];
  /** The file's address on this site: /downloads/<name>.pdf. */
  file: Scalars['String']['output'];
  kind: ProductDocumentKindEnum;
  /** The document's language, a BCP 47 tag (en, es, pt-BR). */
  language: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ProductDocumentKindEnum =
  | 'APPROVAL_LABEL'
  | 'CERTIFICATE'
  | 'DECLARATION_OF_CONFORMITY'
  | 'SAFETY_DATA_SHEET'
  | 'USER_INSTRUCTIONS';

export type ProductDownload = {
  __typename?: 'ProductDownload';
  downloadId: Scalars['String']['output'];
  file?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type ProductFaq = {
  __typename?: 'ProductFaq';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type ProductIdTypeEnum =
  | 'DATABASE_ID'
  | 'ID'
  | 'SKU'
  | 'SLUG';

export type ProductPackEnum =
  | 'BAG'
  | 'BOX'
  | 'CASE'
  | 'PACK';

export type ProductPackUnitEnum =
  | 'FILTER'
  | 'GLOVE'
  | 'MASK'
  | 'PAIR'
  | 'PIECE';

/** How a product used by the box is packed and sold. */
export type ProductPackaging = {
  __typename?: 'ProductPackaging';
  pack: ProductPackEnum;
  /** What a cart quantity must be a multiple of: 1 by the pack, unitsPerPack by the unit. */
  quantityStep: Scalars['Int']['output'];
  soldBy: ProductSoldByEnum;
  unit: ProductPackUnitEnum;
  unitsPerPack: Scalars['Int']['output'];
};

export type ProductSoldByEnum =
  /** The price and the quantity count packs. */
  | 'PACK'
  /** The price and the quantity count single units, bought in whole packs. */
  | 'UNIT';

export type ProductTabAccordionItem = {
  __typename?: 'ProductTabAccordionItem';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type ProductTabContentTypeEnum =
  | 'ACCORDION'
  | 'DOWNLOADS'
  | 'TEXT'
  | 'VIDEOS';

export type ProductTabDownload = {
  __typename?: 'ProductTabDownload';
  file: Scalars['String']['output'];
  fileDescription?: Maybe<Scalars['String']['output']>;
  fileTitle: Scalars['String']['output'];
};

export type ProductTabVideo = {
  __typename?: 'ProductTabVideo';
  videoDescription?: Maybe<Scalars['String']['output']>;
  videoTitle: Scalars['String']['output'];
  youtubeUrl: Scalars['String']['output'];
};

export type ProductTag = DatabaseIdentifier & Node & TermNode & {
  __typename?: 'ProductTag';
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** @deprecated Deprecated in favor of databaseId */
  productTagId?: Maybe<Scalars['Int']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type ProductTagConnection = {
  edges: Array<ProductTagConnectionEdge>;
  nodes: Array<ProductTag>;
  pageInfo: ProductTagConnectionPageInfo;
};

export type ProductTagConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductTag;
};

export type ProductTagConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductTaxonomyEnum =
  | 'PA_COLOR'
  | 'PA_CUTLEVEL'
  | 'PA_FILTERCLASS'
  | 'PA_RANGE'
  | 'PA_SHADE'
  | 'PA_SIZE'
  | 'PA_STANDARD'
  | 'PRODUCT_BRAND'
  | 'PRODUCT_CAT'
  | 'PRODUCT_SHIPPING_CLASS'
  | 'PRODUCT_TAG'
  | 'PRODUCT_TYPE'
  | 'PRODUCT_VISIBILITY';

export type ProductTaxonomyFilterInput = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  operator?: InputMaybe<TaxonomyOperatorEnum>;
  taxonomy: ProductTaxonomyEnum;
  terms?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ProductTaxonomyInput = {
  filters?: InputMaybe<Array<InputMaybe<ProductTaxonomyFilterInput>>>;
  relation?: InputMaybe<RelationEnum>;
};

export type ProductToCommentConnection = CommentConnection & Connection & {
  __typename?: 'ProductToCommentConnection';
  averageRating?: Maybe<Scalars['Float']['output']>;
  edges: Array<ProductToCommentConnectionEdge>;
  nodes: Array<Comment>;
  pageInfo: ProductToCommentConnectionPageInfo;
};

export type ProductToCommentConnectionEdge = CommentConnectionEdge & Edge & {
  __typename?: 'ProductToCommentConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Comment;
  rating?: Maybe<Scalars['Float']['output']>;
};

export type ProductToCommentConnectionPageInfo = CommentConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'ProductToCommentConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToMediaItemConnection = Connection & MediaItemConnection & {
  __typename?: 'ProductToMediaItemConnection';
  edges: Array<ProductToMediaItemConnectionEdge>;
  nodes: Array<MediaItem>;
  pageInfo: ProductToMediaItemConnectionPageInfo;
};

export type ProductToMediaItemConnectionEdge = Edge & MediaItemConnectionEdge & {
  __typename?: 'ProductToMediaItemConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: MediaItem;
};

export type ProductToMediaItemConnectionPageInfo = MediaItemConnectionPageInfo & PageInfo & WpPageInfo & {
  __typename?: 'ProductToMediaItemConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToProductCategoryConnection = Connection & ProductCategoryConnection & {
  __typename?: 'ProductToProductCategoryConnection';
  edges: Array<ProductToProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: ProductToProductCategoryConnectionPageInfo;
};

export type ProductToProductCategoryConnectionEdge = Edge & ProductCategoryConnectionEdge & {
  __typename?: 'ProductToProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type ProductToProductCategoryConnectionPageInfo = PageInfo & ProductCategoryConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToProductCategoryConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToProductTagConnection = Connection & ProductTagConnection & {
  __typename?: 'ProductToProductTagConnection';
  edges: Array<ProductToProductTagConnectionEdge>;
  nodes: Array<ProductTag>;
  pageInfo: ProductToProductTagConnectionPageInfo;
};

export type ProductToProductTagConnectionEdge = Edge & ProductTagConnectionEdge & {
  __typename?: 'ProductToProductTagConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductTag;
};

export type ProductToProductTagConnectionPageInfo = PageInfo & ProductTagConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToProductTagConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToProductUnionConnection = Connection & ProductUnionConnection & {
  __typename?: 'ProductToProductUnionConnection';
  edges: Array<ProductToProductUnionConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<ProductUnion>;
  pageInfo: ProductToProductUnionConnectionPageInfo;
};

export type ProductToProductUnionConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'ProductToProductUnionConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type ProductToProductUnionConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToProductUnionConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToTermNodeConnection = Connection & TermNodeConnection & {
  __typename?: 'ProductToTermNodeConnection';
  edges: Array<ProductToTermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: ProductToTermNodeConnectionPageInfo;
};

export type ProductToTermNodeConnectionEdge = Edge & TermNodeConnectionEdge & {
  __typename?: 'ProductToTermNodeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type ProductToTermNodeConnectionPageInfo = PageInfo & TermNodeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToTermNodeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductToTermNodeConnectionWhereArgs = {
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  taxonomies?: InputMaybe<Array<InputMaybe<TaxonomyEnum>>>;
};

export type ProductToUpsellConnection = Connection & ProductUnionConnection & {
  __typename?: 'ProductToUpsellConnection';
  edges: Array<ProductToUpsellConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<ProductUnion>;
  pageInfo: ProductToUpsellConnectionPageInfo;
};

export type ProductToUpsellConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'ProductToUpsellConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type ProductToUpsellConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductToUpsellConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductTypesEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

export type ProductUnion = {
  averageRating?: Maybe<Scalars['Float']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
};


export type ProductUnionDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductUnionMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductUnionShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type ProductUnionConnection = {
  edges: Array<ProductUnionConnectionEdge>;
  nodes: Array<ProductUnion>;
  pageInfo: ProductUnionConnectionPageInfo;
};

export type ProductUnionConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type ProductUnionConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductVariation = {
  attributes?: Maybe<ProductVariationToVariationAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  downloads?: Maybe<Array<Maybe<ProductDownload>>>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  hasAttributes?: Maybe<Scalars['Boolean']['output']>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  length?: Maybe<Scalars['String']['output']>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  parent?: Maybe<ProductVariationToProductConnectionEdge>;
  price?: Maybe<Scalars['String']['output']>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  /** Box and case pricing of the variation: its own tiers, else its product's; null when flat. */
  quantityTiers?: Maybe<Array<QuantityTier>>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type ProductVariationAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductVariationDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type ProductVariationMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ProductVariationPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductVariationRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductVariationSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductVariationShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type ProductVariationConnection = {
  edges: Array<ProductVariationConnectionEdge>;
  nodes: Array<ProductVariation>;
  pageInfo: ProductVariationConnectionPageInfo;
};

export type ProductVariationConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductVariation;
};

export type ProductVariationConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductVariationToProductConnectionEdge = Edge & OneToOneConnection & ProductConnectionEdge & {
  __typename?: 'ProductVariationToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type ProductVariationToVariationAttributeConnection = Connection & VariationAttributeConnection & {
  __typename?: 'ProductVariationToVariationAttributeConnection';
  edges: Array<ProductVariationToVariationAttributeConnectionEdge>;
  nodes: Array<VariationAttribute>;
  pageInfo: ProductVariationToVariationAttributeConnectionPageInfo;
};

export type ProductVariationToVariationAttributeConnectionEdge = Edge & VariationAttributeConnectionEdge & {
  __typename?: 'ProductVariationToVariationAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: VariationAttribute;
};

export type ProductVariationToVariationAttributeConnectionPageInfo = PageInfo & VariationAttributeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductVariationToVariationAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWarranty = {
  __typename?: 'ProductWarranty';
  customWarrantyItems: Array<ProductWarrantyItem>;
  useCustomWarranty: Scalars['Boolean']['output'];
  warrantyDuration?: Maybe<Scalars['String']['output']>;
};

export type ProductWarrantyItem = {
  __typename?: 'ProductWarrantyItem';
  itemName: Scalars['String']['output'];
  itemWarrantyDuration: Scalars['String']['output'];
};

export type ProductWithAttributes = {
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  databaseId: Scalars['Int']['output'];
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  id: Scalars['ID']['output'];
};


export type ProductWithAttributesAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductWithAttributesDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductWithAttributesToProductAttributeConnection = Connection & ProductAttributeConnection & {
  __typename?: 'ProductWithAttributesToProductAttributeConnection';
  edges: Array<ProductWithAttributesToProductAttributeConnectionEdge>;
  nodes: Array<ProductAttribute>;
  pageInfo: ProductWithAttributesToProductAttributeConnectionPageInfo;
};

export type ProductWithAttributesToProductAttributeConnectionEdge = Edge & ProductAttributeConnectionEdge & {
  __typename?: 'ProductWithAttributesToProductAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductAttribute;
};

export type ProductWithAttributesToProductAttributeConnectionPageInfo = PageInfo & ProductAttributeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductWithAttributesToProductAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithAttributesToVariationAttributeConnection = Connection & VariationAttributeConnection & {
  __typename?: 'ProductWithAttributesToVariationAttributeConnection';
  edges: Array<ProductWithAttributesToVariationAttributeConnectionEdge>;
  nodes: Array<VariationAttribute>;
  pageInfo: ProductWithAttributesToVariationAttributeConnectionPageInfo;
};

export type ProductWithAttributesToVariationAttributeConnectionEdge = Edge & VariationAttributeConnectionEdge & {
  __typename?: 'ProductWithAttributesToVariationAttributeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: VariationAttribute;
};

export type ProductWithAttributesToVariationAttributeConnectionPageInfo = PageInfo & VariationAttributeConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductWithAttributesToVariationAttributeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductWithDimensions = {
  databaseId: Scalars['Int']['output'];
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  length?: Maybe<Scalars['String']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};

export type ProductWithPricing = {
  databaseId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  price?: Maybe<Scalars['String']['output']>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
};


export type ProductWithPricingPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductWithPricingRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type ProductWithPricingSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type ProductWithVariations = {
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  databaseId: Scalars['Int']['output'];
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  id: Scalars['ID']['output'];
  variations?: Maybe<ProductWithVariationsToProductVariationConnection>;
};


export type ProductWithVariationsAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductWithVariationsDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type ProductWithVariationsVariationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductWithVariationsToProductVariationConnection = Connection & ProductVariationConnection & {
  __typename?: 'ProductWithVariationsToProductVariationConnection';
  edges: Array<ProductWithVariationsToProductVariationConnectionEdge>;
  nodes: Array<ProductVariation>;
  pageInfo: ProductWithVariationsToProductVariationConnectionPageInfo;
};

export type ProductWithVariationsToProductVariationConnectionEdge = Edge & ProductVariationConnectionEdge & {
  __typename?: 'ProductWithVariationsToProductVariationConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductVariation;
};

export type ProductWithVariationsToProductVariationConnectionPageInfo = PageInfo & ProductVariationConnectionPageInfo & WpPageInfo & {
  __typename?: 'ProductWithVariationsToProductVariationConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type ProductsOrderByEnum =
  | 'DATE'
  | 'IN'
  | 'MENU_ORDER'
  | 'MODIFIED'
  | 'NAME'
  | 'NAME_IN'
  | 'ON_SALE_FROM'
  | 'ON_SALE_TO'
  | 'PARENT'
  | 'POPULARITY'
  | 'PRICE'
  | 'RATING'
  | 'REGULAR_PRICE'
  | 'REVIEW_COUNT'
  | 'SALE_PRICE'
  | 'SLUG'
  | 'TOTAL_SALES';

export type ProductsOrderbyInput = {
  field: ProductsOrderByEnum;
  order?: InputMaybe<OrderEnum>;
};

/** One step of box and case pricing: from minQuantity units on, each costs price. */
export type QuantityTier = {
  __typename?: 'QuantityTier';
  /** The last quantity at this price; null for the last tier, which has no end. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  minQuantity: Scalars['Int']['output'];
  /** The unit price from minQuantity on. */
  price?: Maybe<Scalars['String']['output']>;
};


/** One step of box and case pricing: from minQuantity units on, each costs price. */
export type QuantityTierPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type RefreshTokenInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  refreshToken: Scalars['String']['input'];
};

export type RefreshTokenPayload = {
  __typename?: 'RefreshTokenPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  authTokenExpiration?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  success?: Maybe<Scalars['Boolean']['output']>;
};

export type RegisterCustomerInput = {
  authenticate?: InputMaybe<Scalars['Boolean']['input']>;
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingSameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterCustomerPayload = {
  __typename?: 'RegisterCustomerPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  viewer?: Maybe<User>;
};

export type RelationEnum =
  | 'AND'
  | 'OR';

export type RemoveCouponsInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  codes?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RemoveCouponsPayload = {
  __typename?: 'RemoveCouponsPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type RemoveFromWishlistInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  productIds: Array<Scalars['Int']['input']>;
};

export type ResetUserPasswordInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  login?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type ResetUserPasswordPayload = {
  __typename?: 'ResetUserPasswordPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type RootMutation = {
  __typename?: 'RootMutation';
  addCartItems?: Maybe<AddCartItemsPayload>;
  addToCart?: Maybe<AddToCartPayload>;
  /** Adds products to the signed-in customer's wishlist; an unknown product refuses the lot ('Product not found'). */
  addToWishlist?: Maybe<WishlistPayload>;
  applyCoupon?: Maybe<ApplyCouponPayload>;
  checkout?: Maybe<CheckoutPayload>;
  /** Confirms a sign-up with the token of the mailed confirmation link (valid for 48 hours). */
  confirmNewsletterSubscription?: Maybe<ConfirmNewsletterSubscriptionPayload>;
  /** Confirms an alert with the token of the mailed confirmation link (valid for 48 hours). */
  confirmStockAlert?: Maybe<ConfirmStockAlertPayload>;
  emptyCart?: Maybe<EmptyCartPayload>;
  login?: Maybe<LoginPayload>;
  logout?: Maybe<LogoutPayload>;
  refreshToken?: Maybe<RefreshTokenPayload>;
  registerCustomer?: Maybe<RegisterCustomerPayload>;
  removeCoupons?: Maybe<RemoveCouponsPayload>;
  /** Removes products from the signed-in customer's wishlist; an unknown product refuses the lot ('Product not found'). */
  removeFromWishlist?: Maybe<WishlistPayload>;
  resetUserPassword?: Maybe<ResetUserPasswordPayload>;
  sendPasswordResetEmail?: Maybe<SendPasswordResetEmailPayload>;
  /** Stores a message sent with the storefront's contact form; bad input gets a readable error and stores nothing. */
  submitContactForm?: Maybe<SubmitContactFormPayload>;
  /** Signs an address up (pending until the mailed link confirms it). The answer never tells whether the address was already subscribed. */
  subscribeToNewsletter?: Maybe<SubscribeToNewsletterPayload>;
  /** Asks for an email when an out-of-stock product or variation is back (pending until the mailed link confirms it). The answer never tells whether the address had asked already. */
  subscribeToStockAlert?: Maybe<SubscribeToStockAlertPayload>;
  /** Unsubscribes with the token of the unsubscribe link in any newsletter mail; no sign-in needed. */
  unsubscribeFromNewsletter?: Maybe<UnsubscribeFromNewsletterPayload>;
  /** Cancels an alert with the token of the unsubscribe link in any of its mails; no sign-in needed. */
  unsubscribeFromStockAlert?: Maybe<UnsubscribeFromStockAlertPayload>;
  updateCustomer?: Maybe<UpdateCustomerPayload>;
  updateItemQuantities?: Maybe<UpdateItemQuantitiesPayload>;
  updateOrder?: Maybe<UpdateOrderPayload>;
  updateProduct?: Maybe<UpdateProductPayload>;
  updateProductVariation?: Maybe<UpdateProductVariationPayload>;
  updateShippingMethod?: Maybe<UpdateShippingMethodPayload>;
  updateUser?: Maybe<UpdateUserPayload>;
  writeReview?: Maybe<WriteReviewPayload>;
};


export type RootMutationAddCartItemsArgs = {
  input: AddCartItemsInput;
};


export type RootMutationAddToCartArgs = {
  input: AddToCartInput;
};


export type RootMutationAddToWishlistArgs = {
  input: AddToWishlistInput;
};


export type RootMutationApplyCouponArgs = {
  input: ApplyCouponInput;
};


export type RootMutationCheckoutArgs = {
  input: CheckoutInput;
};


export type RootMutationConfirmNewsletterSubscriptionArgs = {
  input: ConfirmNewsletterSubscriptionInput;
};


export type RootMutationConfirmStockAlertArgs = {
  input: ConfirmStockAlertInput;
};


export type RootMutationEmptyCartArgs = {
  input: EmptyCartInput;
};


export type RootMutationLoginArgs = {
  input: LoginInput;
};


export type RootMutationLogoutArgs = {
  input: LogoutInput;
};


export type RootMutationRefreshTokenArgs = {
  input: RefreshTokenInput;
};


export type RootMutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
};


export type RootMutationRemoveCouponsArgs = {
  input: RemoveCouponsInput;
};


export type RootMutationRemoveFromWishlistArgs = {
  input: RemoveFromWishlistInput;
};


export type RootMutationResetUserPasswordArgs = {
  input: ResetUserPasswordInput;
};


export type RootMutationSendPasswordResetEmailArgs = {
  input: SendPasswordResetEmailInput;
};


export type RootMutationSubmitContactFormArgs = {
  input: SubmitContactFormInput;
};


export type RootMutationSubscribeToNewsletterArgs = {
  input: SubscribeToNewsletterInput;
};


export type RootMutationSubscribeToStockAlertArgs = {
  input: SubscribeToStockAlertInput;
};


export type RootMutationUnsubscribeFromNewsletterArgs = {
  input: UnsubscribeFromNewsletterInput;
};


export type RootMutationUnsubscribeFromStockAlertArgs = {
  input: UnsubscribeFromStockAlertInput;
};


export type RootMutationUpdateCustomerArgs = {
  input: UpdateCustomerInput;
};


export type RootMutationUpdateItemQuantitiesArgs = {
  input: UpdateItemQuantitiesInput;
};


export type RootMutationUpdateOrderArgs = {
  input: UpdateOrderInput;
};


export type RootMutationUpdateProductArgs = {
  input: UpdateProductInput;
};


export type RootMutationUpdateProductVariationArgs = {
  input: UpdateProductVariationInput;
};


export type RootMutationUpdateShippingMethodArgs = {
  input: UpdateShippingMethodInput;
};


export type RootMutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type RootMutationWriteReviewArgs = {
  input: WriteReviewInput;
};

export type RootQuery = {
  __typename?: 'RootQuery';
  allSettings?: Maybe<Settings>;
  allowedCountries?: Maybe<Array<Maybe<CountriesEnum>>>;
  /** Announcement banner above the header (store banner plugin). */
  bannerSettings: BannerSettings;
  cart?: Maybe<Cart>;
  countryStates?: Maybe<Array<Maybe<CountryState>>>;
  customer?: Maybe<Customer>;
  generalSettings?: Maybe<GeneralSettings>;
  /** The balance of a gift card; null for an unknown code. Rate-limited per client address. */
  giftCardBalance?: Maybe<GiftCardBalance>;
  loginClients?: Maybe<Array<Maybe<LoginClient>>>;
  order?: Maybe<Order>;
  orders?: Maybe<RootQueryToOrderConnection>;
  paymentGateways?: Maybe<RootQueryToPaymentGatewayConnection>;
  post?: Maybe<Post>;
  posts?: Maybe<RootQueryToPostConnection>;
  product?: Maybe<Product>;
  productCategories?: Maybe<RootQueryToProductCategoryConnection>;
  productCategory?: Maybe<ProductCategory>;
  products?: Maybe<RootQueryToProductConnection>;
  productsWithVariations?: Maybe<RootQueryToProductUnionConnection>;
  stripePaymentIntent?: Maybe<PaymentIntent>;
  terms?: Maybe<RootQueryToTermNodeConnection>;
  viewer?: Maybe<User>;
  woonuxtSettings?: Maybe<WoonuxtOptions>;
};


export type RootQueryCartArgs = {
  recalculateTotals?: InputMaybe<Scalars['Boolean']['input']>;
};


export type RootQueryCountryStatesArgs = {
  country: CountriesEnum;
};


export type RootQueryGiftCardBalanceArgs = {
  code: Scalars['String']['input'];
};


export type RootQueryOrderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  idType?: InputMaybe<OrderIdTypeEnum>;
};


export type RootQueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type RootQueryPaymentGatewaysArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type RootQueryPostArgs = {
  id: Scalars['ID']['input'];
  idType?: InputMaybe<PostIdType>;
};


export type RootQueryPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToPostConnectionWhereArgs>;
};


export type RootQueryProductArgs = {
  id: Scalars['ID']['input'];
  idType?: InputMaybe<ProductIdTypeEnum>;
};


export type RootQueryProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToProductCategoryConnectionWhereArgs>;
};


export type RootQueryProductCategoryArgs = {
  id: Scalars['ID']['input'];
  idType?: InputMaybe<ProductCategoryIdType>;
};


export type RootQueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToProductConnectionWhereArgs>;
};


export type RootQueryProductsWithVariationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToProductUnionConnectionWhereArgs>;
};


export type RootQueryStripePaymentIntentArgs = {
  customerId?: InputMaybe<Scalars['String']['input']>;
  saveForFuture?: InputMaybe<Scalars['Boolean']['input']>;
  stripePaymentMethod?: InputMaybe<StripePaymentMethodEnum>;
};


export type RootQueryTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RootQueryToTermNodeConnectionWhereArgs>;
};

export type RootQueryToOrderConnection = Connection & {
  __typename?: 'RootQueryToOrderConnection';
  edges: Array<RootQueryToOrderConnectionEdge>;
  nodes: Array<Order>;
  pageInfo: RootQueryToOrderConnectionPageInfo;
};

export type RootQueryToOrderConnectionEdge = Edge & {
  __typename?: 'RootQueryToOrderConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Order;
};

export type RootQueryToOrderConnectionPageInfo = PageInfo & WpPageInfo & {
  __typename?: 'RootQueryToOrderConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToPaymentGatewayConnection = Connection & {
  __typename?: 'RootQueryToPaymentGatewayConnection';
  edges: Array<RootQueryToPaymentGatewayConnectionEdge>;
  nodes: Array<PaymentGateway>;
  pageInfo: RootQueryToPaymentGatewayConnectionPageInfo;
};

export type RootQueryToPaymentGatewayConnectionEdge = Edge & {
  __typename?: 'RootQueryToPaymentGatewayConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: PaymentGateway;
};

export type RootQueryToPaymentGatewayConnectionPageInfo = PageInfo & WpPageInfo & {
  __typename?: 'RootQueryToPaymentGatewayConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToPostConnection = Connection & PostConnection & {
  __typename?: 'RootQueryToPostConnection';
  edges: Array<RootQueryToPostConnectionEdge>;
  nodes: Array<Post>;
  pageInfo: RootQueryToPostConnectionPageInfo;
};

export type RootQueryToPostConnectionEdge = Edge & PostConnectionEdge & {
  __typename?: 'RootQueryToPostConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Post;
};

export type RootQueryToPostConnectionPageInfo = PageInfo & PostConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToPostConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToPostConnectionWhereArgs = {
  /** WPML language code the posts' titles, excerpts and contents are given in; "all" or none: the request's language. */
  language?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<PostObjectsConnectionOrderbyInput>>>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type RootQueryToProductCategoryConnection = Connection & ProductCategoryConnection & {
  __typename?: 'RootQueryToProductCategoryConnection';
  edges: Array<RootQueryToProductCategoryConnectionEdge>;
  nodes: Array<ProductCategory>;
  pageInfo: RootQueryToProductCategoryConnectionPageInfo;
};

export type RootQueryToProductCategoryConnectionEdge = Edge & ProductCategoryConnectionEdge & {
  __typename?: 'RootQueryToProductCategoryConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductCategory;
};

export type RootQueryToProductCategoryConnectionPageInfo = PageInfo & ProductCategoryConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToProductCategoryConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToProductCategoryConnectionWhereArgs = {
  childOf?: InputMaybe<Scalars['Int']['input']>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** WPML language code the categories' names and descriptions are given in; "all" or none: the request's language. */
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type RootQueryToProductConnection = Connection & ProductConnection & {
  __typename?: 'RootQueryToProductConnection';
  edges: Array<RootQueryToProductConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<Product>;
  pageInfo: RootQueryToProductConnectionPageInfo;
};

export type RootQueryToProductConnectionEdge = Edge & ProductConnectionEdge & {
  __typename?: 'RootQueryToProductConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

export type RootQueryToProductConnectionPageInfo = PageInfo & ProductConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToProductConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToProductConnectionWhereArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  categoryIdIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIdNotIn?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categoryIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  categoryNotIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  /** WPML language code (de, es, fr, it, pt-br) the products' names and texts are given in; "all" or none: the request's language. */
  language?: InputMaybe<Scalars['String']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  orderby?: InputMaybe<Array<InputMaybe<ProductsOrderbyInput>>>;
  rating?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  search?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  status?: InputMaybe<Scalars['String']['input']>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
  tag?: InputMaybe<Scalars['String']['input']>;
  tagIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomyFilter?: InputMaybe<ProductTaxonomyInput>;
  type?: InputMaybe<ProductTypesEnum>;
  typeIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  typeNotIn?: InputMaybe<Array<InputMaybe<ProductTypesEnum>>>;
  visibility?: InputMaybe<CatalogVisibilityEnum>;
};

export type RootQueryToProductUnionConnection = Connection & ProductUnionConnection & {
  __typename?: 'RootQueryToProductUnionConnection';
  edges: Array<RootQueryToProductUnionConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<ProductUnion>;
  pageInfo: RootQueryToProductUnionConnectionPageInfo;
};

export type RootQueryToProductUnionConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'RootQueryToProductUnionConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type RootQueryToProductUnionConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToProductUnionConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToProductUnionConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  include?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  includeVariations?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  slugIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  stockStatus?: InputMaybe<Array<InputMaybe<StockStatusEnum>>>;
};

export type RootQueryToTermNodeConnection = Connection & TermNodeConnection & {
  __typename?: 'RootQueryToTermNodeConnection';
  edges: Array<RootQueryToTermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: RootQueryToTermNodeConnectionPageInfo;
};

export type RootQueryToTermNodeConnectionEdge = Edge & TermNodeConnectionEdge & {
  __typename?: 'RootQueryToTermNodeConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type RootQueryToTermNodeConnectionPageInfo = PageInfo & TermNodeConnectionPageInfo & WpPageInfo & {
  __typename?: 'RootQueryToTermNodeConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type RootQueryToTermNodeConnectionWhereArgs = {
  exclude?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  hideEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  include?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  order?: InputMaybe<OrderEnum>;
  orderby?: InputMaybe<TermObjectsConnectionOrderbyEnum>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  taxonomies?: InputMaybe<Array<InputMaybe<TaxonomyEnum>>>;
};

export type SeoPostTypeSchema = {
  __typename?: 'SEOPostTypeSchema';
  raw?: Maybe<Scalars['String']['output']>;
};

export type SavedPaymentMethod = {
  __typename?: 'SavedPaymentMethod';
  cardType?: Maybe<Scalars['String']['output']>;
  customerId?: Maybe<Scalars['String']['output']>;
  expiryMonth?: Maybe<Scalars['String']['output']>;
  expiryYear?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['Int']['output']>;
  isDefault?: Maybe<Scalars['Boolean']['output']>;
  last4?: Maybe<Scalars['String']['output']>;
  token?: Maybe<Scalars['String']['output']>;
};

export type SendPasswordResetEmailInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type SendPasswordResetEmailPayload = {
  __typename?: 'SendPasswordResetEmailPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  success?: Maybe<Scalars['Boolean']['output']>;
};

export type Settings = {
  __typename?: 'Settings';
  generalSettingsDateFormat?: Maybe<Scalars['String']['output']>;
  generalSettingsDescription?: Maybe<Scalars['String']['output']>;
  generalSettingsLanguage?: Maybe<Scalars['String']['output']>;
  generalSettingsStartOfWeek?: Maybe<Scalars['Int']['output']>;
  generalSettingsTimeFormat?: Maybe<Scalars['String']['output']>;
  generalSettingsTimezone?: Maybe<Scalars['String']['output']>;
  generalSettingsTitle?: Maybe<Scalars['String']['output']>;
  generalSettingsUrl?: Maybe<Scalars['String']['output']>;
  readingSettingsPostsPerPage?: Maybe<Scalars['Int']['output']>;
};

export type ShippingLine = Node & {
  __typename?: 'ShippingLine';
  databaseId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  methodTitle?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['Int']['output']>;
  shippingMethod?: Maybe<ShippingMethod>;
  total?: Maybe<Scalars['String']['output']>;
  totalTax?: Maybe<Scalars['String']['output']>;
};

export type ShippingMethod = Node & {
  __typename?: 'ShippingMethod';
  databaseId: Scalars['ID']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type ShippingPackage = {
  __typename?: 'ShippingPackage';
  packageDetails?: Maybe<Scalars['String']['output']>;
  rates?: Maybe<Array<Maybe<ShippingRate>>>;
  supportsShippingCalculator?: Maybe<Scalars['Boolean']['output']>;
};

export type ShippingRate = {
  __typename?: 'ShippingRate';
  cost?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  instanceId?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  methodId: Scalars['ID']['output'];
};


export type ShippingRateCostArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type SimpleCartItem = CartItem & Node & {
  __typename?: 'SimpleCartItem';
  extraData?: Maybe<Array<Maybe<MetaData>>>;
  id: Scalars['ID']['output'];
  key: Scalars['ID']['output'];
  product?: Maybe<CartItemToProductConnectionEdge>;
  quantity?: Maybe<Scalars['Int']['output']>;
  quantityTier?: Maybe<CartItemQuantityTier>;
  subtotal?: Maybe<Scalars['String']['output']>;
  subtotalTax?: Maybe<Scalars['String']['output']>;
  tax?: Maybe<Scalars['String']['output']>;
  total?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<CartItemToProductVariationConnectionEdge>;
};


export type SimpleCartItemExtraDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type SimpleCartItemSubtotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleCartItemSubtotalTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleCartItemTaxArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleCartItemTotalArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};

export type SimpleProduct = DatabaseIdentifier & DownloadableProduct & InventoriedProduct & Node & Product & ProductUnion & ProductWithAttributes & ProductWithDimensions & ProductWithPricing & {
  __typename?: 'SimpleProduct';
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  crossSell?: Maybe<SimpleProductToProductUnionConnection>;
  crossSellOf: Array<Product>;
  customTabs: Array<ProductCustomTab>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  documents: Array<ProductDocument>;
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  downloads?: Maybe<Array<Maybe<ProductDownload>>>;
  faqs: Array<ProductFaq>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  fullYoastHead?: Maybe<Scalars['String']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  length?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  packaging?: Maybe<ProductPackaging>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** @deprecated Deprecated in favor of the databaseId field */
  productId: Scalars['Int']['output'];
  productTags?: Maybe<ProductToProductTagConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  quantityTiers?: Maybe<Array<QuantityTier>>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  seo?: Maybe<PostTypeSeo>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  upsell?: Maybe<ProductToUpsellConnection>;
  uri?: Maybe<Scalars['String']['output']>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  warranty?: Maybe<ProductWarranty>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type SimpleProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductCrossSellArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductFullYoastHeadArgs = {
  frontendUrl?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  sanitize?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SimpleProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SimpleProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductProductTagsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type SimpleProductUpsellArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type SimpleProductToProductUnionConnection = Connection & ProductUnionConnection & {
  __typename?: 'SimpleProductToProductUnionConnection';
  edges: Array<SimpleProductToProductUnionConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<ProductUnion>;
  pageInfo: SimpleProductToProductUnionConnectionPageInfo;
};

export type SimpleProductToProductUnionConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'SimpleProductToProductUnionConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type SimpleProductToProductUnionConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'SimpleProductToProductUnionConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type SimpleProductVariation = DatabaseIdentifier & DownloadableProduct & InventoriedProduct & Node & ProductUnion & ProductVariation & ProductWithDimensions & ProductWithPricing & {
  __typename?: 'SimpleProductVariation';
  attributes?: Maybe<ProductVariationToVariationAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  downloadable?: Maybe<Scalars['Boolean']['output']>;
  downloads?: Maybe<Array<Maybe<ProductDownload>>>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  hasAttributes?: Maybe<Scalars['Boolean']['output']>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  length?: Maybe<Scalars['String']['output']>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  parent?: Maybe<ProductVariationToProductConnectionEdge>;
  price?: Maybe<Scalars['String']['output']>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  quantityTiers?: Maybe<Array<QuantityTier>>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type SimpleProductVariationAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type SimpleProductVariationDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type SimpleProductVariationMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SimpleProductVariationPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductVariationRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductVariationSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type SimpleProductVariationShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};

export type StockAlertStatusEnum =
  /** Confirmed; one email goes out when the item is in stock again. */
  | 'CONFIRMED'
  /** Asked for; waiting for the mailed link to confirm it. */
  | 'PENDING_CONFIRMATION'
  | 'UNSUBSCRIBED';

export type StockStatusEnum =
  | 'IN_STOCK'
  | 'ON_BACKORDER'
  | 'OUT_OF_STOCK';

export type StripePaymentMethodEnum =
  | 'PAYMENT'
  | 'SETUP';

export type SubmitContactFormInput = {
  /** Where the store answers (a valid address, at most 254 characters). */
  email: Scalars['String']['input'];
  /** The storefront locale the shopper wrote from, such as de-DE. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** The message itself (10-5000 characters). */
  message: Scalars['String']['input'];
  /** The sender's name (1-100 characters). */
  name: Scalars['String']['input'];
  /** Optional subject line (at most 150 characters). */
  subject?: InputMaybe<Scalars['String']['input']>;
};

export type SubmitContactFormPayload = {
  __typename?: 'SubmitContactFormPayload';
  /** A sentence for the shopper. */
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type SubscribeToNewsletterInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Whether the shopper agreed to the consent text shown beside the form; false is refused. */
  consent: Scalars['Boolean']['input'];
  /** Which consent text the form showed (a version label, at most 64 characters), kept as proof. */
  consentVersion?: InputMaybe<Scalars['String']['input']>;
  /** The address to sign up (WordPress's is_email rule, at most 254 characters); its case does not matter. */
  email: Scalars['String']['input'];
  /** The language of the mails: a WPML code or a locale (de, de-DE, pt-BR); none: the request's language. */
  language?: InputMaybe<Scalars['String']['input']>;
};

export type SubscribeToNewsletterPayload = {
  __typename?: 'SubscribeToNewsletterPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
  /** Always PENDING_CONFIRMATION, whatever the address's state. */
  status: NewsletterSubscriptionStatusEnum;
};

export type SubscribeToStockAlertInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The address to mail (WordPress's is_email rule, at most 254 characters); its case does not matter. */
  email: Scalars['String']['input'];
  /** The language of the mails: a WPML code or a locale (de, de-DE, pt-BR); none: the request's language. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The product's database ID; it must be out of stock (or its variation must). */
  productId: Scalars['Int']['input'];
  /** The out-of-stock variation's database ID, for an alert on one variation of a variable product. */
  variationId?: InputMaybe<Scalars['Int']['input']>;
};

export type SubscribeToStockAlertPayload = {
  __typename?: 'SubscribeToStockAlertPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** A sentence for the shopper. */
  message: Scalars['String']['output'];
  /** Always PENDING_CONFIRMATION, whatever the address's state. */
  status: StockAlertStatusEnum;
};

export type TaxonomyEnum =
  | 'CATEGORY'
  | 'PACOLOR'
  | 'PACUTLEVEL'
  | 'PAFILTERCLASS'
  | 'PARANGE'
  | 'PASHADE'
  | 'PASIZE'
  | 'PASTANDARD'
  | 'POSTFORMAT'
  | 'PRODUCTBRAND'
  | 'PRODUCTCATEGORY'
  | 'PRODUCTTAG'
  | 'PRODUCTTYPE'
  | 'SHIPPINGCLASS'
  | 'TAG'
  | 'VISIBLEPRODUCT';

export type TaxonomyOperatorEnum =
  | 'AND'
  | 'EXISTS'
  | 'IN'
  | 'NOT_EXISTS'
  | 'NOT_IN';

export type TermNode = {
  count?: Maybe<Scalars['Int']['output']>;
  databaseId: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  taxonomyName?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type TermNodeConnection = {
  edges: Array<TermNodeConnectionEdge>;
  nodes: Array<TermNode>;
  pageInfo: TermNodeConnectionPageInfo;
};

export type TermNodeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: TermNode;
};

export type TermNodeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type TermObjectsConnectionOrderbyEnum =
  | 'COUNT'
  | 'DESCRIPTION'
  | 'NAME'
  | 'SLUG'
  | 'TERM_GROUP'
  | 'TERM_ID'
  | 'TERM_ORDER';

export type UnsubscribeFromNewsletterInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The token of the unsubscribe link. */
  token: Scalars['String']['input'];
};

export type UnsubscribeFromNewsletterPayload = {
  __typename?: 'UnsubscribeFromNewsletterPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  status: NewsletterSubscriptionStatusEnum;
};

export type UnsubscribeFromStockAlertInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The token of the unsubscribe link. */
  token: Scalars['String']['input'];
};

export type UnsubscribeFromStockAlertPayload = {
  __typename?: 'UnsubscribeFromStockAlertPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  status: StockAlertStatusEnum;
};

export type UpdateCustomerInput = {
  billing?: InputMaybe<CustomerAddressInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The account's current password, checked when sent with a new password or a different email ("Your current password is incorrect."); required with them when the backend is set to ask for it ("Please enter your current password."). */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<CustomerAddressInput>;
  shippingSameAsBilling?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateCustomerPayload = {
  __typename?: 'UpdateCustomerPayload';
  authToken?: Maybe<Scalars['String']['output']>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  refreshToken?: Maybe<Scalars['String']['output']>;
};

export type UpdateItemQuantitiesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<InputMaybe<CartItemQuantityInput>>>;
};

export type UpdateItemQuantitiesPayload = {
  __typename?: 'UpdateItemQuantitiesPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<CartItem>>>;
  removed?: Maybe<Array<Maybe<CartItem>>>;
  updated?: Maybe<Array<Maybe<CartItem>>>;
};

export type UpdateOrderInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isPaid?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<OrderStatusEnum>;
  transactionId?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOrderPayload = {
  __typename?: 'UpdateOrderPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Order>;
};

export type UpdateProductInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  manageStock?: InputMaybe<Scalars['Boolean']['input']>;
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
  stockStatus?: InputMaybe<StockStatusEnum>;
};

export type UpdateProductPayload = {
  __typename?: 'UpdateProductPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  product?: Maybe<Product>;
};

export type UpdateProductVariationInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
  stockStatus?: InputMaybe<StockStatusEnum>;
};

export type UpdateProductVariationPayload = {
  __typename?: 'UpdateProductVariationPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  variation?: Maybe<ProductVariation>;
};

export type UpdateShippingMethodInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  shippingMethods?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type UpdateShippingMethodPayload = {
  __typename?: 'UpdateShippingMethodPayload';
  cart?: Maybe<Cart>;
  clientMutationId?: Maybe<Scalars['String']['output']>;
};

export type UpdateUserInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The account's current password, checked when sent with a new password or a different email; required with them when the backend is set to ask for it. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type User = Commenter & DatabaseIdentifier & Node & {
  __typename?: 'User';
  avatar?: Maybe<Avatar>;
  databaseId: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  nicename?: Maybe<Scalars['String']['output']>;
  nickname?: Maybe<Scalars['String']['output']>;
  roles?: Maybe<UserToUserRoleConnection>;
  savedPaymentMethods?: Maybe<Array<Maybe<SavedPaymentMethod>>>;
  stripeCustomerId?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
  wooSessionToken?: Maybe<Scalars['String']['output']>;
};


export type UserAvatarArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type UserRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type UserRole = Node & {
  __typename?: 'UserRole';
  displayName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type UserToUserRoleConnection = Connection & {
  __typename?: 'UserToUserRoleConnection';
  edges: Array<UserToUserRoleConnectionEdge>;
  nodes: Array<UserRole>;
  pageInfo: UserToUserRoleConnectionPageInfo;
};

export type UserToUserRoleConnectionEdge = Edge & {
  __typename?: 'UserToUserRoleConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: UserRole;
};

export type UserToUserRoleConnectionPageInfo = PageInfo & WpPageInfo & {
  __typename?: 'UserToUserRoleConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type VariableProduct = DatabaseIdentifier & InventoriedProduct & Node & Product & ProductUnion & ProductWithAttributes & ProductWithDimensions & ProductWithPricing & ProductWithVariations & {
  __typename?: 'VariableProduct';
  attributes?: Maybe<ProductWithAttributesToProductAttributeConnection>;
  averageRating?: Maybe<Scalars['Float']['output']>;
  backorders?: Maybe<BackordersEnum>;
  backordersAllowed?: Maybe<Scalars['Boolean']['output']>;
  catalogVisibility?: Maybe<CatalogVisibilityEnum>;
  crossSell?: Maybe<VariableProductToProductUnionConnection>;
  crossSellOf: Array<Product>;
  customTabs: Array<ProductCustomTab>;
  databaseId: Scalars['Int']['output'];
  date?: Maybe<Scalars['String']['output']>;
  defaultAttributes?: Maybe<ProductWithAttributesToVariationAttributeConnection>;
  description?: Maybe<Scalars['String']['output']>;
  documents: Array<ProductDocument>;
  faqs: Array<ProductFaq>;
  featured?: Maybe<Scalars['Boolean']['output']>;
  fullYoastHead?: Maybe<Scalars['String']['output']>;
  galleryImages?: Maybe<ProductToMediaItemConnection>;
  height?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<MediaItem>;
  length?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  lowStockAmount?: Maybe<Scalars['Int']['output']>;
  manageStock?: Maybe<ManageStockEnum>;
  menuOrder?: Maybe<Scalars['Int']['output']>;
  metaData?: Maybe<Array<Maybe<MetaData>>>;
  modified?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  onSale?: Maybe<Scalars['Boolean']['output']>;
  packaging?: Maybe<ProductPackaging>;
  price?: Maybe<Scalars['String']['output']>;
  productCategories?: Maybe<ProductToProductCategoryConnection>;
  /** @deprecated Deprecated in favor of the databaseId field */
  productId: Scalars['Int']['output'];
  productTags?: Maybe<ProductToProductTagConnection>;
  purchasable?: Maybe<Scalars['Boolean']['output']>;
  purchaseNote?: Maybe<Scalars['String']['output']>;
  quantityTiers?: Maybe<Array<QuantityTier>>;
  regularPrice?: Maybe<Scalars['String']['output']>;
  related?: Maybe<ProductToProductUnionConnection>;
  reviewCount?: Maybe<Scalars['Int']['output']>;
  reviews?: Maybe<ProductToCommentConnection>;
  reviewsAllowed?: Maybe<Scalars['Boolean']['output']>;
  salePrice?: Maybe<Scalars['String']['output']>;
  seo?: Maybe<PostTypeSeo>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  soldIndividually?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  stockStatus?: Maybe<StockStatusEnum>;
  terms?: Maybe<ProductToTermNodeConnection>;
  title?: Maybe<Scalars['String']['output']>;
  totalSales?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<ProductTypesEnum>;
  upsell?: Maybe<ProductToUpsellConnection>;
  uri?: Maybe<Scalars['String']['output']>;
  variations?: Maybe<ProductWithVariationsToProductVariationConnection>;
  virtual?: Maybe<Scalars['Boolean']['output']>;
  warranty?: Maybe<ProductWarranty>;
  weight?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['String']['output']>;
};


export type VariableProductAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductCrossSellArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductDefaultAttributesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductFullYoastHeadArgs = {
  frontendUrl?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  sanitize?: InputMaybe<Scalars['Boolean']['input']>;
};


export type VariableProductGalleryImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductMetaDataArgs = {
  key?: InputMaybe<Scalars['String']['input']>;
  keysIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
};


export type VariableProductPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductProductCategoriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductProductTagsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductRegularPriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductRelatedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductSalePriceArgs = {
  format?: InputMaybe<PricingFieldFormatEnum>;
};


export type VariableProductShortDescriptionArgs = {
  format?: InputMaybe<PostObjectFieldFormatEnum>;
};


export type VariableProductTermsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ProductToTermNodeConnectionWhereArgs>;
};


export type VariableProductUpsellArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type VariableProductVariationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type VariableProductToProductUnionConnection = Connection & ProductUnionConnection & {
  __typename?: 'VariableProductToProductUnionConnection';
  edges: Array<VariableProductToProductUnionConnectionEdge>;
  found?: Maybe<Scalars['Int']['output']>;
  nodes: Array<ProductUnion>;
  pageInfo: VariableProductToProductUnionConnectionPageInfo;
};

export type VariableProductToProductUnionConnectionEdge = Edge & ProductUnionConnectionEdge & {
  __typename?: 'VariableProductToProductUnionConnectionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: ProductUnion;
};

export type VariableProductToProductUnionConnectionPageInfo = PageInfo & ProductUnionConnectionPageInfo & WpPageInfo & {
  __typename?: 'VariableProductToProductUnionConnectionPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type VariationAttribute = Attribute & Node & {
  __typename?: 'VariationAttribute';
  attributeId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type VariationAttributeConnection = {
  edges: Array<VariationAttributeConnectionEdge>;
  nodes: Array<VariationAttribute>;
  pageInfo: VariationAttributeConnectionPageInfo;
};

export type VariationAttributeConnectionEdge = {
  cursor?: Maybe<Scalars['String']['output']>;
  node: VariationAttribute;
};

export type VariationAttributeConnectionPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type WpPageInfo = {
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type WishlistPayload = {
  __typename?: 'WishlistPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  /** The whole wishlist after the change, newest first. */
  productIds: Array<Scalars['Int']['output']>;
};

export type WooNuxtSocialItems = {
  __typename?: 'WooNuxtSocialItems';
  handle?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type WoonuxtOptions = {
  __typename?: 'WoonuxtOptions';
  currencyCode?: Maybe<Scalars['String']['output']>;
  currencySymbol?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  frontEndUrl?: Maybe<Scalars['String']['output']>;
  global_attributes?: Maybe<Array<Maybe<WoonuxtOptionsGlobalAttributes>>>;
  logo?: Maybe<Scalars['String']['output']>;
  maxPrice?: Maybe<Scalars['Int']['output']>;
  primary_color?: Maybe<Scalars['String']['output']>;
  productsPerPage?: Maybe<Scalars['Int']['output']>;
  publicIntrospectionEnabled?: Maybe<Scalars['String']['output']>;
  stripeSettings?: Maybe<WoonuxtOptionsStripeSettings>;
  wooCommerceSettingsVersion?: Maybe<Scalars['String']['output']>;
  wooNuxtSEO?: Maybe<Array<Maybe<WooNuxtSocialItems>>>;
};

export type WoonuxtOptionsGlobalAttributes = {
  __typename?: 'WoonuxtOptionsGlobalAttributes';
  hideEmpty?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  openByDefault?: Maybe<Scalars['Boolean']['output']>;
  showCount?: Maybe<Scalars['Boolean']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
};

export type WoonuxtOptionsStripeSettings = {
  __typename?: 'WoonuxtOptionsStripeSettings';
  active_publishable_key?: Maybe<Scalars['String']['output']>;
  enabled?: Maybe<Scalars['String']['output']>;
  publishable_key?: Maybe<Scalars['String']['output']>;
  test_publishable_key?: Maybe<Scalars['String']['output']>;
  testmode?: Maybe<Scalars['String']['output']>;
};

export type WriteReviewInput = {
  author?: InputMaybe<Scalars['String']['input']>;
  authorEmail?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  commentOn?: InputMaybe<Scalars['Int']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  rating: Scalars['Int']['input'];
};

export type WriteReviewPayload = {
  __typename?: 'WriteReviewPayload';
  clientMutationId?: Maybe<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
  review?: Maybe<Comment>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddCartItemsInput: ResolverTypeWrapper<unknown>;
  AddCartItemsPayload: ResolverTypeWrapper<unknown>;
  AddToCartInput: ResolverTypeWrapper<unknown>;
  AddToCartPayload: ResolverTypeWrapper<unknown>;
  AddToWishlistInput: ResolverTypeWrapper<unknown>;
  AppliedCoupon: ResolverTypeWrapper<AppliedCouponView>;
  AppliedGiftCard: ResolverTypeWrapper<AppliedGiftCardView>;
  ApplyCouponInput: ResolverTypeWrapper<unknown>;
  ApplyCouponPayload: ResolverTypeWrapper<unknown>;
  Attribute: ResolverTypeWrapper<unknown>;
  Avatar: ResolverTypeWrapper<unknown>;
  BackordersEnum: ResolverTypeWrapper<unknown>;
  BannerSettings: ResolverTypeWrapper<unknown>;
  BannerTypeEnum: ResolverTypeWrapper<unknown>;
  Boolean: ResolverTypeWrapper<unknown>;
  Cart: ResolverTypeWrapper<CartView>;
  CartError: ResolverTypeWrapper<unknown>;
  CartErrorType: ResolverTypeWrapper<unknown>;
  CartItem: ResolverTypeWrapper<unknown>;
  CartItemError: ResolverTypeWrapper<unknown>;
  CartItemInput: ResolverTypeWrapper<unknown>;
  CartItemQuantityInput: ResolverTypeWrapper<unknown>;
  CartItemQuantityTier: ResolverTypeWrapper<AppliedTierView>;
  CartItemToProductConnectionEdge: ResolverTypeWrapper<unknown>;
  CartItemToProductVariationConnectionEdge: ResolverTypeWrapper<unknown>;
  CartToCartItemConnection: ResolverTypeWrapper<unknown>;
  CartToCartItemConnectionEdge: ResolverTypeWrapper<unknown>;
  CartToCartItemConnectionPageInfo: ResolverTypeWrapper<unknown>;
  CatalogVisibilityEnum: ResolverTypeWrapper<unknown>;
  CheckoutInput: ResolverTypeWrapper<unknown>;
  CheckoutPayload: ResolverTypeWrapper<unknown>;
  Comment: ResolverTypeWrapper<ReviewRow>;
  CommentAuthor: ResolverTypeWrapper<ReviewAuthor>;
  CommentConnection: ResolverTypeWrapper<unknown>;
  CommentConnectionEdge: ResolverTypeWrapper<unknown>;
  CommentConnectionPageInfo: ResolverTypeWrapper<unknown>;
  CommentStatusEnum: ResolverTypeWrapper<unknown>;
  CommentToCommenterConnectionEdge: ResolverTypeWrapper<unknown>;
  Commenter: ResolverTypeWrapper<unknown>;
  CommenterConnectionEdge: ResolverTypeWrapper<unknown>;
  ConfirmNewsletterSubscriptionInput: ResolverTypeWrapper<unknown>;
  ConfirmNewsletterSubscriptionPayload: ResolverTypeWrapper<unknown>;
  ConfirmStockAlertInput: ResolverTypeWrapper<unknown>;
  ConfirmStockAlertPayload: ResolverTypeWrapper<unknown>;
  Connection: ResolverTypeWrapper<unknown>;
  CountriesEnum: ResolverTypeWrapper<unknown>;
  CountryState: ResolverTypeWrapper<unknown>;
  CreateAccountInput: ResolverTypeWrapper<unknown>;
  Customer: ResolverTypeWrapper<CustomerSource>;
  CustomerAddress: ResolverTypeWrapper<unknown>;
  CustomerAddressInput: ResolverTypeWrapper<unknown>;
  CustomerToDownloadableItemConnection: ResolverTypeWrapper<unknown>;
  CustomerToDownloadableItemConnectionEdge: ResolverTypeWrapper<unknown>;
  CustomerToDownloadableItemConnectionPageInfo: ResolverTypeWrapper<unknown>;
  CustomerToDownloadableItemConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  CustomerToOrderConnection: ResolverTypeWrapper<unknown>;
  CustomerToOrderConnectionEdge: ResolverTypeWrapper<unknown>;
  CustomerToOrderConnectionPageInfo: ResolverTypeWrapper<unknown>;
  CustomerToOrderConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  DatabaseIdentifier: ResolverTypeWrapper<unknown>;
  DownloadableItem: ResolverTypeWrapper<DownloadableItemSource>;
  DownloadableItemConnection: ResolverTypeWrapper<unknown>;
  DownloadableItemConnectionEdge: ResolverTypeWrapper<unknown>;
  DownloadableItemConnectionPageInfo: ResolverTypeWrapper<unknown>;
  DownloadableProduct: ResolverTypeWrapper<unknown>;
  Edge: ResolverTypeWrapper<unknown>;
  EmptyCartInput: ResolverTypeWrapper<unknown>;
  EmptyCartPayload: ResolverTypeWrapper<unknown>;
  ExternalProduct: ResolverTypeWrapper<ProductRecord>;
  Float: ResolverTypeWrapper<unknown>;
  GeneralSettings: ResolverTypeWrapper<unknown>;
  GiftCard: ResolverTypeWrapper<GiftCardRow>;
  GiftCardBalance: ResolverTypeWrapper<GiftCardRow>;
  GlobalProductAttribute: ResolverTypeWrapper<AttributeView>;
  GlobalProductAttributeToTermNodeConnection: ResolverTypeWrapper<unknown>;
  GlobalProductAttributeToTermNodeConnectionEdge: ResolverTypeWrapper<unknown>;
  GlobalProductAttributeToTermNodeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  GlobalProductAttributeToTermNodeConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  GroupProduct: ResolverTypeWrapper<ProductRecord>;
  GroupProductToProductUnionConnection: ResolverTypeWrapper<unknown>;
  GroupProductToProductUnionConnectionEdge: ResolverTypeWrapper<unknown>;
  GroupProductToProductUnionConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ID: ResolverTypeWrapper<unknown>;
  Int: ResolverTypeWrapper<unknown>;
  InventoriedProduct: ResolverTypeWrapper<unknown>;
  LineItem: ResolverTypeWrapper<OrderItemRow>;
  LineItemToProductConnectionEdge: ResolverTypeWrapper<unknown>;
  LineItemToProductVariationConnectionEdge: ResolverTypeWrapper<unknown>;
  LocalProductAttribute: ResolverTypeWrapper<AttributeView>;
  LoginClient: ResolverTypeWrapper<LoginClientSource>;
  LoginInput: ResolverTypeWrapper<unknown>;
  LoginPayload: ResolverTypeWrapper<unknown>;
  LoginProviderEnum: ResolverTypeWrapper<unknown>;
  LogoutInput: ResolverTypeWrapper<unknown>;
  LogoutPayload: ResolverTypeWrapper<unknown>;
  ManageStockEnum: ResolverTypeWrapper<unknown>;
  MediaDetails: ResolverTypeWrapper<MediaRow>;
  MediaItem: ResolverTypeWrapper<MediaRow>;
  MediaItemConnection: ResolverTypeWrapper<unknown>;
  MediaItemConnectionEdge: ResolverTypeWrapper<unknown>;
  MediaItemConnectionPageInfo: ResolverTypeWrapper<unknown>;
  MediaItemSizeEnum: ResolverTypeWrapper<unknown>;
  MediaSize: ResolverTypeWrapper<unknown>;
  MetaData: ResolverTypeWrapper<unknown>;
  MetaDataInput: ResolverTypeWrapper<unknown>;
  NewsletterSubscriptionStatusEnum: ResolverTypeWrapper<unknown>;
  Node: ResolverTypeWrapper<unknown>;
  NodeWithAuthorToUserConnectionEdge: ResolverTypeWrapper<unknown>;
  NodeWithFeaturedImageToMediaItemConnectionEdge: ResolverTypeWrapper<unknown>;
  OAuthProviderResponseInput: ResolverTypeWrapper<unknown>;
  OneToOneConnection: ResolverTypeWrapper<unknown>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderEnum: ResolverTypeWrapper<unknown>;
  OrderGiftCardPayment: ResolverTypeWrapper<OrderGiftCardPaymentView>;
  OrderIdTypeEnum: ResolverTypeWrapper<unknown>;
  OrderStatusEnum: ResolverTypeWrapper<unknown>;
  OrderToDownloadableItemConnection: ResolverTypeWrapper<unknown>;
  OrderToDownloadableItemConnectionEdge: ResolverTypeWrapper<unknown>;
  OrderToDownloadableItemConnectionPageInfo: ResolverTypeWrapper<unknown>;
  OrderToDownloadableItemConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  OrderToLineItemConnection: ResolverTypeWrapper<unknown>;
  OrderToLineItemConnectionEdge: ResolverTypeWrapper<unknown>;
  OrderToLineItemConnectionPageInfo: ResolverTypeWrapper<unknown>;
  OrderToShippingLineConnection: ResolverTypeWrapper<unknown>;
  OrderToShippingLineConnectionEdge: ResolverTypeWrapper<unknown>;
  OrderToShippingLineConnectionPageInfo: ResolverTypeWrapper<unknown>;
  OrdersOrderByEnum: ResolverTypeWrapper<unknown>;
  OrdersOrderbyInput: ResolverTypeWrapper<unknown>;
  PaColor: ResolverTypeWrapper<TermRow>;
  PaCutlevel: ResolverTypeWrapper<TermRow>;
  PaFilterclass: ResolverTypeWrapper<TermRow>;
  PaShade: ResolverTypeWrapper<TermRow>;
  PaSize: ResolverTypeWrapper<TermRow>;
  PaStandard: ResolverTypeWrapper<TermRow>;
  PageInfo: ResolverTypeWrapper<unknown>;
  PasswordProviderResponseInput: ResolverTypeWrapper<unknown>;
  PaymentGateway: ResolverTypeWrapper<unknown>;
  PaymentGatewayBankAccount: ResolverTypeWrapper<unknown>;
  PaymentIntent: ResolverTypeWrapper<unknown>;
  Post: ResolverTypeWrapper<PostRow>;
  PostConnection: ResolverTypeWrapper<unknown>;
  PostConnectionEdge: ResolverTypeWrapper<unknown>;
  PostConnectionPageInfo: ResolverTypeWrapper<unknown>;
  PostIdType: ResolverTypeWrapper<unknown>;
  PostObjectFieldFormatEnum: ResolverTypeWrapper<unknown>;
  PostObjectsConnectionOrderbyEnum: ResolverTypeWrapper<unknown>;
  PostObjectsConnectionOrderbyInput: ResolverTypeWrapper<unknown>;
  PostTypeSEO: ResolverTypeWrapper<unknown>;
  PricingFieldFormatEnum: ResolverTypeWrapper<unknown>;
  Product: ResolverTypeWrapper<unknown>;
  ProductAttribute: ResolverTypeWrapper<unknown>;
  ProductAttributeConnection: ResolverTypeWrapper<unknown>;
  ProductAttributeConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductAttributeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductAttributeInput: ResolverTypeWrapper<unknown>;
  ProductAttributeOutput: ResolverTypeWrapper<unknown>;
  ProductAttributeTypesEnum: ResolverTypeWrapper<unknown>;
  ProductAttributesConnectionOrderbyEnum: ResolverTypeWrapper<unknown>;
  ProductCategory: ResolverTypeWrapper<TermRow>;
  ProductCategoryConnection: ResolverTypeWrapper<unknown>;
  ProductCategoryConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductCategoryConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductCategoryDisplay: ResolverTypeWrapper<unknown>;
  ProductCategoryIdType: ResolverTypeWrapper<unknown>;
  ProductCategoryToAncestorsProductCategoryConnection: ResolverTypeWrapper<unknown>;
  ProductCategoryToAncestorsProductCategoryConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductCategoryToAncestorsProductCategoryConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductCategoryToParentProductCategoryConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductCategoryToProductCategoryConnection: ResolverTypeWrapper<unknown>;
  ProductCategoryToProductCategoryConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductCategoryToProductCategoryConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductCategoryToProductCategoryConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  ProductConnection: ResolverTypeWrapper<unknown>;
  ProductConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductCustomTab: ResolverTypeWrapper<unknown>;
  ProductDocument: ResolverTypeWrapper<unknown>;
  ProductDocumentKindEnum: ResolverTypeWrapper<unknown>;
  ProductDownload: ResolverTypeWrapper<unknown>;
  ProductFaq: ResolverTypeWrapper<unknown>;
  ProductIdTypeEnum: ResolverTypeWrapper<unknown>;
  ProductPackEnum: ResolverTypeWrapper<unknown>;
  ProductPackUnitEnum: ResolverTypeWrapper<unknown>;
  ProductPackaging: ResolverTypeWrapper<unknown>;
  ProductSoldByEnum: ResolverTypeWrapper<unknown>;
  ProductTabAccordionItem: ResolverTypeWrapper<unknown>;
  ProductTabContentTypeEnum: ResolverTypeWrapper<unknown>;
  ProductTabDownload: ResolverTypeWrapper<unknown>;
  ProductTabVideo: ResolverTypeWrapper<unknown>;
  ProductTag: ResolverTypeWrapper<TermRow>;
  ProductTagConnection: ResolverTypeWrapper<unknown>;
  ProductTagConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductTagConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductTaxonomyEnum: ResolverTypeWrapper<unknown>;
  ProductTaxonomyFilterInput: ResolverTypeWrapper<unknown>;
  ProductTaxonomyInput: ResolverTypeWrapper<unknown>;
  ProductToCommentConnection: ResolverTypeWrapper<unknown>;
  ProductToCommentConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductToCommentConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductToMediaItemConnection: ResolverTypeWrapper<unknown>;
  ProductToMediaItemConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductToMediaItemConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductToProductCategoryConnection: ResolverTypeWrapper<unknown>;
  ProductToProductCategoryConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductToProductCategoryConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductToProductTagConnection: ResolverTypeWrapper<unknown>;
  ProductToProductTagConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductToProductTagConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductToProductUnionConnection: ResolverTypeWrapper<unknown>;
  ProductToProductUnionConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductToProductUnionConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductToTermNodeConnection: ResolverTypeWrapper<unknown>;
  ProductToTermNodeConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductToTermNodeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductToTermNodeConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  ProductToUpsellConnection: ResolverTypeWrapper<unknown>;
  ProductToUpsellConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductToUpsellConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductTypesEnum: ResolverTypeWrapper<unknown>;
  ProductUnion: ResolverTypeWrapper<unknown>;
  ProductUnionConnection: ResolverTypeWrapper<unknown>;
  ProductUnionConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductUnionConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductVariation: ResolverTypeWrapper<unknown>;
  ProductVariationConnection: ResolverTypeWrapper<unknown>;
  ProductVariationConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductVariationConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductVariationToProductConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductVariationToVariationAttributeConnection: ResolverTypeWrapper<unknown>;
  ProductVariationToVariationAttributeConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductVariationToVariationAttributeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductWarranty: ResolverTypeWrapper<unknown>;
  ProductWarrantyItem: ResolverTypeWrapper<unknown>;
  ProductWithAttributes: ResolverTypeWrapper<unknown>;
  ProductWithAttributesToProductAttributeConnection: ResolverTypeWrapper<unknown>;
  ProductWithAttributesToProductAttributeConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductWithAttributesToProductAttributeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductWithAttributesToVariationAttributeConnection: ResolverTypeWrapper<unknown>;
  ProductWithAttributesToVariationAttributeConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductWithAttributesToVariationAttributeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductWithDimensions: ResolverTypeWrapper<unknown>;
  ProductWithPricing: ResolverTypeWrapper<unknown>;
  ProductWithVariations: ResolverTypeWrapper<unknown>;
  ProductWithVariationsToProductVariationConnection: ResolverTypeWrapper<unknown>;
  ProductWithVariationsToProductVariationConnectionEdge: ResolverTypeWrapper<unknown>;
  ProductWithVariationsToProductVariationConnectionPageInfo: ResolverTypeWrapper<unknown>;
  ProductsOrderByEnum: ResolverTypeWrapper<unknown>;
  ProductsOrderbyInput: ResolverTypeWrapper<unknown>;
  QuantityTier: ResolverTypeWrapper<QuantityTierView>;
  RefreshTokenInput: ResolverTypeWrapper<unknown>;
  RefreshTokenPayload: ResolverTypeWrapper<unknown>;
  RegisterCustomerInput: ResolverTypeWrapper<unknown>;
  RegisterCustomerPayload: ResolverTypeWrapper<unknown>;
  RelationEnum: ResolverTypeWrapper<unknown>;
  RemoveCouponsInput: ResolverTypeWrapper<unknown>;
  RemoveCouponsPayload: ResolverTypeWrapper<unknown>;
  RemoveFromWishlistInput: ResolverTypeWrapper<unknown>;
  ResetUserPasswordInput: ResolverTypeWrapper<unknown>;
  ResetUserPasswordPayload: ResolverTypeWrapper<unknown>;
  RootMutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RootQuery: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RootQueryToOrderConnection: ResolverTypeWrapper<unknown>;
  RootQueryToOrderConnectionEdge: ResolverTypeWrapper<unknown>;
  RootQueryToOrderConnectionPageInfo: ResolverTypeWrapper<unknown>;
  RootQueryToPaymentGatewayConnection: ResolverTypeWrapper<unknown>;
  RootQueryToPaymentGatewayConnectionEdge: ResolverTypeWrapper<unknown>;
  RootQueryToPaymentGatewayConnectionPageInfo: ResolverTypeWrapper<unknown>;
  RootQueryToPostConnection: ResolverTypeWrapper<unknown>;
  RootQueryToPostConnectionEdge: ResolverTypeWrapper<unknown>;
  RootQueryToPostConnectionPageInfo: ResolverTypeWrapper<unknown>;
  RootQueryToPostConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  RootQueryToProductCategoryConnection: ResolverTypeWrapper<unknown>;
  RootQueryToProductCategoryConnectionEdge: ResolverTypeWrapper<unknown>;
  RootQueryToProductCategoryConnectionPageInfo: ResolverTypeWrapper<unknown>;
  RootQueryToProductCategoryConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  RootQueryToProductConnection: ResolverTypeWrapper<ProductConnectionSource>;
  RootQueryToProductConnectionEdge: ResolverTypeWrapper<unknown>;
  RootQueryToProductConnectionPageInfo: ResolverTypeWrapper<unknown>;
  RootQueryToProductConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  RootQueryToProductUnionConnection: ResolverTypeWrapper<unknown>;
  RootQueryToProductUnionConnectionEdge: ResolverTypeWrapper<unknown>;
  RootQueryToProductUnionConnectionPageInfo: ResolverTypeWrapper<unknown>;
  RootQueryToProductUnionConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  RootQueryToTermNodeConnection: ResolverTypeWrapper<unknown>;
  RootQueryToTermNodeConnectionEdge: ResolverTypeWrapper<unknown>;
  RootQueryToTermNodeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  RootQueryToTermNodeConnectionWhereArgs: ResolverTypeWrapper<unknown>;
  SEOPostTypeSchema: ResolverTypeWrapper<unknown>;
  SavedPaymentMethod: ResolverTypeWrapper<unknown>;
  SendPasswordResetEmailInput: ResolverTypeWrapper<unknown>;
  SendPasswordResetEmailPayload: ResolverTypeWrapper<unknown>;
  Settings: ResolverTypeWrapper<unknown>;
  ShippingLine: ResolverTypeWrapper<unknown>;
  ShippingMethod: ResolverTypeWrapper<unknown>;
  ShippingPackage: ResolverTypeWrapper<unknown>;
  ShippingRate: ResolverTypeWrapper<ShippingRateView>;
  SimpleCartItem: ResolverTypeWrapper<CartLineView>;
  SimpleProduct: ResolverTypeWrapper<ProductRecord>;
  SimpleProductToProductUnionConnection: ResolverTypeWrapper<unknown>;
  SimpleProductToProductUnionConnectionEdge: ResolverTypeWrapper<unknown>;
  SimpleProductToProductUnionConnectionPageInfo: ResolverTypeWrapper<unknown>;
  SimpleProductVariation: ResolverTypeWrapper<VariationRow>;
  StockAlertStatusEnum: ResolverTypeWrapper<unknown>;
  StockStatusEnum: ResolverTypeWrapper<unknown>;
  String: ResolverTypeWrapper<unknown>;
  StripePaymentMethodEnum: ResolverTypeWrapper<unknown>;
  SubmitContactFormInput: ResolverTypeWrapper<unknown>;
  SubmitContactFormPayload: ResolverTypeWrapper<unknown>;
  SubscribeToNewsletterInput: ResolverTypeWrapper<unknown>;
  SubscribeToNewsletterPayload: ResolverTypeWrapper<unknown>;
  SubscribeToStockAlertInput: ResolverTypeWrapper<unknown>;
  SubscribeToStockAlertPayload: ResolverTypeWrapper<unknown>;
  TaxonomyEnum: ResolverTypeWrapper<unknown>;
  TaxonomyOperatorEnum: ResolverTypeWrapper<unknown>;
  TermNode: ResolverTypeWrapper<unknown>;
  TermNodeConnection: ResolverTypeWrapper<unknown>;
  TermNodeConnectionEdge: ResolverTypeWrapper<unknown>;
  TermNodeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  TermObjectsConnectionOrderbyEnum: ResolverTypeWrapper<unknown>;
  UnsubscribeFromNewsletterInput: ResolverTypeWrapper<unknown>;
  UnsubscribeFromNewsletterPayload: ResolverTypeWrapper<unknown>;
  UnsubscribeFromStockAlertInput: ResolverTypeWrapper<unknown>;
  UnsubscribeFromStockAlertPayload: ResolverTypeWrapper<unknown>;
  UpdateCustomerInput: ResolverTypeWrapper<unknown>;
  UpdateCustomerPayload: ResolverTypeWrapper<unknown>;
  UpdateItemQuantitiesInput: ResolverTypeWrapper<unknown>;
  UpdateItemQuantitiesPayload: ResolverTypeWrapper<unknown>;
  UpdateOrderInput: ResolverTypeWrapper<unknown>;
  UpdateOrderPayload: ResolverTypeWrapper<unknown>;
  UpdateProductInput: ResolverTypeWrapper<unknown>;
  UpdateProductPayload: ResolverTypeWrapper<unknown>;
  UpdateProductVariationInput: ResolverTypeWrapper<unknown>;
  UpdateProductVariationPayload: ResolverTypeWrapper<unknown>;
  UpdateShippingMethodInput: ResolverTypeWrapper<unknown>;
  UpdateShippingMethodPayload: ResolverTypeWrapper<unknown>;
  UpdateUserInput: ResolverTypeWrapper<unknown>;
  UpdateUserPayload: ResolverTypeWrapper<unknown>;
  User: ResolverTypeWrapper<UserSource>;
  UserRole: ResolverTypeWrapper<unknown>;
  UserToUserRoleConnection: ResolverTypeWrapper<unknown>;
  UserToUserRoleConnectionEdge: ResolverTypeWrapper<unknown>;
  UserToUserRoleConnectionPageInfo: ResolverTypeWrapper<unknown>;
  VariableProduct: ResolverTypeWrapper<ProductRecord>;
  VariableProductToProductUnionConnection: ResolverTypeWrapper<unknown>;
  VariableProductToProductUnionConnectionEdge: ResolverTypeWrapper<unknown>;
  VariableProductToProductUnionConnectionPageInfo: ResolverTypeWrapper<unknown>;
  VariationAttribute: ResolverTypeWrapper<unknown>;
  VariationAttributeConnection: ResolverTypeWrapper<unknown>;
  VariationAttributeConnectionEdge: ResolverTypeWrapper<unknown>;
  VariationAttributeConnectionPageInfo: ResolverTypeWrapper<unknown>;
  WPPageInfo: ResolverTypeWrapper<unknown>;
  WishlistPayload: ResolverTypeWrapper<unknown>;
  WooNuxtSocialItems: ResolverTypeWrapper<unknown>;
  WoonuxtOptions: ResolverTypeWrapper<unknown>;
  WoonuxtOptionsGlobalAttributes: ResolverTypeWrapper<unknown>;
  WoonuxtOptionsStripeSettings: ResolverTypeWrapper<unknown>;
  WriteReviewInput: ResolverTypeWrapper<unknown>;
  WriteReviewPayload: ResolverTypeWrapper<unknown>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddCartItemsInput: unknown;
  AddCartItemsPayload: unknown;
  AddToCartInput: unknown;
  AddToCartPayload: unknown;
  AddToWishlistInput: unknown;
  AppliedCoupon: AppliedCouponView;
  AppliedGiftCard: AppliedGiftCardView;
  ApplyCouponInput: unknown;
  ApplyCouponPayload: unknown;
  Attribute: unknown;
  Avatar: unknown;
  BannerSettings: unknown;
  Boolean: unknown;
  Cart: CartView;
  CartError: unknown;
  CartItem: unknown;
  CartItemError: unknown;
  CartItemInput: unknown;
  CartItemQuantityInput: unknown;
  CartItemQuantityTier: AppliedTierView;
  CartItemToProductConnectionEdge: unknown;
  CartItemToProductVariationConnectionEdge: unknown;
  CartToCartItemConnection: unknown;
  CartToCartItemConnectionEdge: unknown;
  CartToCartItemConnectionPageInfo: unknown;
  CheckoutInput: unknown;
  CheckoutPayload: unknown;
  Comment: ReviewRow;
  CommentAuthor: ReviewAuthor;
  CommentConnection: unknown;
  CommentConnectionEdge: unknown;
  CommentConnectionPageInfo: unknown;
  CommentToCommenterConnectionEdge: unknown;
  Commenter: unknown;
  CommenterConnectionEdge: unknown;
  ConfirmNewsletterSubscriptionInput: unknown;
  ConfirmNewsletterSubscriptionPayload: unknown;
  ConfirmStockAlertInput: unknown;
  ConfirmStockAlertPayload: unknown;
  Connection: unknown;
  CountryState: unknown;
  CreateAccountInput: unknown;
  Customer: CustomerSource;
  CustomerAddress: unknown;
  CustomerAddressInput: unknown;
  CustomerToDownloadableItemConnection: unknown;
  CustomerToDownloadableItemConnectionEdge: unknown;
  CustomerToDownloadableItemConnectionPageInfo: unknown;
  CustomerToDownloadableItemConnectionWhereArgs: unknown;
  CustomerToOrderConnection: unknown;
  CustomerToOrderConnectionEdge: unknown;
  CustomerToOrderConnectionPageInfo: unknown;
  CustomerToOrderConnectionWhereArgs: unknown;
  DatabaseIdentifier: unknown;
  DownloadableItem: DownloadableItemSource;
  DownloadableItemConnection: unknown;
  DownloadableItemConnectionEdge: unknown;
  DownloadableItemConnectionPageInfo: unknown;
  DownloadableProduct: unknown;
  Edge: unknown;
  EmptyCartInput: unknown;
  EmptyCartPayload: unknown;
  ExternalProduct: ProductRecord;
  Float: unknown;
  GeneralSettings: unknown;
  GiftCard: GiftCardRow;
  GiftCardBalance: GiftCardRow;
  GlobalProductAttribute: AttributeView;
  GlobalProductAttributeToTermNodeConnection: unknown;
  GlobalProductAttributeToTermNodeConnectionEdge: unknown;
  GlobalProductAttributeToTermNodeConnectionPageInfo: unknown;
  GlobalProductAttributeToTermNodeConnectionWhereArgs: unknown;
  GroupProduct: ProductRecord;
  GroupProductToProductUnionConnection: unknown;
  GroupProductToProductUnionConnectionEdge: unknown;
  GroupProductToProductUnionConnectionPageInfo: unknown;
  ID: unknown;
  Int: unknown;
  InventoriedProduct: unknown;
  LineItem: OrderItemRow;
  LineItemToProductConnectionEdge: unknown;
  LineItemToProductVariationConnectionEdge: unknown;
  LocalProductAttribute: AttributeView;
  LoginClient: LoginClientSource;
  LoginInput: unknown;
  LoginPayload: unknown;
  LogoutInput: unknown;
  LogoutPayload: unknown;
  MediaDetails: MediaRow;
  MediaItem: MediaRow;
  MediaItemConnection: unknown;
  MediaItemConnectionEdge: unknown;
  MediaItemConnectionPageInfo: unknown;
  MediaSize: unknown;
  MetaData: unknown;
  MetaDataInput: unknown;
  Node: unknown;
  NodeWithAuthorToUserConnectionEdge: unknown;
  NodeWithFeaturedImageToMediaItemConnectionEdge: unknown;
  OAuthProviderResponseInput: unknown;
  OneToOneConnection: unknown;
  Order: OrderRow;
  OrderGiftCardPayment: OrderGiftCardPaymentView;
  OrderToDownloadableItemConnection: unknown;
  OrderToDownloadableItemConnectionEdge: unknown;
  OrderToDownloadableItemConnectionPageInfo: unknown;
  OrderToDownloadableItemConnectionWhereArgs: unknown;
  OrderToLineItemConnection: unknown;
  OrderToLineItemConnectionEdge: unknown;
  OrderToLineItemConnectionPageInfo: unknown;
  OrderToShippingLineConnection: unknown;
  OrderToShippingLineConnectionEdge: unknown;
  OrderToShippingLineConnectionPageInfo: unknown;
  OrdersOrderbyInput: unknown;
  PaColor: TermRow;
  PaCutlevel: TermRow;
  PaFilterclass: TermRow;
  PaShade: TermRow;
  PaSize: TermRow;
  PaStandard: TermRow;
  PageInfo: unknown;
  PasswordProviderResponseInput: unknown;
  PaymentGateway: unknown;
  PaymentGatewayBankAccount: unknown;
  PaymentIntent: unknown;
  Post: PostRow;
  PostConnection: unknown;
  PostConnectionEdge: unknown;
  PostConnectionPageInfo: unknown;
  PostObjectsConnectionOrderbyInput: unknown;
  PostTypeSEO: unknown;
  Product: unknown;
  ProductAttribute: unknown;
  ProductAttributeConnection: unknown;
  ProductAttributeConnectionEdge: unknown;
  ProductAttributeConnectionPageInfo: unknown;
  ProductAttributeInput: unknown;
  ProductAttributeOutput: unknown;
  ProductCategory: TermRow;
  ProductCategoryConnection: unknown;
  ProductCategoryConnectionEdge: unknown;
  ProductCategoryConnectionPageInfo: unknown;
  ProductCategoryToAncestorsProductCategoryConnection: unknown;
  ProductCategoryToAncestorsProductCategoryConnectionEdge: unknown;
  ProductCategoryToAncestorsProductCategoryConnectionPageInfo: unknown;
  ProductCategoryToParentProductCategoryConnectionEdge: unknown;
  ProductCategoryToProductCategoryConnection: unknown;
  ProductCategoryToProductCategoryConnectionEdge: unknown;
  ProductCategoryToProductCategoryConnectionPageInfo: unknown;
  ProductCategoryToProductCategoryConnectionWhereArgs: unknown;
  ProductConnection: unknown;
  ProductConnectionEdge: unknown;
  ProductConnectionPageInfo: unknown;
  ProductCustomTab: unknown;
  ProductDocument: unknown;
  ProductDownload: unknown;
  ProductFaq: unknown;
  ProductPackaging: unknown;
  ProductTabAccordionItem: unknown;
  ProductTabDownload: unknown;
  ProductTabVideo: unknown;
  ProductTag: TermRow;
  ProductTagConnection: unknown;
  ProductTagConnectionEdge: unknown;
  ProductTagConnectionPageInfo: unknown;
  ProductTaxonomyFilterInput: unknown;
  ProductTaxonomyInput: unknown;
  ProductToCommentConnection: unknown;
  ProductToCommentConnectionEdge: unknown;
  ProductToCommentConnectionPageInfo: unknown;
  ProductToMediaItemConnection: unknown;
  ProductToMediaItemConnectionEdge: unknown;
  ProductToMediaItemConnectionPageInfo: unknown;
  ProductToProductCategoryConnection: unknown;
  ProductToProductCategoryConnectionEdge: unknown;
  ProductToProductCategoryConnectionPageInfo: unknown;
  ProductToProductTagConnection: unknown;
  ProductToProductTagConnectionEdge: unknown;
  ProductToProductTagConnectionPageInfo: unknown;
  ProductToProductUnionConnection: unknown;
  ProductToProductUnionConnectionEdge: unknown;
  ProductToProductUnionConnectionPageInfo: unknown;
  ProductToTermNodeConnection: unknown;
  ProductToTermNodeConnectionEdge: unknown;
  ProductToTermNodeConnectionPageInfo: unknown;
  ProductToTermNodeConnectionWhereArgs: unknown;
  ProductToUpsellConnection: unknown;
  ProductToUpsellConnectionEdge: unknown;
  ProductToUpsellConnectionPageInfo: unknown;
  ProductUnion: unknown;
  ProductUnionConnection: unknown;
  ProductUnionConnectionEdge: unknown;
  ProductUnionConnectionPageInfo: unknown;
  ProductVariation: unknown;
  ProductVariationConnection: unknown;
  ProductVariationConnectionEdge: unknown;
  ProductVariationConnectionPageInfo: unknown;
  ProductVariationToProductConnectionEdge: unknown;
  ProductVariationToVariationAttributeConnection: unknown;
  ProductVariationToVariationAttributeConnectionEdge: unknown;
  ProductVariationToVariationAttributeConnectionPageInfo: unknown;
  ProductWarranty: unknown;
  ProductWarrantyItem: unknown;
  ProductWithAttributes: unknown;
  ProductWithAttributesToProductAttributeConnection: unknown;
  ProductWithAttributesToProductAttributeConnectionEdge: unknown;
  ProductWithAttributesToProductAttributeConnectionPageInfo: unknown;
  ProductWithAttributesToVariationAttributeConnection: unknown;
  ProductWithAttributesToVariationAttributeConnectionEdge: unknown;
  ProductWithAttributesToVariationAttributeConnectionPageInfo: unknown;
  ProductWithDimensions: unknown;
  ProductWithPricing: unknown;
  ProductWithVariations: unknown;
  ProductWithVariationsToProductVariationConnection: unknown;
  ProductWithVariationsToProductVariationConnectionEdge: unknown;
  ProductWithVariationsToProductVariationConnectionPageInfo: unknown;
  ProductsOrderbyInput: unknown;
  QuantityTier: QuantityTierView;
  RefreshTokenInput: unknown;
  RefreshTokenPayload: unknown;
  RegisterCustomerInput: unknown;
  RegisterCustomerPayload: unknown;
  RemoveCouponsInput: unknown;
  RemoveCouponsPayload: unknown;
  RemoveFromWishlistInput: unknown;
  ResetUserPasswordInput: unknown;
  ResetUserPasswordPayload: unknown;
  RootMutation: Record<PropertyKey, never>;
  RootQuery: Record<PropertyKey, never>;
  RootQueryToOrderConnection: unknown;
  RootQueryToOrderConnectionEdge: unknown;
  RootQueryToOrderConnectionPageInfo: unknown;
  RootQueryToPaymentGatewayConnection: unknown;
  RootQueryToPaymentGatewayConnectionEdge: unknown;
  RootQueryToPaymentGatewayConnectionPageInfo: unknown;
  RootQueryToPostConnection: unknown;
  RootQueryToPostConnectionEdge: unknown;
  RootQueryToPostConnectionPageInfo: unknown;
  RootQueryToPostConnectionWhereArgs: unknown;
  RootQueryToProductCategoryConnection: unknown;
  RootQueryToProductCategoryConnectionEdge: unknown;
  RootQueryToProductCategoryConnectionPageInfo: unknown;
  RootQueryToProductCategoryConnectionWhereArgs: unknown;
  RootQueryToProductConnection: ProductConnectionSource;
  RootQueryToProductConnectionEdge: unknown;
  RootQueryToProductConnectionPageInfo: unknown;
  RootQueryToProductConnectionWhereArgs: unknown;
  RootQueryToProductUnionConnection: unknown;
  RootQueryToProductUnionConnectionEdge: unknown;
  RootQueryToProductUnionConnectionPageInfo: unknown;
  RootQueryToProductUnionConnectionWhereArgs: unknown;
  RootQueryToTermNodeConnection: unknown;
  RootQueryToTermNodeConnectionEdge: unknown;
  RootQueryToTermNodeConnectionPageInfo: unknown;
  RootQueryToTermNodeConnectionWhereArgs: unknown;
  SEOPostTypeSchema: unknown;
  SavedPaymentMethod: unknown;
  SendPasswordResetEmailInput: unknown;
  SendPasswordResetEmailPayload: unknown;
  Settings: unknown;
  ShippingLine: unknown;
  ShippingMethod: unknown;
  ShippingPackage: unknown;
  ShippingRate: ShippingRateView;
  SimpleCartItem: CartLineView;
  SimpleProduct: ProductRecord;
  SimpleProductToProductUnionConnection: unknown;
  SimpleProductToProductUnionConnectionEdge: unknown;
  SimpleProductToProductUnionConnectionPageInfo: unknown;
  SimpleProductVariation: VariationRow;
  String: unknown;
  SubmitContactFormInput: unknown;
  SubmitContactFormPayload: unknown;
  SubscribeToNewsletterInput: unknown;
  SubscribeToNewsletterPayload: unknown;
  SubscribeToStockAlertInput: unknown;
  SubscribeToStockAlertPayload: unknown;
  TermNode: unknown;
  TermNodeConnection: unknown;
  TermNodeConnectionEdge: unknown;
  TermNodeConnectionPageInfo: unknown;
  UnsubscribeFromNewsletterInput: unknown;
  UnsubscribeFromNewsletterPayload: unknown;
  UnsubscribeFromStockAlertInput: unknown;
  UnsubscribeFromStockAlertPayload: unknown;
  UpdateCustomerInput: unknown;
  UpdateCustomerPayload: unknown;
  UpdateItemQuantitiesInput: unknown;
  UpdateItemQuantitiesPayload: unknown;
  UpdateOrderInput: unknown;
  UpdateOrderPayload: unknown;
  UpdateProductInput: unknown;
  UpdateProductPayload: unknown;
  UpdateProductVariationInput: unknown;
  UpdateProductVariationPayload: unknown;
  UpdateShippingMethodInput: unknown;
  UpdateShippingMethodPayload: unknown;
  UpdateUserInput: unknown;
  UpdateUserPayload: unknown;
  User: UserSource;
  UserRole: unknown;
  UserToUserRoleConnection: unknown;
  UserToUserRoleConnectionEdge: unknown;
  UserToUserRoleConnectionPageInfo: unknown;
  VariableProduct: ProductRecord;
  VariableProductToProductUnionConnection: unknown;
  VariableProductToProductUnionConnectionEdge: unknown;
  VariableProductToProductUnionConnectionPageInfo: unknown;
  VariationAttribute: unknown;
  VariationAttributeConnection: unknown;
  VariationAttributeConnectionEdge: unknown;
  VariationAttributeConnectionPageInfo: unknown;
  WPPageInfo: unknown;
  WishlistPayload: unknown;
  WooNuxtSocialItems: unknown;
  WoonuxtOptions: unknown;
  WoonuxtOptionsGlobalAttributes: unknown;
  WoonuxtOptionsStripeSettings: unknown;
  WriteReviewInput: unknown;
  WriteReviewPayload: unknown;
};

export type AddCartItemsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddCartItemsPayload'] = ResolversParentTypes['AddCartItemsPayload']> = {
  added?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  cartErrors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddToCartPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddToCartPayload'] = ResolversParentTypes['AddToCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  cartItem?: Resolver<Maybe<ResolversTypes['CartItem']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<AppliedCouponDiscountAmountArgs>>;
  discountTax?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<AppliedCouponDiscountTaxArgs>>;
};

export type AppliedGiftCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppliedGiftCard'] = ResolversParentTypes['AppliedGiftCard']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<AppliedGiftCardAmountArgs>>;
  balance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<AppliedGiftCardBalanceArgs>>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplyCouponPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApplyCouponPayload'] = ResolversParentTypes['ApplyCouponPayload']> = {
  applied?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = {
  __resolveType: TypeResolveFn<'VariationAttribute', ParentType, ContextType>;
};

export type AvatarResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Avatar'] = ResolversParentTypes['Avatar']> = {
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BannerSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BannerSettings'] = ResolversParentTypes['BannerSettings']> = {
  bannerDismissible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bannerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bannerLinkText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerLinkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerType?: Resolver<ResolversTypes['BannerTypeEnum'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  appliedCoupons?: Resolver<Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, ParentType, ContextType>;
  appliedGiftCards?: Resolver<Array<ResolversTypes['AppliedGiftCard']>, ParentType, ContextType>;
  availableShippingMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingPackage']>>>, ParentType, ContextType>;
  chosenShippingMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  contents?: Resolver<Maybe<ResolversTypes['CartToCartItemConnection']>, ParentType, ContextType, Partial<CartContentsArgs>>;
  contentsTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartContentsTaxArgs>>;
  contentsTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartContentsTotalArgs>>;
  discountTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartDiscountTaxArgs>>;
  discountTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartDiscountTotalArgs>>;
  displayPricesIncludeTax?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isEmpty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  needsShippingAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shippingTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartShippingTaxArgs>>;
  shippingTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartShippingTotalArgs>>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartSubtotalArgs>>;
  subtotalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartSubtotalTaxArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartTotalArgs>>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartTotalTaxArgs>>;
};

export type CartErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartError'] = ResolversParentTypes['CartError']> = {
  __resolveType: TypeResolveFn<'CartItemError', ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  __resolveType: TypeResolveFn<'SimpleCartItem', ParentType, ContextType>;
};

export type CartItemErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartItemError'] = ResolversParentTypes['CartItemError']> = {
  extraData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reasons?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CartErrorType'], ParentType, ContextType>;
  variation?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductAttributeOutput']>>>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemQuantityTierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartItemQuantityTier'] = ResolversParentTypes['CartItemQuantityTier']> = {
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartItemQuantityTierPriceArgs>>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartItemQuantityTierRegularPriceArgs>>;
  saving?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CartItemQuantityTierSavingArgs>>;
};

export type CartItemToProductConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartItemToProductConnectionEdge'] = ResolversParentTypes['CartItemToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemToProductVariationConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartItemToProductVariationConnectionEdge'] = ResolversParentTypes['CartItemToProductVariationConnectionEdge']> = {
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['VariationAttribute']>>>, ParentType, ContextType>;
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductVariation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartToCartItemConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartToCartItemConnection'] = ResolversParentTypes['CartToCartItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CartToCartItemConnectionEdge']>, ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['CartToCartItemConnectionPageInfo'], ParentType, ContextType>;
  productCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartToCartItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartToCartItemConnectionEdge'] = ResolversParentTypes['CartToCartItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CartItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartToCartItemConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartToCartItemConnectionPageInfo'] = ResolversParentTypes['CartToCartItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckoutPayload'] = ResolversParentTypes['CheckoutPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  approved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['CommentToCommenterConnectionEdge']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CommentContentArgs>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CommentStatusEnum']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentAuthorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = {
  avatar?: Resolver<Maybe<ResolversTypes['Avatar']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommentConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = {
  __resolveType: TypeResolveFn<'ProductToCommentConnection', ParentType, ContextType>;
};

export type CommentConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentConnectionEdge'] = ResolversParentTypes['CommentConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductToCommentConnectionEdge', ParentType, ContextType>;
};

export type CommentConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentConnectionPageInfo'] = ResolversParentTypes['CommentConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductToCommentConnectionPageInfo', ParentType, ContextType>;
};

export type CommentToCommenterConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentToCommenterConnectionEdge'] = ResolversParentTypes['CommentToCommenterConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Commenter'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CommenterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Commenter'] = ResolversParentTypes['Commenter']> = {
  __resolveType: TypeResolveFn<'CommentAuthor' | 'User', ParentType, ContextType>;
};

export type CommenterConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommenterConnectionEdge'] = ResolversParentTypes['CommenterConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CommentToCommenterConnectionEdge', ParentType, ContextType>;
};

export type ConfirmNewsletterSubscriptionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmNewsletterSubscriptionPayload'] = ResolversParentTypes['ConfirmNewsletterSubscriptionPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterSubscriptionStatusEnum'], ParentType, ContextType>;
};

export type ConfirmStockAlertPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConfirmStockAlertPayload'] = ResolversParentTypes['ConfirmStockAlertPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockAlertStatusEnum'], ParentType, ContextType>;
};

export type ConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Connection'] = ResolversParentTypes['Connection']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnection' | 'CustomerToDownloadableItemConnection' | 'CustomerToOrderConnection' | 'GlobalProductAttributeToTermNodeConnection' | 'GroupProductToProductUnionConnection' | 'OrderToDownloadableItemConnection' | 'OrderToLineItemConnection' | 'OrderToShippingLineConnection' | 'ProductCategoryToAncestorsProductCategoryConnection' | 'ProductCategoryToProductCategoryConnection' | 'ProductToCommentConnection' | 'ProductToMediaItemConnection' | 'ProductToProductCategoryConnection' | 'ProductToProductTagConnection' | 'ProductToProductUnionConnection' | 'ProductToTermNodeConnection' | 'ProductToUpsellConnection' | 'ProductVariationToVariationAttributeConnection' | 'ProductWithAttributesToProductAttributeConnection' | 'ProductWithAttributesToVariationAttributeConnection' | 'ProductWithVariationsToProductVariationConnection' | 'RootQueryToOrderConnection' | 'RootQueryToPaymentGatewayConnection' | 'RootQueryToPostConnection' | 'RootQueryToProductCategoryConnection' | 'RootQueryToProductConnection' | 'RootQueryToProductUnionConnection' | 'RootQueryToTermNodeConnection' | 'SimpleProductToProductUnionConnection' | 'UserToUserRoleConnection' | 'VariableProductToProductUnionConnection', ParentType, ContextType>;
};

export type CountryStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CountryState'] = ResolversParentTypes['CountryState']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  billing?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  calculatedShipping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadableItems?: Resolver<Maybe<ResolversTypes['CustomerToDownloadableItemConnection']>, ParentType, ContextType, Partial<CustomerDownloadableItemsArgs>>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCalculatedShipping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPayingCustomer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['CustomerToOrderConnection']>, ParentType, ContextType, Partial<CustomerOrdersArgs>>;
  purchasedGiftCards?: Resolver<Array<ResolversTypes['GiftCard']>, ParentType, ContextType>;
  receivedGiftCards?: Resolver<Array<ResolversTypes['GiftCard']>, ParentType, ContextType>;
  sessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlistProductIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['CountriesEnum']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerToDownloadableItemConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerToDownloadableItemConnection'] = ResolversParentTypes['CustomerToDownloadableItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerToDownloadableItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DownloadableItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['CustomerToDownloadableItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToDownloadableItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerToDownloadableItemConnectionEdge'] = ResolversParentTypes['CustomerToDownloadableItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DownloadableItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToDownloadableItemConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerToDownloadableItemConnectionPageInfo'] = ResolversParentTypes['CustomerToDownloadableItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToOrderConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerToOrderConnection'] = ResolversParentTypes['CustomerToOrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerToOrderConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['CustomerToOrderConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToOrderConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerToOrderConnectionEdge'] = ResolversParentTypes['CustomerToOrderConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerToOrderConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerToOrderConnectionPageInfo'] = ResolversParentTypes['CustomerToOrderConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DatabaseIdentifierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DatabaseIdentifier'] = ResolversParentTypes['DatabaseIdentifier']> = {
  __resolveType: TypeResolveFn<'Comment' | 'CommentAuthor' | 'ExternalProduct' | 'GroupProduct' | 'MediaItem' | 'PaColor' | 'PaCutlevel' | 'PaFilterclass' | 'PaShade' | 'PaSize' | 'PaStandard' | 'Post' | 'ProductCategory' | 'ProductTag' | 'SimpleProduct' | 'SimpleProductVariation' | 'User' | 'VariableProduct', ParentType, ContextType>;
};

export type DownloadableItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadableItem'] = ResolversParentTypes['DownloadableItem']> = {
  accessExpires?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  download?: Resolver<Maybe<ResolversTypes['ProductDownload']>, ParentType, ContextType>;
  downloadId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DownloadableItemConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadableItemConnection'] = ResolversParentTypes['DownloadableItemConnection']> = {
  __resolveType: TypeResolveFn<'CustomerToDownloadableItemConnection' | 'OrderToDownloadableItemConnection', ParentType, ContextType>;
};

export type DownloadableItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadableItemConnectionEdge'] = ResolversParentTypes['DownloadableItemConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CustomerToDownloadableItemConnectionEdge' | 'OrderToDownloadableItemConnectionEdge', ParentType, ContextType>;
};

export type DownloadableItemConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadableItemConnectionPageInfo'] = ResolversParentTypes['DownloadableItemConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'CustomerToDownloadableItemConnectionPageInfo' | 'OrderToDownloadableItemConnectionPageInfo', ParentType, ContextType>;
};

export type DownloadableProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadableProduct'] = ResolversParentTypes['DownloadableProduct']> = {
  __resolveType: TypeResolveFn<'SimpleProduct' | 'SimpleProductVariation', ParentType, ContextType>;
};

export type EdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Edge'] = ResolversParentTypes['Edge']> = {
  __resolveType: TypeResolveFn<'CartItemToProductConnectionEdge' | 'CartItemToProductVariationConnectionEdge' | 'CartToCartItemConnectionEdge' | 'CommentToCommenterConnectionEdge' | 'CustomerToDownloadableItemConnectionEdge' | 'CustomerToOrderConnectionEdge' | 'GlobalProductAttributeToTermNodeConnectionEdge' | 'GroupProductToProductUnionConnectionEdge' | 'LineItemToProductConnectionEdge' | 'LineItemToProductVariationConnectionEdge' | 'NodeWithAuthorToUserConnectionEdge' | 'NodeWithFeaturedImageToMediaItemConnectionEdge' | 'OrderToDownloadableItemConnectionEdge' | 'OrderToLineItemConnectionEdge' | 'OrderToShippingLineConnectionEdge' | 'ProductCategoryToAncestorsProductCategoryConnectionEdge' | 'ProductCategoryToParentProductCategoryConnectionEdge' | 'ProductCategoryToProductCategoryConnectionEdge' | 'ProductToCommentConnectionEdge' | 'ProductToMediaItemConnectionEdge' | 'ProductToProductCategoryConnectionEdge' | 'ProductToProductTagConnectionEdge' | 'ProductToProductUnionConnectionEdge' | 'ProductToTermNodeConnectionEdge' | 'ProductToUpsellConnectionEdge' | 'ProductVariationToProductConnectionEdge' | 'ProductVariationToVariationAttributeConnectionEdge' | 'ProductWithAttributesToProductAttributeConnectionEdge' | 'ProductWithAttributesToVariationAttributeConnectionEdge' | 'ProductWithVariationsToProductVariationConnectionEdge' | 'RootQueryToOrderConnectionEdge' | 'RootQueryToPaymentGatewayConnectionEdge' | 'RootQueryToPostConnectionEdge' | 'RootQueryToProductCategoryConnectionEdge' | 'RootQueryToProductConnectionEdge' | 'RootQueryToProductUnionConnectionEdge' | 'RootQueryToTermNodeConnectionEdge' | 'SimpleProductToProductUnionConnectionEdge' | 'UserToUserRoleConnectionEdge' | 'VariableProductToProductUnionConnectionEdge', ParentType, ContextType>;
};

export type EmptyCartPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmptyCartPayload'] = ResolversParentTypes['EmptyCartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedCart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type ExternalProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalProduct'] = ResolversParentTypes['ExternalProduct']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<ExternalProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  crossSellOf?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  customTabs?: Resolver<Array<ResolversTypes['ProductCustomTab']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<ExternalProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductDescriptionArgs>>;
  documents?: Resolver<Array<ResolversTypes['ProductDocument']>, ParentType, ContextType>;
  externalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['ProductFaq']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fullYoastHead?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductFullYoastHeadArgs>>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<ExternalProductGalleryImagesArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<ExternalProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  packaging?: Resolver<Maybe<ResolversTypes['ProductPackaging']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<ExternalProductProductCategoriesArgs>>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productTags?: Resolver<Maybe<ResolversTypes['ProductToProductTagConnection']>, ParentType, ContextType, Partial<ExternalProductProductTagsArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantityTiers?: Resolver<Maybe<Array<ResolversTypes['QuantityTier']>>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<ExternalProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<ExternalProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductSalePriceArgs>>;
  seo?: Resolver<Maybe<ResolversTypes['PostTypeSEO']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ExternalProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<ExternalProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  upsell?: Resolver<Maybe<ResolversTypes['ProductToUpsellConnection']>, ParentType, ContextType, Partial<ExternalProductUpsellArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['ProductWarranty']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GeneralSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GeneralSettings'] = ResolversParentTypes['GeneralSettings']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GiftCard'] = ResolversParentTypes['GiftCard']> = {
  balance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GiftCardBalanceArgs>>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  initialBalance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GiftCardInitialBalanceArgs>>;
  recipientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GiftCardBalance'] = ResolversParentTypes['GiftCardBalance']> = {
  balance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GiftCardBalanceBalanceArgs>>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GlobalProductAttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalProductAttribute'] = ResolversParentTypes['GlobalProductAttribute']> = {
  attributeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ProductAttributeTypesEnum'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['GlobalProductAttributeToTermNodeConnection']>, ParentType, ContextType, Partial<GlobalProductAttributeTermsArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalProductAttributeToTermNodeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalProductAttributeToTermNodeConnection'] = ResolversParentTypes['GlobalProductAttributeToTermNodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GlobalProductAttributeToTermNodeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TermNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['GlobalProductAttributeToTermNodeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalProductAttributeToTermNodeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionEdge'] = ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TermNode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GlobalProductAttributeToTermNodeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionPageInfo'] = ResolversParentTypes['GlobalProductAttributeToTermNodeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupProduct'] = ResolversParentTypes['GroupProduct']> = {
  addToCartDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addToCartText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<GroupProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  crossSellOf?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  customTabs?: Resolver<Array<ResolversTypes['ProductCustomTab']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<GroupProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductDescriptionArgs>>;
  documents?: Resolver<Array<ResolversTypes['ProductDocument']>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['ProductFaq']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fullYoastHead?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductFullYoastHeadArgs>>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<GroupProductGalleryImagesArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<GroupProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  packaging?: Resolver<Maybe<ResolversTypes['ProductPackaging']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<GroupProductProductCategoriesArgs>>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productTags?: Resolver<Maybe<ResolversTypes['ProductToProductTagConnection']>, ParentType, ContextType, Partial<GroupProductProductTagsArgs>>;
  products?: Resolver<Maybe<ResolversTypes['GroupProductToProductUnionConnection']>, ParentType, ContextType, Partial<GroupProductProductsArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantityTiers?: Resolver<Maybe<Array<ResolversTypes['QuantityTier']>>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<GroupProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<GroupProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductSalePriceArgs>>;
  seo?: Resolver<Maybe<ResolversTypes['PostTypeSEO']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<GroupProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<GroupProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  upsell?: Resolver<Maybe<ResolversTypes['ProductToUpsellConnection']>, ParentType, ContextType, Partial<GroupProductUpsellArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['ProductWarranty']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductToProductUnionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupProductToProductUnionConnection'] = ResolversParentTypes['GroupProductToProductUnionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupProductToProductUnionConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['GroupProductToProductUnionConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductToProductUnionConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupProductToProductUnionConnectionEdge'] = ResolversParentTypes['GroupProductToProductUnionConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupProductToProductUnionConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupProductToProductUnionConnectionPageInfo'] = ResolversParentTypes['GroupProductToProductUnionConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InventoriedProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoriedProduct'] = ResolversParentTypes['InventoriedProduct']> = {
  __resolveType: TypeResolveFn<'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type LineItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<LineItemMetaDataArgs>>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['LineItemToProductConnectionEdge']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<LineItemSubtotalArgs>>;
  subtotalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<LineItemSubtotalTaxArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<LineItemTotalArgs>>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<LineItemTotalTaxArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['LineItemToProductVariationConnectionEdge']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LineItemToProductConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LineItemToProductConnectionEdge'] = ResolversParentTypes['LineItemToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LineItemToProductVariationConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LineItemToProductVariationConnectionEdge'] = ResolversParentTypes['LineItemToProductVariationConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductVariation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocalProductAttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LocalProductAttribute'] = ResolversParentTypes['LocalProductAttribute']> = {
  attributeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ProductAttributeTypesEnum'], ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LoginClientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginClient'] = ResolversParentTypes['LoginClient']> = {
  authorizationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isEnabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['LoginProviderEnum']>, ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authTokenExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshTokenExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  wooSessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type MediaDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaDetails'] = ResolversParentTypes['MediaDetails']> = {
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sizes?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaSize']>>>, ParentType, ContextType, Partial<MediaDetailsSizesArgs>>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MediaItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaItem'] = ResolversParentTypes['MediaItem']> = {
  altText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaDetails?: Resolver<Maybe<ResolversTypes['MediaDetails']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemSizesArgs>>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemSourceUrlArgs>>;
  srcSet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MediaItemSrcSetArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MediaItemConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaItemConnection'] = ResolversParentTypes['MediaItemConnection']> = {
  __resolveType: TypeResolveFn<'ProductToMediaItemConnection', ParentType, ContextType>;
};

export type MediaItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaItemConnectionEdge'] = ResolversParentTypes['MediaItemConnectionEdge']> = {
  __resolveType: TypeResolveFn<'NodeWithFeaturedImageToMediaItemConnectionEdge' | 'ProductToMediaItemConnectionEdge', ParentType, ContextType>;
};

export type MediaItemConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaItemConnectionPageInfo'] = ResolversParentTypes['MediaItemConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductToMediaItemConnectionPageInfo', ParentType, ContextType>;
};

export type MediaSizeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MediaSize'] = ResolversParentTypes['MediaSize']> = {
  height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MetaDataResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MetaData'] = ResolversParentTypes['MetaData']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Comment' | 'CommentAuthor' | 'Customer' | 'DownloadableItem' | 'ExternalProduct' | 'GeneralSettings' | 'GlobalProductAttribute' | 'GroupProduct' | 'LineItem' | 'LocalProductAttribute' | 'MediaItem' | 'Order' | 'PaColor' | 'PaCutlevel' | 'PaFilterclass' | 'PaShade' | 'PaSize' | 'PaStandard' | 'PaymentGateway' | 'Post' | 'ProductCategory' | 'ProductTag' | 'ShippingLine' | 'ShippingMethod' | 'SimpleCartItem' | 'SimpleProduct' | 'SimpleProductVariation' | 'User' | 'UserRole' | 'VariableProduct' | 'VariationAttribute', ParentType, ContextType>;
};

export type NodeWithAuthorToUserConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NodeWithAuthorToUserConnectionEdge'] = ResolversParentTypes['NodeWithAuthorToUserConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NodeWithFeaturedImageToMediaItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NodeWithFeaturedImageToMediaItemConnectionEdge'] = ResolversParentTypes['NodeWithFeaturedImageToMediaItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MediaItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OneToOneConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OneToOneConnection'] = ResolversParentTypes['OneToOneConnection']> = {
  __resolveType: TypeResolveFn<'CartItemToProductConnectionEdge' | 'CartItemToProductVariationConnectionEdge' | 'CommentToCommenterConnectionEdge' | 'LineItemToProductConnectionEdge' | 'LineItemToProductVariationConnectionEdge' | 'NodeWithAuthorToUserConnectionEdge' | 'NodeWithFeaturedImageToMediaItemConnectionEdge' | 'ProductCategoryToParentProductCategoryConnectionEdge' | 'ProductVariationToProductConnectionEdge', ParentType, ContextType>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billing?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  cartTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderCartTaxArgs>>;
  createdVia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datePaid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderDiscountTaxArgs>>;
  discountTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderDiscountTotalArgs>>;
  downloadableItems?: Resolver<Maybe<ResolversTypes['OrderToDownloadableItemConnection']>, ParentType, ContextType, Partial<OrderDownloadableItemsArgs>>;
  giftCardPayments?: Resolver<Array<ResolversTypes['OrderGiftCardPayment']>, ParentType, ContextType>;
  hasBillingAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasDownloadableItem?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasShippingAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDownloadPermitted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lineItems?: Resolver<Maybe<ResolversTypes['OrderToLineItemConnection']>, ParentType, ContextType, Partial<OrderLineItemsArgs>>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<OrderMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  needsPayment?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  needsProcessing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  needsShippingAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  orderKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethodTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  shippingLines?: Resolver<Maybe<ResolversTypes['OrderToShippingLineConnection']>, ParentType, ContextType, Partial<OrderShippingLinesArgs>>;
  shippingTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderShippingTaxArgs>>;
  shippingTotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderShippingTotalArgs>>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatusEnum']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderSubtotalArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderTotalArgs>>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderTotalTaxArgs>>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderGiftCardPaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderGiftCardPayment'] = ResolversParentTypes['OrderGiftCardPayment']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<OrderGiftCardPaymentAmountArgs>>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderToDownloadableItemConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToDownloadableItemConnection'] = ResolversParentTypes['OrderToDownloadableItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToDownloadableItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DownloadableItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToDownloadableItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToDownloadableItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToDownloadableItemConnectionEdge'] = ResolversParentTypes['OrderToDownloadableItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DownloadableItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToDownloadableItemConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToDownloadableItemConnectionPageInfo'] = ResolversParentTypes['OrderToDownloadableItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToLineItemConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToLineItemConnection'] = ResolversParentTypes['OrderToLineItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToLineItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToLineItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToLineItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToLineItemConnectionEdge'] = ResolversParentTypes['OrderToLineItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['LineItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToLineItemConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToLineItemConnectionPageInfo'] = ResolversParentTypes['OrderToLineItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToShippingLineConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToShippingLineConnection'] = ResolversParentTypes['OrderToShippingLineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderToShippingLineConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ShippingLine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderToShippingLineConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToShippingLineConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToShippingLineConnectionEdge'] = ResolversParentTypes['OrderToShippingLineConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ShippingLine'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderToShippingLineConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderToShippingLineConnectionPageInfo'] = ResolversParentTypes['OrderToShippingLineConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaColorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaColor'] = ResolversParentTypes['PaColor']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paColorId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaCutlevelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaCutlevel'] = ResolversParentTypes['PaCutlevel']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paCutlevelId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaFilterclassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaFilterclass'] = ResolversParentTypes['PaFilterclass']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paFilterclassId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaShadeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaShade'] = ResolversParentTypes['PaShade']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paShadeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaSizeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaSize'] = ResolversParentTypes['PaSize']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paSizeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaStandardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaStandard'] = ResolversParentTypes['PaStandard']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paStandardId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnectionPageInfo' | 'CustomerToDownloadableItemConnectionPageInfo' | 'CustomerToOrderConnectionPageInfo' | 'GlobalProductAttributeToTermNodeConnectionPageInfo' | 'GroupProductToProductUnionConnectionPageInfo' | 'OrderToDownloadableItemConnectionPageInfo' | 'OrderToLineItemConnectionPageInfo' | 'OrderToShippingLineConnectionPageInfo' | 'ProductCategoryToAncestorsProductCategoryConnectionPageInfo' | 'ProductCategoryToProductCategoryConnectionPageInfo' | 'ProductToCommentConnectionPageInfo' | 'ProductToMediaItemConnectionPageInfo' | 'ProductToProductCategoryConnectionPageInfo' | 'ProductToProductTagConnectionPageInfo' | 'ProductToProductUnionConnectionPageInfo' | 'ProductToTermNodeConnectionPageInfo' | 'ProductToUpsellConnectionPageInfo' | 'ProductVariationToVariationAttributeConnectionPageInfo' | 'ProductWithAttributesToProductAttributeConnectionPageInfo' | 'ProductWithAttributesToVariationAttributeConnectionPageInfo' | 'ProductWithVariationsToProductVariationConnectionPageInfo' | 'RootQueryToOrderConnectionPageInfo' | 'RootQueryToPaymentGatewayConnectionPageInfo' | 'RootQueryToPostConnectionPageInfo' | 'RootQueryToProductCategoryConnectionPageInfo' | 'RootQueryToProductConnectionPageInfo' | 'RootQueryToProductUnionConnectionPageInfo' | 'RootQueryToTermNodeConnectionPageInfo' | 'SimpleProductToProductUnionConnectionPageInfo' | 'UserToUserRoleConnectionPageInfo' | 'VariableProductToProductUnionConnectionPageInfo', ParentType, ContextType>;
};

export type PaymentGatewayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = {
  bankAccounts?: Resolver<Array<ResolversTypes['PaymentGatewayBankAccount']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentGatewayBankAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentGatewayBankAccount'] = ResolversParentTypes['PaymentGatewayBankAccount']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentIntentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentIntent'] = ResolversParentTypes['PaymentIntent']> = {
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stripePaymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  author?: Resolver<Maybe<ResolversTypes['NodeWithAuthorToUserConnectionEdge']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostContentArgs>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostExcerptArgs>>;
  featuredImage?: Resolver<Maybe<ResolversTypes['NodeWithFeaturedImageToMediaItemConnectionEdge']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seo?: Resolver<Maybe<ResolversTypes['PostTypeSEO']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<PostTitleArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = {
  __resolveType: TypeResolveFn<'RootQueryToPostConnection', ParentType, ContextType>;
};

export type PostConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostConnectionEdge'] = ResolversParentTypes['PostConnectionEdge']> = {
  __resolveType: TypeResolveFn<'RootQueryToPostConnectionEdge', ParentType, ContextType>;
};

export type PostConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostConnectionPageInfo'] = ResolversParentTypes['PostConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'RootQueryToPostConnectionPageInfo', ParentType, ContextType>;
};

export type PostTypeSeoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostTypeSEO'] = ResolversParentTypes['PostTypeSEO']> = {
  canonical?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaDesc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opengraphDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opengraphImage?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  opengraphTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schema?: Resolver<Maybe<ResolversTypes['SEOPostTypeSchema']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitterDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitterImage?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  twitterTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductAttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttribute' | 'LocalProductAttribute', ParentType, ContextType>;
};

export type ProductAttributeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductAttributeConnection'] = ResolversParentTypes['ProductAttributeConnection']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToProductAttributeConnection', ParentType, ContextType>;
};

export type ProductAttributeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductAttributeConnectionEdge'] = ResolversParentTypes['ProductAttributeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToProductAttributeConnectionEdge', ParentType, ContextType>;
};

export type ProductAttributeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductAttributeConnectionPageInfo'] = ResolversParentTypes['ProductAttributeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductWithAttributesToProductAttributeConnectionPageInfo', ParentType, ContextType>;
};

export type ProductAttributeOutputResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductAttributeOutput'] = ResolversParentTypes['ProductAttributeOutput']> = {
  attributeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributeValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  ancestors?: Resolver<Maybe<ResolversTypes['ProductCategoryToAncestorsProductCategoryConnection']>, ParentType, ContextType, Partial<ProductCategoryAncestorsArgs>>;
  children?: Resolver<Maybe<ResolversTypes['ProductCategoryToProductCategoryConnection']>, ParentType, ContextType, Partial<ProductCategoryChildrenArgs>>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display?: Resolver<Maybe<ResolversTypes['ProductCategoryDisplay']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['ProductCategoryToParentProductCategoryConnectionEdge']>, ParentType, ContextType>;
  parentDatabaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productCategoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryConnection'] = ResolversParentTypes['ProductCategoryConnection']> = {
  __resolveType: TypeResolveFn<'ProductCategoryToAncestorsProductCategoryConnection' | 'ProductCategoryToProductCategoryConnection' | 'ProductToProductCategoryConnection' | 'RootQueryToProductCategoryConnection', ParentType, ContextType>;
};

export type ProductCategoryConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryConnectionEdge'] = ResolversParentTypes['ProductCategoryConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductCategoryToAncestorsProductCategoryConnectionEdge' | 'ProductCategoryToParentProductCategoryConnectionEdge' | 'ProductCategoryToProductCategoryConnectionEdge' | 'ProductToProductCategoryConnectionEdge' | 'RootQueryToProductCategoryConnectionEdge', ParentType, ContextType>;
};

export type ProductCategoryConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryConnectionPageInfo'] = ResolversParentTypes['ProductCategoryConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductCategoryToAncestorsProductCategoryConnectionPageInfo' | 'ProductCategoryToProductCategoryConnectionPageInfo' | 'ProductToProductCategoryConnectionPageInfo' | 'RootQueryToProductCategoryConnectionPageInfo', ParentType, ContextType>;
};

export type ProductCategoryToAncestorsProductCategoryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryToAncestorsProductCategoryConnection'] = ResolversParentTypes['ProductCategoryToAncestorsProductCategoryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductCategoryToAncestorsProductCategoryConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductCategoryToAncestorsProductCategoryConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToAncestorsProductCategoryConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryToAncestorsProductCategoryConnectionEdge'] = ResolversParentTypes['ProductCategoryToAncestorsProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToAncestorsProductCategoryConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryToAncestorsProductCategoryConnectionPageInfo'] = ResolversParentTypes['ProductCategoryToAncestorsProductCategoryConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToParentProductCategoryConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryToParentProductCategoryConnectionEdge'] = ResolversParentTypes['ProductCategoryToParentProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToProductCategoryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryToProductCategoryConnection'] = ResolversParentTypes['ProductCategoryToProductCategoryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductCategoryToProductCategoryConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductCategoryToProductCategoryConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToProductCategoryConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryToProductCategoryConnectionEdge'] = ResolversParentTypes['ProductCategoryToProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCategoryToProductCategoryConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCategoryToProductCategoryConnectionPageInfo'] = ResolversParentTypes['ProductCategoryToProductCategoryConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  __resolveType: TypeResolveFn<'RootQueryToProductConnection', ParentType, ContextType>;
};

export type ProductConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductConnectionEdge'] = ResolversParentTypes['ProductConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CartItemToProductConnectionEdge' | 'LineItemToProductConnectionEdge' | 'ProductVariationToProductConnectionEdge' | 'RootQueryToProductConnectionEdge', ParentType, ContextType>;
};

export type ProductConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductConnectionPageInfo'] = ResolversParentTypes['ProductConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'RootQueryToProductConnectionPageInfo', ParentType, ContextType>;
};

export type ProductCustomTabResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductCustomTab'] = ResolversParentTypes['ProductCustomTab']> = {
  accordionItems?: Resolver<Array<ResolversTypes['ProductTabAccordionItem']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['ProductTabContentTypeEnum'], ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['ProductTabDownload']>, ParentType, ContextType>;
  tabTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['ProductTabVideo']>, ParentType, ContextType>;
};

export type ProductDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductDocument'] = ResolversParentTypes['ProductDocument']> = {
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductDocumentKindEnum'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductDownloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductDownload'] = ResolversParentTypes['ProductDownload']> = {
  downloadId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductFaqResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductFaq'] = ResolversParentTypes['ProductFaq']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPackagingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductPackaging'] = ResolversParentTypes['ProductPackaging']> = {
  pack?: Resolver<ResolversTypes['ProductPackEnum'], ParentType, ContextType>;
  quantityStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldBy?: Resolver<ResolversTypes['ProductSoldByEnum'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ProductPackUnitEnum'], ParentType, ContextType>;
  unitsPerPack?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductTabAccordionItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTabAccordionItem'] = ResolversParentTypes['ProductTabAccordionItem']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductTabDownloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTabDownload'] = ResolversParentTypes['ProductTabDownload']> = {
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductTabVideoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTabVideo'] = ResolversParentTypes['ProductTabVideo']> = {
  videoDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  youtubeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTag'] = ResolversParentTypes['ProductTag']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productTagId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxonomyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductTagConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTagConnection'] = ResolversParentTypes['ProductTagConnection']> = {
  __resolveType: TypeResolveFn<'ProductToProductTagConnection', ParentType, ContextType>;
};

export type ProductTagConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTagConnectionEdge'] = ResolversParentTypes['ProductTagConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductToProductTagConnectionEdge', ParentType, ContextType>;
};

export type ProductTagConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductTagConnectionPageInfo'] = ResolversParentTypes['ProductTagConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductToProductTagConnectionPageInfo', ParentType, ContextType>;
};

export type ProductToCommentConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToCommentConnection'] = ResolversParentTypes['ProductToCommentConnection']> = {
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ProductToCommentConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToCommentConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToCommentConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToCommentConnectionEdge'] = ResolversParentTypes['ProductToCommentConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToCommentConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToCommentConnectionPageInfo'] = ResolversParentTypes['ProductToCommentConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToMediaItemConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToMediaItemConnection'] = ResolversParentTypes['ProductToMediaItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToMediaItemConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToMediaItemConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToMediaItemConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToMediaItemConnectionEdge'] = ResolversParentTypes['ProductToMediaItemConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MediaItem'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToMediaItemConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToMediaItemConnectionPageInfo'] = ResolversParentTypes['ProductToMediaItemConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductCategoryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductCategoryConnection'] = ResolversParentTypes['ProductToProductCategoryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToProductCategoryConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToProductCategoryConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductCategoryConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductCategoryConnectionEdge'] = ResolversParentTypes['ProductToProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductCategoryConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductCategoryConnectionPageInfo'] = ResolversParentTypes['ProductToProductCategoryConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductTagConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductTagConnection'] = ResolversParentTypes['ProductToProductTagConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToProductTagConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductTag']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToProductTagConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductTagConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductTagConnectionEdge'] = ResolversParentTypes['ProductToProductTagConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductTag'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductTagConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductTagConnectionPageInfo'] = ResolversParentTypes['ProductToProductTagConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductUnionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductUnionConnection'] = ResolversParentTypes['ProductToProductUnionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToProductUnionConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToProductUnionConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductUnionConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductUnionConnectionEdge'] = ResolversParentTypes['ProductToProductUnionConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToProductUnionConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToProductUnionConnectionPageInfo'] = ResolversParentTypes['ProductToProductUnionConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToTermNodeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToTermNodeConnection'] = ResolversParentTypes['ProductToTermNodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToTermNodeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TermNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToTermNodeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToTermNodeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToTermNodeConnectionEdge'] = ResolversParentTypes['ProductToTermNodeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TermNode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToTermNodeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToTermNodeConnectionPageInfo'] = ResolversParentTypes['ProductToTermNodeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToUpsellConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToUpsellConnection'] = ResolversParentTypes['ProductToUpsellConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductToUpsellConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductToUpsellConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToUpsellConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToUpsellConnectionEdge'] = ResolversParentTypes['ProductToUpsellConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductToUpsellConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductToUpsellConnectionPageInfo'] = ResolversParentTypes['ProductToUpsellConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductUnionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductUnion'] = ResolversParentTypes['ProductUnion']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductUnionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductUnionConnection'] = ResolversParentTypes['ProductUnionConnection']> = {
  __resolveType: TypeResolveFn<'GroupProductToProductUnionConnection' | 'ProductToProductUnionConnection' | 'ProductToUpsellConnection' | 'RootQueryToProductUnionConnection' | 'SimpleProductToProductUnionConnection' | 'VariableProductToProductUnionConnection', ParentType, ContextType>;
};

export type ProductUnionConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductUnionConnectionEdge'] = ResolversParentTypes['ProductUnionConnectionEdge']> = {
  __resolveType: TypeResolveFn<'GroupProductToProductUnionConnectionEdge' | 'ProductToProductUnionConnectionEdge' | 'ProductToUpsellConnectionEdge' | 'RootQueryToProductUnionConnectionEdge' | 'SimpleProductToProductUnionConnectionEdge' | 'VariableProductToProductUnionConnectionEdge', ParentType, ContextType>;
};

export type ProductUnionConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductUnionConnectionPageInfo'] = ResolversParentTypes['ProductUnionConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'GroupProductToProductUnionConnectionPageInfo' | 'ProductToProductUnionConnectionPageInfo' | 'ProductToUpsellConnectionPageInfo' | 'RootQueryToProductUnionConnectionPageInfo' | 'SimpleProductToProductUnionConnectionPageInfo' | 'VariableProductToProductUnionConnectionPageInfo', ParentType, ContextType>;
};

export type ProductVariationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariation'] = ResolversParentTypes['ProductVariation']> = {
  __resolveType: TypeResolveFn<'SimpleProductVariation', ParentType, ContextType>;
};

export type ProductVariationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariationConnection'] = ResolversParentTypes['ProductVariationConnection']> = {
  __resolveType: TypeResolveFn<'ProductWithVariationsToProductVariationConnection', ParentType, ContextType>;
};

export type ProductVariationConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariationConnectionEdge'] = ResolversParentTypes['ProductVariationConnectionEdge']> = {
  __resolveType: TypeResolveFn<'CartItemToProductVariationConnectionEdge' | 'LineItemToProductVariationConnectionEdge' | 'ProductWithVariationsToProductVariationConnectionEdge', ParentType, ContextType>;
};

export type ProductVariationConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariationConnectionPageInfo'] = ResolversParentTypes['ProductVariationConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductWithVariationsToProductVariationConnectionPageInfo', ParentType, ContextType>;
};

export type ProductVariationToProductConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariationToProductConnectionEdge'] = ResolversParentTypes['ProductVariationToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariationToVariationAttributeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariationToVariationAttributeConnection'] = ResolversParentTypes['ProductVariationToVariationAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductVariationToVariationAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['VariationAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductVariationToVariationAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariationToVariationAttributeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariationToVariationAttributeConnectionEdge'] = ResolversParentTypes['ProductVariationToVariationAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['VariationAttribute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductVariationToVariationAttributeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductVariationToVariationAttributeConnectionPageInfo'] = ResolversParentTypes['ProductVariationToVariationAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWarrantyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWarranty'] = ResolversParentTypes['ProductWarranty']> = {
  customWarrantyItems?: Resolver<Array<ResolversTypes['ProductWarrantyItem']>, ParentType, ContextType>;
  useCustomWarranty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warrantyDuration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductWarrantyItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWarrantyItem'] = ResolversParentTypes['ProductWarrantyItem']> = {
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemWarrantyDuration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductWithAttributesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithAttributes'] = ResolversParentTypes['ProductWithAttributes']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductWithAttributesToProductAttributeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithAttributesToProductAttributeConnection'] = ResolversParentTypes['ProductWithAttributesToProductAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithAttributesToProductAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithAttributesToProductAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToProductAttributeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionEdge'] = ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductAttribute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToProductAttributeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionPageInfo'] = ResolversParentTypes['ProductWithAttributesToProductAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToVariationAttributeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithAttributesToVariationAttributeConnection'] = ResolversParentTypes['ProductWithAttributesToVariationAttributeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithAttributesToVariationAttributeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['VariationAttribute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithAttributesToVariationAttributeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToVariationAttributeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionEdge'] = ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['VariationAttribute'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithAttributesToVariationAttributeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionPageInfo'] = ResolversParentTypes['ProductWithAttributesToVariationAttributeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithDimensionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithDimensions'] = ResolversParentTypes['ProductWithDimensions']> = {
  __resolveType: TypeResolveFn<'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductWithPricingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithPricing'] = ResolversParentTypes['ProductWithPricing']> = {
  __resolveType: TypeResolveFn<'ExternalProduct' | 'GroupProduct' | 'SimpleProduct' | 'SimpleProductVariation' | 'VariableProduct', ParentType, ContextType>;
};

export type ProductWithVariationsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithVariations'] = ResolversParentTypes['ProductWithVariations']> = {
  __resolveType: TypeResolveFn<'VariableProduct', ParentType, ContextType>;
};

export type ProductWithVariationsToProductVariationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithVariationsToProductVariationConnection'] = ResolversParentTypes['ProductWithVariationsToProductVariationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductWithVariationsToProductVariationConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductVariation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ProductWithVariationsToProductVariationConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithVariationsToProductVariationConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithVariationsToProductVariationConnectionEdge'] = ResolversParentTypes['ProductWithVariationsToProductVariationConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductVariation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductWithVariationsToProductVariationConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductWithVariationsToProductVariationConnectionPageInfo'] = ResolversParentTypes['ProductWithVariationsToProductVariationConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuantityTierResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuantityTier'] = ResolversParentTypes['QuantityTier']> = {
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<QuantityTierPriceArgs>>;
};

export type RefreshTokenPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RefreshTokenPayload'] = ResolversParentTypes['RefreshTokenPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authTokenExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type RegisterCustomerPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisterCustomerPayload'] = ResolversParentTypes['RegisterCustomerPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RemoveCouponsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RemoveCouponsPayload'] = ResolversParentTypes['RemoveCouponsPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResetUserPasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResetUserPasswordPayload'] = ResolversParentTypes['ResetUserPasswordPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RootMutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootMutation'] = ResolversParentTypes['RootMutation']> = {
  addCartItems?: Resolver<Maybe<ResolversTypes['AddCartItemsPayload']>, ParentType, ContextType, RequireFields<RootMutationAddCartItemsArgs, 'input'>>;
  addToCart?: Resolver<Maybe<ResolversTypes['AddToCartPayload']>, ParentType, ContextType, RequireFields<RootMutationAddToCartArgs, 'input'>>;
  addToWishlist?: Resolver<Maybe<ResolversTypes['WishlistPayload']>, ParentType, ContextType, RequireFields<RootMutationAddToWishlistArgs, 'input'>>;
  applyCoupon?: Resolver<Maybe<ResolversTypes['ApplyCouponPayload']>, ParentType, ContextType, RequireFields<RootMutationApplyCouponArgs, 'input'>>;
  checkout?: Resolver<Maybe<ResolversTypes['CheckoutPayload']>, ParentType, ContextType, RequireFields<RootMutationCheckoutArgs, 'input'>>;
  confirmNewsletterSubscription?: Resolver<Maybe<ResolversTypes['ConfirmNewsletterSubscriptionPayload']>, ParentType, ContextType, RequireFields<RootMutationConfirmNewsletterSubscriptionArgs, 'input'>>;
  confirmStockAlert?: Resolver<Maybe<ResolversTypes['ConfirmStockAlertPayload']>, ParentType, ContextType, RequireFields<RootMutationConfirmStockAlertArgs, 'input'>>;
  emptyCart?: Resolver<Maybe<ResolversTypes['EmptyCartPayload']>, ParentType, ContextType, RequireFields<RootMutationEmptyCartArgs, 'input'>>;
  login?: Resolver<Maybe<ResolversTypes['LoginPayload']>, ParentType, ContextType, RequireFields<RootMutationLoginArgs, 'input'>>;
  logout?: Resolver<Maybe<ResolversTypes['LogoutPayload']>, ParentType, ContextType, RequireFields<RootMutationLogoutArgs, 'input'>>;
  refreshToken?: Resolver<Maybe<ResolversTypes['RefreshTokenPayload']>, ParentType, ContextType, RequireFields<RootMutationRefreshTokenArgs, 'input'>>;
  registerCustomer?: Resolver<Maybe<ResolversTypes['RegisterCustomerPayload']>, ParentType, ContextType, RequireFields<RootMutationRegisterCustomerArgs, 'input'>>;
  removeCoupons?: Resolver<Maybe<ResolversTypes['RemoveCouponsPayload']>, ParentType, ContextType, RequireFields<RootMutationRemoveCouponsArgs, 'input'>>;
  removeFromWishlist?: Resolver<Maybe<ResolversTypes['WishlistPayload']>, ParentType, ContextType, RequireFields<RootMutationRemoveFromWishlistArgs, 'input'>>;
  resetUserPassword?: Resolver<Maybe<ResolversTypes['ResetUserPasswordPayload']>, ParentType, ContextType, RequireFields<RootMutationResetUserPasswordArgs, 'input'>>;
  sendPasswordResetEmail?: Resolver<Maybe<ResolversTypes['SendPasswordResetEmailPayload']>, ParentType, ContextType, RequireFields<RootMutationSendPasswordResetEmailArgs, 'input'>>;
  submitContactForm?: Resolver<Maybe<ResolversTypes['SubmitContactFormPayload']>, ParentType, ContextType, RequireFields<RootMutationSubmitContactFormArgs, 'input'>>;
  subscribeToNewsletter?: Resolver<Maybe<ResolversTypes['SubscribeToNewsletterPayload']>, ParentType, ContextType, RequireFields<RootMutationSubscribeToNewsletterArgs, 'input'>>;
  subscribeToStockAlert?: Resolver<Maybe<ResolversTypes['SubscribeToStockAlertPayload']>, ParentType, ContextType, RequireFields<RootMutationSubscribeToStockAlertArgs, 'input'>>;
  unsubscribeFromNewsletter?: Resolver<Maybe<ResolversTypes['UnsubscribeFromNewsletterPayload']>, ParentType, ContextType, RequireFields<RootMutationUnsubscribeFromNewsletterArgs, 'input'>>;
  unsubscribeFromStockAlert?: Resolver<Maybe<ResolversTypes['UnsubscribeFromStockAlertPayload']>, ParentType, ContextType, RequireFields<RootMutationUnsubscribeFromStockAlertArgs, 'input'>>;
  updateCustomer?: Resolver<Maybe<ResolversTypes['UpdateCustomerPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateCustomerArgs, 'input'>>;
  updateItemQuantities?: Resolver<Maybe<ResolversTypes['UpdateItemQuantitiesPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateItemQuantitiesArgs, 'input'>>;
  updateOrder?: Resolver<Maybe<ResolversTypes['UpdateOrderPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateOrderArgs, 'input'>>;
  updateProduct?: Resolver<Maybe<ResolversTypes['UpdateProductPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateProductArgs, 'input'>>;
  updateProductVariation?: Resolver<Maybe<ResolversTypes['UpdateProductVariationPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateProductVariationArgs, 'input'>>;
  updateShippingMethod?: Resolver<Maybe<ResolversTypes['UpdateShippingMethodPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateShippingMethodArgs, 'input'>>;
  updateUser?: Resolver<Maybe<ResolversTypes['UpdateUserPayload']>, ParentType, ContextType, RequireFields<RootMutationUpdateUserArgs, 'input'>>;
  writeReview?: Resolver<Maybe<ResolversTypes['WriteReviewPayload']>, ParentType, ContextType, RequireFields<RootMutationWriteReviewArgs, 'input'>>;
};

export type RootQueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQuery'] = ResolversParentTypes['RootQuery']> = {
  allSettings?: Resolver<Maybe<ResolversTypes['Settings']>, ParentType, ContextType>;
  allowedCountries?: Resolver<Maybe<Array<Maybe<ResolversTypes['CountriesEnum']>>>, ParentType, ContextType>;
  bannerSettings?: Resolver<ResolversTypes['BannerSettings'], ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, Partial<RootQueryCartArgs>>;
  countryStates?: Resolver<Maybe<Array<Maybe<ResolversTypes['CountryState']>>>, ParentType, ContextType, RequireFields<RootQueryCountryStatesArgs, 'country'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  generalSettings?: Resolver<Maybe<ResolversTypes['GeneralSettings']>, ParentType, ContextType>;
  giftCardBalance?: Resolver<Maybe<ResolversTypes['GiftCardBalance']>, ParentType, ContextType, RequireFields<RootQueryGiftCardBalanceArgs, 'code'>>;
  loginClients?: Resolver<Maybe<Array<Maybe<ResolversTypes['LoginClient']>>>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, Partial<RootQueryOrderArgs>>;
  orders?: Resolver<Maybe<ResolversTypes['RootQueryToOrderConnection']>, ParentType, ContextType, Partial<RootQueryOrdersArgs>>;
  paymentGateways?: Resolver<Maybe<ResolversTypes['RootQueryToPaymentGatewayConnection']>, ParentType, ContextType, Partial<RootQueryPaymentGatewaysArgs>>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<RootQueryPostArgs, 'id'>>;
  posts?: Resolver<Maybe<ResolversTypes['RootQueryToPostConnection']>, ParentType, ContextType, Partial<RootQueryPostsArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<RootQueryProductArgs, 'id'>>;
  productCategories?: Resolver<Maybe<ResolversTypes['RootQueryToProductCategoryConnection']>, ParentType, ContextType, Partial<RootQueryProductCategoriesArgs>>;
  productCategory?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType, RequireFields<RootQueryProductCategoryArgs, 'id'>>;
  products?: Resolver<Maybe<ResolversTypes['RootQueryToProductConnection']>, ParentType, ContextType, Partial<RootQueryProductsArgs>>;
  productsWithVariations?: Resolver<Maybe<ResolversTypes['RootQueryToProductUnionConnection']>, ParentType, ContextType, Partial<RootQueryProductsWithVariationsArgs>>;
  stripePaymentIntent?: Resolver<Maybe<ResolversTypes['PaymentIntent']>, ParentType, ContextType, RequireFields<RootQueryStripePaymentIntentArgs, 'saveForFuture'>>;
  terms?: Resolver<Maybe<ResolversTypes['RootQueryToTermNodeConnection']>, ParentType, ContextType, Partial<RootQueryTermsArgs>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  woonuxtSettings?: Resolver<Maybe<ResolversTypes['WoonuxtOptions']>, ParentType, ContextType>;
};

export type RootQueryToOrderConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToOrderConnection'] = ResolversParentTypes['RootQueryToOrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToOrderConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToOrderConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToOrderConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToOrderConnectionEdge'] = ResolversParentTypes['RootQueryToOrderConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToOrderConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToOrderConnectionPageInfo'] = ResolversParentTypes['RootQueryToOrderConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnection'] = ResolversParentTypes['RootQueryToPaymentGatewayConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToPaymentGatewayConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToPaymentGatewayConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnectionEdge'] = ResolversParentTypes['RootQueryToPaymentGatewayConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PaymentGateway'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPaymentGatewayConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToPaymentGatewayConnectionPageInfo'] = ResolversParentTypes['RootQueryToPaymentGatewayConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPostConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToPostConnection'] = ResolversParentTypes['RootQueryToPostConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToPostConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToPostConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPostConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToPostConnectionEdge'] = ResolversParentTypes['RootQueryToPostConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToPostConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToPostConnectionPageInfo'] = ResolversParentTypes['RootQueryToPostConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnection'] = ResolversParentTypes['RootQueryToProductCategoryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToProductCategoryConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToProductCategoryConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnectionEdge'] = ResolversParentTypes['RootQueryToProductCategoryConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductCategoryConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductCategoryConnectionPageInfo'] = ResolversParentTypes['RootQueryToProductCategoryConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductConnection'] = ResolversParentTypes['RootQueryToProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToProductConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToProductConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductConnectionEdge'] = ResolversParentTypes['RootQueryToProductConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductConnectionPageInfo'] = ResolversParentTypes['RootQueryToProductConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductUnionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductUnionConnection'] = ResolversParentTypes['RootQueryToProductUnionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToProductUnionConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToProductUnionConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductUnionConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductUnionConnectionEdge'] = ResolversParentTypes['RootQueryToProductUnionConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToProductUnionConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToProductUnionConnectionPageInfo'] = ResolversParentTypes['RootQueryToProductUnionConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTermNodeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToTermNodeConnection'] = ResolversParentTypes['RootQueryToTermNodeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RootQueryToTermNodeConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TermNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['RootQueryToTermNodeConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTermNodeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToTermNodeConnectionEdge'] = ResolversParentTypes['RootQueryToTermNodeConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TermNode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RootQueryToTermNodeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RootQueryToTermNodeConnectionPageInfo'] = ResolversParentTypes['RootQueryToTermNodeConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SeoPostTypeSchemaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SEOPostTypeSchema'] = ResolversParentTypes['SEOPostTypeSchema']> = {
  raw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SavedPaymentMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedPaymentMethod'] = ResolversParentTypes['SavedPaymentMethod']> = {
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryMonth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryYear?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isDefault?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SendPasswordResetEmailPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SendPasswordResetEmailPayload'] = ResolversParentTypes['SendPasswordResetEmailPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Settings'] = ResolversParentTypes['Settings']> = {
  generalSettingsDateFormat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsStartOfWeek?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  generalSettingsTimeFormat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsTimezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalSettingsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingSettingsPostsPerPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ShippingLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShippingLine'] = ResolversParentTypes['ShippingLine']> = {
  databaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  methodTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  databaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingPackageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShippingPackage'] = ResolversParentTypes['ShippingPackage']> = {
  packageDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rates?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingRate']>>>, ParentType, ContextType>;
  supportsShippingCalculator?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type ShippingRateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ShippingRate'] = ResolversParentTypes['ShippingRate']> = {
  cost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<ShippingRateCostArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instanceId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SimpleCartItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SimpleCartItem'] = ResolversParentTypes['SimpleCartItem']> = {
  extraData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<SimpleCartItemExtraDataArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['CartItemToProductConnectionEdge']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantityTier?: Resolver<Maybe<ResolversTypes['CartItemQuantityTier']>, ParentType, ContextType>;
  subtotal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemSubtotalArgs>>;
  subtotalTax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemSubtotalTaxArgs>>;
  tax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemTaxArgs>>;
  total?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleCartItemTotalArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['CartItemToProductVariationConnectionEdge']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  backorders?: Resolver<Maybe<ResolversTypes['BackordersEnum']>, ParentType, ContextType>;
  backordersAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  crossSell?: Resolver<Maybe<ResolversTypes['SimpleProductToProductUnionConnection']>, ParentType, ContextType, Partial<SimpleProductCrossSellArgs>>;
  crossSellOf?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  customTabs?: Resolver<Array<ResolversTypes['ProductCustomTab']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductDescriptionArgs>>;
  documents?: Resolver<Array<ResolversTypes['ProductDocument']>, ParentType, ContextType>;
  downloadable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  downloads?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductDownload']>>>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['ProductFaq']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fullYoastHead?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductFullYoastHeadArgs>>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<SimpleProductGalleryImagesArgs>>;
  height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowStockAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['ManageStockEnum']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<SimpleProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  packaging?: Resolver<Maybe<ResolversTypes['ProductPackaging']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<SimpleProductProductCategoriesArgs>>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productTags?: Resolver<Maybe<ResolversTypes['ProductToProductTagConnection']>, ParentType, ContextType, Partial<SimpleProductProductTagsArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantityTiers?: Resolver<Maybe<Array<ResolversTypes['QuantityTier']>>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<SimpleProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<SimpleProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductSalePriceArgs>>;
  seo?: Resolver<Maybe<ResolversTypes['PostTypeSEO']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldIndividually?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<SimpleProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  upsell?: Resolver<Maybe<ResolversTypes['ProductToUpsellConnection']>, ParentType, ContextType, Partial<SimpleProductUpsellArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['ProductWarranty']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductToProductUnionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SimpleProductToProductUnionConnection'] = ResolversParentTypes['SimpleProductToProductUnionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SimpleProductToProductUnionConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['SimpleProductToProductUnionConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductToProductUnionConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SimpleProductToProductUnionConnectionEdge'] = ResolversParentTypes['SimpleProductToProductUnionConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductToProductUnionConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SimpleProductToProductUnionConnectionPageInfo'] = ResolversParentTypes['SimpleProductToProductUnionConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductVariationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SimpleProductVariation'] = ResolversParentTypes['SimpleProductVariation']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductVariationToVariationAttributeConnection']>, ParentType, ContextType, Partial<SimpleProductVariationAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  backorders?: Resolver<Maybe<ResolversTypes['BackordersEnum']>, ParentType, ContextType>;
  backordersAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationDescriptionArgs>>;
  downloadable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  downloads?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductDownload']>>>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasAttributes?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowStockAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['ManageStockEnum']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<SimpleProductVariationMetaDataArgs>>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['ProductVariationToProductConnectionEdge']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationPriceArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantityTiers?: Resolver<Maybe<Array<ResolversTypes['QuantityTier']>>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationRegularPriceArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationSalePriceArgs>>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<SimpleProductVariationShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldIndividually?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubmitContactFormPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitContactFormPayload'] = ResolversParentTypes['SubmitContactFormPayload']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscribeToNewsletterPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubscribeToNewsletterPayload'] = ResolversParentTypes['SubscribeToNewsletterPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterSubscriptionStatusEnum'], ParentType, ContextType>;
};

export type SubscribeToStockAlertPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubscribeToStockAlertPayload'] = ResolversParentTypes['SubscribeToStockAlertPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockAlertStatusEnum'], ParentType, ContextType>;
};

export type TermNodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermNode'] = ResolversParentTypes['TermNode']> = {
  __resolveType: TypeResolveFn<'PaColor' | 'PaCutlevel' | 'PaFilterclass' | 'PaShade' | 'PaSize' | 'PaStandard' | 'ProductCategory' | 'ProductTag', ParentType, ContextType>;
};

export type TermNodeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermNodeConnection'] = ResolversParentTypes['TermNodeConnection']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttributeToTermNodeConnection' | 'ProductToTermNodeConnection' | 'RootQueryToTermNodeConnection', ParentType, ContextType>;
};

export type TermNodeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermNodeConnectionEdge'] = ResolversParentTypes['TermNodeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttributeToTermNodeConnectionEdge' | 'ProductToTermNodeConnectionEdge' | 'RootQueryToTermNodeConnectionEdge', ParentType, ContextType>;
};

export type TermNodeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermNodeConnectionPageInfo'] = ResolversParentTypes['TermNodeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'GlobalProductAttributeToTermNodeConnectionPageInfo' | 'ProductToTermNodeConnectionPageInfo' | 'RootQueryToTermNodeConnectionPageInfo', ParentType, ContextType>;
};

export type UnsubscribeFromNewsletterPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnsubscribeFromNewsletterPayload'] = ResolversParentTypes['UnsubscribeFromNewsletterPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterSubscriptionStatusEnum'], ParentType, ContextType>;
};

export type UnsubscribeFromStockAlertPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnsubscribeFromStockAlertPayload'] = ResolversParentTypes['UnsubscribeFromStockAlertPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StockAlertStatusEnum'], ParentType, ContextType>;
};

export type UpdateCustomerPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateCustomerPayload'] = ResolversParentTypes['UpdateCustomerPayload']> = {
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateItemQuantitiesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateItemQuantitiesPayload'] = ResolversParentTypes['UpdateItemQuantitiesPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
  removed?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
  updated?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItem']>>>, ParentType, ContextType>;
};

export type UpdateOrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateOrderPayload'] = ResolversParentTypes['UpdateOrderPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type UpdateProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateProductPayload'] = ResolversParentTypes['UpdateProductPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type UpdateProductVariationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateProductVariationPayload'] = ResolversParentTypes['UpdateProductVariationPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['ProductVariation']>, ParentType, ContextType>;
};

export type UpdateShippingMethodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateShippingMethodPayload'] = ResolversParentTypes['UpdateShippingMethodPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateUserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['Avatar']>, ParentType, ContextType, RequireFields<UserAvatarArgs, 'size'>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nicename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Maybe<ResolversTypes['UserToUserRoleConnection']>, ParentType, ContextType, Partial<UserRolesArgs>>;
  savedPaymentMethods?: Resolver<Maybe<Array<Maybe<ResolversTypes['SavedPaymentMethod']>>>, ParentType, ContextType>;
  stripeCustomerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wooSessionToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserToUserRoleConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserToUserRoleConnection'] = ResolversParentTypes['UserToUserRoleConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserToUserRoleConnectionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['UserToUserRoleConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserToUserRoleConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserToUserRoleConnectionEdge'] = ResolversParentTypes['UserToUserRoleConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserToUserRoleConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserToUserRoleConnectionPageInfo'] = ResolversParentTypes['UserToUserRoleConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariableProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariableProduct'] = ResolversParentTypes['VariableProduct']> = {
  attributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToProductAttributeConnection']>, ParentType, ContextType, Partial<VariableProductAttributesArgs>>;
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  backorders?: Resolver<Maybe<ResolversTypes['BackordersEnum']>, ParentType, ContextType>;
  backordersAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  catalogVisibility?: Resolver<Maybe<ResolversTypes['CatalogVisibilityEnum']>, ParentType, ContextType>;
  crossSell?: Resolver<Maybe<ResolversTypes['VariableProductToProductUnionConnection']>, ParentType, ContextType, Partial<VariableProductCrossSellArgs>>;
  crossSellOf?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  customTabs?: Resolver<Array<ResolversTypes['ProductCustomTab']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultAttributes?: Resolver<Maybe<ResolversTypes['ProductWithAttributesToVariationAttributeConnection']>, ParentType, ContextType, Partial<VariableProductDefaultAttributesArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductDescriptionArgs>>;
  documents?: Resolver<Array<ResolversTypes['ProductDocument']>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['ProductFaq']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fullYoastHead?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductFullYoastHeadArgs>>;
  galleryImages?: Resolver<Maybe<ResolversTypes['ProductToMediaItemConnection']>, ParentType, ContextType, Partial<VariableProductGalleryImagesArgs>>;
  height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowStockAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manageStock?: Resolver<Maybe<ResolversTypes['ManageStockEnum']>, ParentType, ContextType>;
  menuOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  metaData?: Resolver<Maybe<Array<Maybe<ResolversTypes['MetaData']>>>, ParentType, ContextType, Partial<VariableProductMetaDataArgs>>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  packaging?: Resolver<Maybe<ResolversTypes['ProductPackaging']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductPriceArgs>>;
  productCategories?: Resolver<Maybe<ResolversTypes['ProductToProductCategoryConnection']>, ParentType, ContextType, Partial<VariableProductProductCategoriesArgs>>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productTags?: Resolver<Maybe<ResolversTypes['ProductToProductTagConnection']>, ParentType, ContextType, Partial<VariableProductProductTagsArgs>>;
  purchasable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  purchaseNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantityTiers?: Resolver<Maybe<Array<ResolversTypes['QuantityTier']>>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductRegularPriceArgs>>;
  related?: Resolver<Maybe<ResolversTypes['ProductToProductUnionConnection']>, ParentType, ContextType, Partial<VariableProductRelatedArgs>>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviews?: Resolver<Maybe<ResolversTypes['ProductToCommentConnection']>, ParentType, ContextType, Partial<VariableProductReviewsArgs>>;
  reviewsAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductSalePriceArgs>>;
  seo?: Resolver<Maybe<ResolversTypes['PostTypeSEO']>, ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<VariableProductShortDescriptionArgs>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soldIndividually?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<Maybe<ResolversTypes['StockStatusEnum']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['ProductToTermNodeConnection']>, ParentType, ContextType, Partial<VariableProductTermsArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ProductTypesEnum']>, ParentType, ContextType>;
  upsell?: Resolver<Maybe<ResolversTypes['ProductToUpsellConnection']>, ParentType, ContextType, Partial<VariableProductUpsellArgs>>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variations?: Resolver<Maybe<ResolversTypes['ProductWithVariationsToProductVariationConnection']>, ParentType, ContextType, Partial<VariableProductVariationsArgs>>;
  virtual?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['ProductWarranty']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariableProductToProductUnionConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariableProductToProductUnionConnection'] = ResolversParentTypes['VariableProductToProductUnionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['VariableProductToProductUnionConnectionEdge']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ProductUnion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['VariableProductToProductUnionConnectionPageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariableProductToProductUnionConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariableProductToProductUnionConnectionEdge'] = ResolversParentTypes['VariableProductToProductUnionConnectionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProductUnion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariableProductToProductUnionConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariableProductToProductUnionConnectionPageInfo'] = ResolversParentTypes['VariableProductToProductUnionConnectionPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariationAttributeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariationAttribute'] = ResolversParentTypes['VariationAttribute']> = {
  attributeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariationAttributeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariationAttributeConnection'] = ResolversParentTypes['VariationAttributeConnection']> = {
  __resolveType: TypeResolveFn<'ProductVariationToVariationAttributeConnection' | 'ProductWithAttributesToVariationAttributeConnection', ParentType, ContextType>;
};

export type VariationAttributeConnectionEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariationAttributeConnectionEdge'] = ResolversParentTypes['VariationAttributeConnectionEdge']> = {
  __resolveType: TypeResolveFn<'ProductVariationToVariationAttributeConnectionEdge' | 'ProductWithAttributesToVariationAttributeConnectionEdge', ParentType, ContextType>;
};

export type VariationAttributeConnectionPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VariationAttributeConnectionPageInfo'] = ResolversParentTypes['VariationAttributeConnectionPageInfo']> = {
  __resolveType: TypeResolveFn<'ProductVariationToVariationAttributeConnectionPageInfo' | 'ProductWithAttributesToVariationAttributeConnectionPageInfo', ParentType, ContextType>;
};

export type WpPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WPPageInfo'] = ResolversParentTypes['WPPageInfo']> = {
  __resolveType: TypeResolveFn<'CartToCartItemConnectionPageInfo' | 'CustomerToDownloadableItemConnectionPageInfo' | 'CustomerToOrderConnectionPageInfo' | 'GlobalProductAttributeToTermNodeConnectionPageInfo' | 'GroupProductToProductUnionConnectionPageInfo' | 'OrderToDownloadableItemConnectionPageInfo' | 'OrderToLineItemConnectionPageInfo' | 'OrderToShippingLineConnectionPageInfo' | 'ProductCategoryToAncestorsProductCategoryConnectionPageInfo' | 'ProductCategoryToProductCategoryConnectionPageInfo' | 'ProductToCommentConnectionPageInfo' | 'ProductToMediaItemConnectionPageInfo' | 'ProductToProductCategoryConnectionPageInfo' | 'ProductToProductTagConnectionPageInfo' | 'ProductToProductUnionConnectionPageInfo' | 'ProductToTermNodeConnectionPageInfo' | 'ProductToUpsellConnectionPageInfo' | 'ProductVariationToVariationAttributeConnectionPageInfo' | 'ProductWithAttributesToProductAttributeConnectionPageInfo' | 'ProductWithAttributesToVariationAttributeConnectionPageInfo' | 'ProductWithVariationsToProductVariationConnectionPageInfo' | 'RootQueryToOrderConnectionPageInfo' | 'RootQueryToPaymentGatewayConnectionPageInfo' | 'RootQueryToPostConnectionPageInfo' | 'RootQueryToProductCategoryConnectionPageInfo' | 'RootQueryToProductConnectionPageInfo' | 'RootQueryToProductUnionConnectionPageInfo' | 'RootQueryToTermNodeConnectionPageInfo' | 'SimpleProductToProductUnionConnectionPageInfo' | 'UserToUserRoleConnectionPageInfo' | 'VariableProductToProductUnionConnectionPageInfo', ParentType, ContextType>;
};

export type WishlistPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WishlistPayload'] = ResolversParentTypes['WishlistPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WooNuxtSocialItemsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WooNuxtSocialItems'] = ResolversParentTypes['WooNuxtSocialItems']> = {
  handle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WoonuxtOptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WoonuxtOptions'] = ResolversParentTypes['WoonuxtOptions']> = {
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencySymbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frontEndUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  global_attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['WoonuxtOptionsGlobalAttributes']>>>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  primary_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productsPerPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publicIntrospectionEnabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stripeSettings?: Resolver<Maybe<ResolversTypes['WoonuxtOptionsStripeSettings']>, ParentType, ContextType>;
  wooCommerceSettingsVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wooNuxtSEO?: Resolver<Maybe<Array<Maybe<ResolversTypes['WooNuxtSocialItems']>>>, ParentType, ContextType>;
};

export type WoonuxtOptionsGlobalAttributesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WoonuxtOptionsGlobalAttributes'] = ResolversParentTypes['WoonuxtOptionsGlobalAttributes']> = {
  hideEmpty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openByDefault?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  showCount?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WoonuxtOptionsStripeSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WoonuxtOptionsStripeSettings'] = ResolversParentTypes['WoonuxtOptionsStripeSettings']> = {
  active_publishable_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishable_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  test_publishable_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testmode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WriteReviewPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WriteReviewPayload'] = ResolversParentTypes['WriteReviewPayload']> = {
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AddCartItemsPayload?: AddCartItemsPayloadResolvers<ContextType>;
  AddToCartPayload?: AddToCartPayloadResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  AppliedGiftCard?: AppliedGiftCardResolvers<ContextType>;
  ApplyCouponPayload?: ApplyCouponPayloadResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  Avatar?: AvatarResolvers<ContextType>;
  BannerSettings?: BannerSettingsResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartError?: CartErrorResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemError?: CartItemErrorResolvers<ContextType>;
  CartItemQuantityTier?: CartItemQuantityTierResolvers<ContextType>;
  CartItemToProductConnectionEdge?: CartItemToProductConnectionEdgeResolvers<ContextType>;
  CartItemToProductVariationConnectionEdge?: CartItemToProductVariationConnectionEdgeResolvers<ContextType>;
  CartToCartItemConnection?: CartToCartItemConnectionResolvers<ContextType>;
  CartToCartItemConnectionEdge?: CartToCartItemConnectionEdgeResolvers<ContextType>;
  CartToCartItemConnectionPageInfo?: CartToCartItemConnectionPageInfoResolvers<ContextType>;
  CheckoutPayload?: CheckoutPayloadResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  CommentConnectionEdge?: CommentConnectionEdgeResolvers<ContextType>;
  CommentConnectionPageInfo?: CommentConnectionPageInfoResolvers<ContextType>;
  CommentToCommenterConnectionEdge?: CommentToCommenterConnectionEdgeResolvers<ContextType>;
  Commenter?: CommenterResolvers<ContextType>;
  CommenterConnectionEdge?: CommenterConnectionEdgeResolvers<ContextType>;
  ConfirmNewsletterSubscriptionPayload?: ConfirmNewsletterSubscriptionPayloadResolvers<ContextType>;
  ConfirmStockAlertPayload?: ConfirmStockAlertPayloadResolvers<ContextType>;
  Connection?: ConnectionResolvers<ContextType>;
  CountryState?: CountryStateResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerToDownloadableItemConnection?: CustomerToDownloadableItemConnectionResolvers<ContextType>;
  CustomerToDownloadableItemConnectionEdge?: CustomerToDownloadableItemConnectionEdgeResolvers<ContextType>;
  CustomerToDownloadableItemConnectionPageInfo?: CustomerToDownloadableItemConnectionPageInfoResolvers<ContextType>;
  CustomerToOrderConnection?: CustomerToOrderConnectionResolvers<ContextType>;
  CustomerToOrderConnectionEdge?: CustomerToOrderConnectionEdgeResolvers<ContextType>;
  CustomerToOrderConnectionPageInfo?: CustomerToOrderConnectionPageInfoResolvers<ContextType>;
  DatabaseIdentifier?: DatabaseIdentifierResolvers<ContextType>;
  DownloadableItem?: DownloadableItemResolvers<ContextType>;
  DownloadableItemConnection?: DownloadableItemConnectionResolvers<ContextType>;
  DownloadableItemConnectionEdge?: DownloadableItemConnectionEdgeResolvers<ContextType>;
  DownloadableItemConnectionPageInfo?: DownloadableItemConnectionPageInfoResolvers<ContextType>;
  DownloadableProduct?: DownloadableProductResolvers<ContextType>;
  Edge?: EdgeResolvers<ContextType>;
  EmptyCartPayload?: EmptyCartPayloadResolvers<ContextType>;
  ExternalProduct?: ExternalProductResolvers<ContextType>;
  GeneralSettings?: GeneralSettingsResolvers<ContextType>;
  GiftCard?: GiftCardResolvers<ContextType>;
  GiftCardBalance?: GiftCardBalanceResolvers<ContextType>;
  GlobalProductAttribute?: GlobalProductAttributeResolvers<ContextType>;
  GlobalProductAttributeToTermNodeConnection?: GlobalProductAttributeToTermNodeConnectionResolvers<ContextType>;
  GlobalProductAttributeToTermNodeConnectionEdge?: GlobalProductAttributeToTermNodeConnectionEdgeResolvers<ContextType>;
  GlobalProductAttributeToTermNodeConnectionPageInfo?: GlobalProductAttributeToTermNodeConnectionPageInfoResolvers<ContextType>;
  GroupProduct?: GroupProductResolvers<ContextType>;
  GroupProductToProductUnionConnection?: GroupProductToProductUnionConnectionResolvers<ContextType>;
  GroupProductToProductUnionConnectionEdge?: GroupProductToProductUnionConnectionEdgeResolvers<ContextType>;
  GroupProductToProductUnionConnectionPageInfo?: GroupProductToProductUnionConnectionPageInfoResolvers<ContextType>;
  InventoriedProduct?: InventoriedProductResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  LineItemToProductConnectionEdge?: LineItemToProductConnectionEdgeResolvers<ContextType>;
  LineItemToProductVariationConnectionEdge?: LineItemToProductVariationConnectionEdgeResolvers<ContextType>;
  LocalProductAttribute?: LocalProductAttributeResolvers<ContextType>;
  LoginClient?: LoginClientResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MediaDetails?: MediaDetailsResolvers<ContextType>;
  MediaItem?: MediaItemResolvers<ContextType>;
  MediaItemConnection?: MediaItemConnectionResolvers<ContextType>;
  MediaItemConnectionEdge?: MediaItemConnectionEdgeResolvers<ContextType>;
  MediaItemConnectionPageInfo?: MediaItemConnectionPageInfoResolvers<ContextType>;
  MediaSize?: MediaSizeResolvers<ContextType>;
  MetaData?: MetaDataResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NodeWithAuthorToUserConnectionEdge?: NodeWithAuthorToUserConnectionEdgeResolvers<ContextType>;
  NodeWithFeaturedImageToMediaItemConnectionEdge?: NodeWithFeaturedImageToMediaItemConnectionEdgeResolvers<ContextType>;
  OneToOneConnection?: OneToOneConnectionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderGiftCardPayment?: OrderGiftCardPaymentResolvers<ContextType>;
  OrderToDownloadableItemConnection?: OrderToDownloadableItemConnectionResolvers<ContextType>;
  OrderToDownloadableItemConnectionEdge?: OrderToDownloadableItemConnectionEdgeResolvers<ContextType>;
  OrderToDownloadableItemConnectionPageInfo?: OrderToDownloadableItemConnectionPageInfoResolvers<ContextType>;
  OrderToLineItemConnection?: OrderToLineItemConnectionResolvers<ContextType>;
  OrderToLineItemConnectionEdge?: OrderToLineItemConnectionEdgeResolvers<ContextType>;
  OrderToLineItemConnectionPageInfo?: OrderToLineItemConnectionPageInfoResolvers<ContextType>;
  OrderToShippingLineConnection?: OrderToShippingLineConnectionResolvers<ContextType>;
  OrderToShippingLineConnectionEdge?: OrderToShippingLineConnectionEdgeResolvers<ContextType>;
  OrderToShippingLineConnectionPageInfo?: OrderToShippingLineConnectionPageInfoResolvers<ContextType>;
  PaColor?: PaColorResolvers<ContextType>;
  PaCutlevel?: PaCutlevelResolvers<ContextType>;
  PaFilterclass?: PaFilterclassResolvers<ContextType>;
  PaShade?: PaShadeResolvers<ContextType>;
  PaSize?: PaSizeResolvers<ContextType>;
  PaStandard?: PaStandardResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  PaymentGatewayBankAccount?: PaymentGatewayBankAccountResolvers<ContextType>;
  PaymentIntent?: PaymentIntentResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostConnectionEdge?: PostConnectionEdgeResolvers<ContextType>;
  PostConnectionPageInfo?: PostConnectionPageInfoResolvers<ContextType>;
  PostTypeSEO?: PostTypeSeoResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductAttributeConnection?: ProductAttributeConnectionResolvers<ContextType>;
  ProductAttributeConnectionEdge?: ProductAttributeConnectionEdgeResolvers<ContextType>;
  ProductAttributeConnectionPageInfo?: ProductAttributeConnectionPageInfoResolvers<ContextType>;
  ProductAttributeOutput?: ProductAttributeOutputResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductCategoryConnection?: ProductCategoryConnectionResolvers<ContextType>;
  ProductCategoryConnectionEdge?: ProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductCategoryConnectionPageInfo?: ProductCategoryConnectionPageInfoResolvers<ContextType>;
  ProductCategoryToAncestorsProductCategoryConnection?: ProductCategoryToAncestorsProductCategoryConnectionResolvers<ContextType>;
  ProductCategoryToAncestorsProductCategoryConnectionEdge?: ProductCategoryToAncestorsProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductCategoryToAncestorsProductCategoryConnectionPageInfo?: ProductCategoryToAncestorsProductCategoryConnectionPageInfoResolvers<ContextType>;
  ProductCategoryToParentProductCategoryConnectionEdge?: ProductCategoryToParentProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductCategoryToProductCategoryConnection?: ProductCategoryToProductCategoryConnectionResolvers<ContextType>;
  ProductCategoryToProductCategoryConnectionEdge?: ProductCategoryToProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductCategoryToProductCategoryConnectionPageInfo?: ProductCategoryToProductCategoryConnectionPageInfoResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductConnectionEdge?: ProductConnectionEdgeResolvers<ContextType>;
  ProductConnectionPageInfo?: ProductConnectionPageInfoResolvers<ContextType>;
  ProductCustomTab?: ProductCustomTabResolvers<ContextType>;
  ProductDocument?: ProductDocumentResolvers<ContextType>;
  ProductDownload?: ProductDownloadResolvers<ContextType>;
  ProductFaq?: ProductFaqResolvers<ContextType>;
  ProductPackaging?: ProductPackagingResolvers<ContextType>;
  ProductTabAccordionItem?: ProductTabAccordionItemResolvers<ContextType>;
  ProductTabDownload?: ProductTabDownloadResolvers<ContextType>;
  ProductTabVideo?: ProductTabVideoResolvers<ContextType>;
  ProductTag?: ProductTagResolvers<ContextType>;
  ProductTagConnection?: ProductTagConnectionResolvers<ContextType>;
  ProductTagConnectionEdge?: ProductTagConnectionEdgeResolvers<ContextType>;
  ProductTagConnectionPageInfo?: ProductTagConnectionPageInfoResolvers<ContextType>;
  ProductToCommentConnection?: ProductToCommentConnectionResolvers<ContextType>;
  ProductToCommentConnectionEdge?: ProductToCommentConnectionEdgeResolvers<ContextType>;
  ProductToCommentConnectionPageInfo?: ProductToCommentConnectionPageInfoResolvers<ContextType>;
  ProductToMediaItemConnection?: ProductToMediaItemConnectionResolvers<ContextType>;
  ProductToMediaItemConnectionEdge?: ProductToMediaItemConnectionEdgeResolvers<ContextType>;
  ProductToMediaItemConnectionPageInfo?: ProductToMediaItemConnectionPageInfoResolvers<ContextType>;
  ProductToProductCategoryConnection?: ProductToProductCategoryConnectionResolvers<ContextType>;
  ProductToProductCategoryConnectionEdge?: ProductToProductCategoryConnectionEdgeResolvers<ContextType>;
  ProductToProductCategoryConnectionPageInfo?: ProductToProductCategoryConnectionPageInfoResolvers<ContextType>;
  ProductToProductTagConnection?: ProductToProductTagConnectionResolvers<ContextType>;
  ProductToProductTagConnectionEdge?: ProductToProductTagConnectionEdgeResolvers<ContextType>;
  ProductToProductTagConnectionPageInfo?: ProductToProductTagConnectionPageInfoResolvers<ContextType>;
  ProductToProductUnionConnection?: ProductToProductUnionConnectionResolvers<ContextType>;
  ProductToProductUnionConnectionEdge?: ProductToProductUnionConnectionEdgeResolvers<ContextType>;
  ProductToProductUnionConnectionPageInfo?: ProductToProductUnionConnectionPageInfoResolvers<ContextType>;
  ProductToTermNodeConnection?: ProductToTermNodeConnectionResolvers<ContextType>;
  ProductToTermNodeConnectionEdge?: ProductToTermNodeConnectionEdgeResolvers<ContextType>;
  ProductToTermNodeConnectionPageInfo?: ProductToTermNodeConnectionPageInfoResolvers<ContextType>;
  ProductToUpsellConnection?: ProductToUpsellConnectionResolvers<ContextType>;
  ProductToUpsellConnectionEdge?: ProductToUpsellConnectionEdgeResolvers<ContextType>;
  ProductToUpsellConnectionPageInfo?: ProductToUpsellConnectionPageInfoResolvers<ContextType>;
  ProductUnion?: ProductUnionResolvers<ContextType>;
  ProductUnionConnection?: ProductUnionConnectionResolvers<ContextType>;
  ProductUnionConnectionEdge?: ProductUnionConnectionEdgeResolvers<ContextType>;
  ProductUnionConnectionPageInfo?: ProductUnionConnectionPageInfoResolvers<ContextType>;
  ProductVariation?: ProductVariationResolvers<ContextType>;
  ProductVariationConnection?: ProductVariationConnectionResolvers<ContextType>;
  ProductVariationConnectionEdge?: ProductVariationConnectionEdgeResolvers<ContextType>;
  ProductVariationConnectionPageInfo?: ProductVariationConnectionPageInfoResolvers<ContextType>;
  ProductVariationToProductConnectionEdge?: ProductVariationToProductConnectionEdgeResolvers<ContextType>;
  ProductVariationToVariationAttributeConnection?: ProductVariationToVariationAttributeConnectionResolvers<ContextType>;
  ProductVariationToVariationAttributeConnectionEdge?: ProductVariationToVariationAttributeConnectionEdgeResolvers<ContextType>;
  ProductVariationToVariationAttributeConnectionPageInfo?: ProductVariationToVariationAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWarranty?: ProductWarrantyResolvers<ContextType>;
  ProductWarrantyItem?: ProductWarrantyItemResolvers<ContextType>;
  ProductWithAttributes?: ProductWithAttributesResolvers<ContextType>;
  ProductWithAttributesToProductAttributeConnection?: ProductWithAttributesToProductAttributeConnectionResolvers<ContextType>;
  ProductWithAttributesToProductAttributeConnectionEdge?: ProductWithAttributesToProductAttributeConnectionEdgeResolvers<ContextType>;
  ProductWithAttributesToProductAttributeConnectionPageInfo?: ProductWithAttributesToProductAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWithAttributesToVariationAttributeConnection?: ProductWithAttributesToVariationAttributeConnectionResolvers<ContextType>;
  ProductWithAttributesToVariationAttributeConnectionEdge?: ProductWithAttributesToVariationAttributeConnectionEdgeResolvers<ContextType>;
  ProductWithAttributesToVariationAttributeConnectionPageInfo?: ProductWithAttributesToVariationAttributeConnectionPageInfoResolvers<ContextType>;
  ProductWithDimensions?: ProductWithDimensionsResolvers<ContextType>;
  ProductWithPricing?: ProductWithPricingResolvers<ContextType>;
  ProductWithVariations?: ProductWithVariationsResolvers<ContextType>;
  ProductWithVariationsToProductVariationConnection?: ProductWithVariationsToProductVariationConnectionResolvers<ContextType>;
  ProductWithVariationsToProductVariationConnectionEdge?: ProductWithVariationsToProductVariationConnectionEdgeResolvers<ContextType>;
  ProductWithVariationsToProductVariationConnectionPageInfo?: ProductWithVariationsToProductVariationConnectionPageInfoResolvers<ContextType>;
  QuantityTier?: QuantityTierResolvers<ContextType>;
  RefreshTokenPayload?: RefreshTokenPayloadResolvers<ContextType>;
  RegisterCustomerPayload?: RegisterCustomerPayloadResolvers<ContextType>;
  RemoveCouponsPayload?: RemoveCouponsPayloadResolvers<ContextType>;
  ResetUserPasswordPayload?: ResetUserPasswordPayloadResolvers<ContextType>;
  RootMutation?: RootMutationResolvers<ContextType>;
  RootQuery?: RootQueryResolvers<ContextType>;
  RootQueryToOrderConnection?: RootQueryToOrderConnectionResolvers<ContextType>;
  RootQueryToOrderConnectionEdge?: RootQueryToOrderConnectionEdgeResolvers<ContextType>;
  RootQueryToOrderConnectionPageInfo?: RootQueryToOrderConnectionPageInfoResolvers<ContextType>;
  RootQueryToPaymentGatewayConnection?: RootQueryToPaymentGatewayConnectionResolvers<ContextType>;
  RootQueryToPaymentGatewayConnectionEdge?: RootQueryToPaymentGatewayConnectionEdgeResolvers<ContextType>;
  RootQueryToPaymentGatewayConnectionPageInfo?: RootQueryToPaymentGatewayConnectionPageInfoResolvers<ContextType>;
  RootQueryToPostConnection?: RootQueryToPostConnectionResolvers<ContextType>;
  RootQueryToPostConnectionEdge?: RootQueryToPostConnectionEdgeResolvers<ContextType>;
  RootQueryToPostConnectionPageInfo?: RootQueryToPostConnectionPageInfoResolvers<ContextType>;
  RootQueryToProductCategoryConnection?: RootQueryToProductCategoryConnectionResolvers<ContextType>;
  RootQueryToProductCategoryConnectionEdge?: RootQueryToProductCategoryConnectionEdgeResolvers<ContextType>;
  RootQueryToProductCategoryConnectionPageInfo?: RootQueryToProductCategoryConnectionPageInfoResolvers<ContextType>;
  RootQueryToProductConnection?: RootQueryToProductConnectionResolvers<ContextType>;
  RootQueryToProductConnectionEdge?: RootQueryToProductConnectionEdgeResolvers<ContextType>;
  RootQueryToProductConnectionPageInfo?: RootQueryToProductConnectionPageInfoResolvers<ContextType>;
  RootQueryToProductUnionConnection?: RootQueryToProductUnionConnectionResolvers<ContextType>;
  RootQueryToProductUnionConnectionEdge?: RootQueryToProductUnionConnectionEdgeResolvers<ContextType>;
  RootQueryToProductUnionConnectionPageInfo?: RootQueryToProductUnionConnectionPageInfoResolvers<ContextType>;
  RootQueryToTermNodeConnection?: RootQueryToTermNodeConnectionResolvers<ContextType>;
  RootQueryToTermNodeConnectionEdge?: RootQueryToTermNodeConnectionEdgeResolvers<ContextType>;
  RootQueryToTermNodeConnectionPageInfo?: RootQueryToTermNodeConnectionPageInfoResolvers<ContextType>;
  SEOPostTypeSchema?: SeoPostTypeSchemaResolvers<ContextType>;
  SavedPaymentMethod?: SavedPaymentMethodResolvers<ContextType>;
  SendPasswordResetEmailPayload?: SendPasswordResetEmailPayloadResolvers<ContextType>;
  Settings?: SettingsResolvers<ContextType>;
  ShippingLine?: ShippingLineResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingPackage?: ShippingPackageResolvers<ContextType>;
  ShippingRate?: ShippingRateResolvers<ContextType>;
  SimpleCartItem?: SimpleCartItemResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  SimpleProductToProductUnionConnection?: SimpleProductToProductUnionConnectionResolvers<ContextType>;
  SimpleProductToProductUnionConnectionEdge?: SimpleProductToProductUnionConnectionEdgeResolvers<ContextType>;
  SimpleProductToProductUnionConnectionPageInfo?: SimpleProductToProductUnionConnectionPageInfoResolvers<ContextType>;
  SimpleProductVariation?: SimpleProductVariationResolvers<ContextType>;
  SubmitContactFormPayload?: SubmitContactFormPayloadResolvers<ContextType>;
  SubscribeToNewsletterPayload?: SubscribeToNewsletterPayloadResolvers<ContextType>;
  SubscribeToStockAlertPayload?: SubscribeToStockAlertPayloadResolvers<ContextType>;
  TermNode?: TermNodeResolvers<ContextType>;
  TermNodeConnection?: TermNodeConnectionResolvers<ContextType>;
  TermNodeConnectionEdge?: TermNodeConnectionEdgeResolvers<ContextType>;
  TermNodeConnectionPageInfo?: TermNodeConnectionPageInfoResolvers<ContextType>;
  UnsubscribeFromNewsletterPayload?: UnsubscribeFromNewsletterPayloadResolvers<ContextType>;
  UnsubscribeFromStockAlertPayload?: UnsubscribeFromStockAlertPayloadResolvers<ContextType>;
  UpdateCustomerPayload?: UpdateCustomerPayloadResolvers<ContextType>;
  UpdateItemQuantitiesPayload?: UpdateItemQuantitiesPayloadResolvers<ContextType>;
  UpdateOrderPayload?: UpdateOrderPayloadResolvers<ContextType>;
  UpdateProductPayload?: UpdateProductPayloadResolvers<ContextType>;
  UpdateProductVariationPayload?: UpdateProductVariationPayloadResolvers<ContextType>;
  UpdateShippingMethodPayload?: UpdateShippingMethodPayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  UserToUserRoleConnection?: UserToUserRoleConnectionResolvers<ContextType>;
  UserToUserRoleConnectionEdge?: UserToUserRoleConnectionEdgeResolvers<ContextType>;
  UserToUserRoleConnectionPageInfo?: UserToUserRoleConnectionPageInfoResolvers<ContextType>;
  VariableProduct?: VariableProductResolvers<ContextType>;
  VariableProductToProductUnionConnection?: VariableProductToProductUnionConnectionResolvers<ContextType>;
  VariableProductToProductUnionConnectionEdge?: VariableProductToProductUnionConnectionEdgeResolvers<ContextType>;
  VariableProductToProductUnionConnectionPageInfo?: VariableProductToProductUnionConnectionPageInfoResolvers<ContextType>;
  VariationAttribute?: VariationAttributeResolvers<ContextType>;
  VariationAttributeConnection?: VariationAttributeConnectionResolvers<ContextType>;
  VariationAttributeConnectionEdge?: VariationAttributeConnectionEdgeResolvers<ContextType>;
  VariationAttributeConnectionPageInfo?: VariationAttributeConnectionPageInfoResolvers<ContextType>;
  WPPageInfo?: WpPageInfoResolvers<ContextType>;
  WishlistPayload?: WishlistPayloadResolvers<ContextType>;
  WooNuxtSocialItems?: WooNuxtSocialItemsResolvers<ContextType>;
  WoonuxtOptions?: WoonuxtOptionsResolvers<ContextType>;
  WoonuxtOptionsGlobalAttributes?: WoonuxtOptionsGlobalAttributesResolvers<ContextType>;
  WoonuxtOptionsStripeSettings?: WoonuxtOptionsStripeSettingsResolvers<ContextType>;
  WriteReviewPayload?: WriteReviewPayloadResolvers<ContextType>;
};

