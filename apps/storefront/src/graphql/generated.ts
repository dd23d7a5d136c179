/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BannerTypeEnum =
  | 'ERROR'
  | 'INFO'
  | 'SUCCESS'
  | 'WARNING';

export type CartItemQuantityInput = {
  key: string | number;
  quantity: number;
};

export type CatalogVisibilityEnum =
  | 'CATALOG'
  | 'HIDDEN'
  | 'SEARCH'
  | 'VISIBLE';

export type CheckoutInput = {
  account?: CreateAccountInput | null | undefined;
  billing?: CustomerAddressInput | null | undefined;
  clientMutationId?: string | null | undefined;
  createdVia?: string | null | undefined;
  customerNote?: string | null | undefined;
  isPaid?: boolean | null | undefined;
  metaData?: Array<MetaDataInput | null | undefined> | null | undefined;
  paymentMethod?: string | null | undefined;
  shipToDifferentAddress?: boolean | null | undefined;
  shipping?: CustomerAddressInput | null | undefined;
  shippingMethod?: Array<string | null | undefined> | null | undefined;
  transactionId?: string | null | undefined;
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

export type CreateAccountInput = {
  authenticate?: boolean | null | undefined;
  password: string;
  username: string;
};

export type CustomerAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: CountriesEnum | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  state?: string | null | undefined;
};

export type LoginInput = {
  clientMutationId?: string | null | undefined;
  credentials?: PasswordProviderResponseInput | null | undefined;
  oauthResponse?: OAuthProviderResponseInput | null | undefined;
  provider: LoginProviderEnum;
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

export type MetaDataInput = {
  id?: string | null | undefined;
  key: string;
  value: string;
};

export type NewsletterSubscriptionStatusEnum =
  | 'CONFIRMED'
  /** Signed up; waiting for the mailed link to confirm it. */
  | 'PENDING_CONFIRMATION'
  | 'UNSUBSCRIBED';

export type OAuthProviderResponseInput = {
  code: string;
  state?: string | null | undefined;
};

export type OrderEnum =
  | 'ASC'
  | 'DESC';

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

export type PasswordProviderResponseInput = {
  password: string;
  username: string;
};

export type ProductAttributeInput = {
  attributeName: string;
  attributeValue?: string | null | undefined;
};

export type ProductAttributeTypesEnum =
  | 'GLOBAL'
  | 'LOCAL';

export type ProductDocumentKindEnum =
  | 'APPROVAL_LABEL'
  | 'CERTIFICATE'
  | 'DECLARATION_OF_CONFORMITY'
  | 'SAFETY_DATA_SHEET'
  | 'USER_INSTRUCTIONS';

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

export type ProductSoldByEnum =
  /** The price and the quantity count packs. */
  | 'PACK'
  /** The price and the quantity count single units, bought in whole packs. */
  | 'UNIT';

export type ProductTabContentTypeEnum =
  | 'ACCORDION'
  | 'DOWNLOADS'
  | 'TEXT'
  | 'VIDEOS';

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
  ids?: Array<number | null | undefined> | null | undefined;
  operator?: TaxonomyOperatorEnum | null | undefined;
  taxonomy: ProductTaxonomyEnum;
  terms?: Array<string | null | undefined> | null | undefined;
};

export type ProductTaxonomyInput = {
  filters?: Array<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  relation?: RelationEnum | null | undefined;
};

export type ProductTypesEnum =
  | 'EXTERNAL'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VARIABLE'
  | 'VARIATION';

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
  order?: OrderEnum | null | undefined;
};

export type RegisterCustomerInput = {
  authenticate?: boolean | null | undefined;
  billing?: CustomerAddressInput | null | undefined;
  clientMutationId?: string | null | undefined;
  displayName?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  shipping?: CustomerAddressInput | null | undefined;
  shippingSameAsBilling?: boolean | null | undefined;
  username?: string | null | undefined;
};

export type RelationEnum =
  | 'AND'
  | 'OR';

export type RootQueryToProductConnectionWhereArgs = {
  category?: string | null | undefined;
  categoryId?: number | null | undefined;
  categoryIdIn?: Array<number | null | undefined> | null | undefined;
  categoryIdNotIn?: Array<number | null | undefined> | null | undefined;
  categoryIn?: Array<string | null | undefined> | null | undefined;
  categoryNotIn?: Array<string | null | undefined> | null | undefined;
  exclude?: Array<number | null | undefined> | null | undefined;
  featured?: boolean | null | undefined;
  include?: Array<number | null | undefined> | null | undefined;
  /** WPML language code (de, es, fr, it, pt-br) the products' names and texts are given in; "all" or none: the request's language. */
  language?: string | null | undefined;
  maxPrice?: number | null | undefined;
  minPrice?: number | null | undefined;
  onSale?: boolean | null | undefined;
  orderby?: Array<ProductsOrderbyInput | null | undefined> | null | undefined;
  rating?: Array<number | null | undefined> | null | undefined;
  search?: string | null | undefined;
  sku?: string | null | undefined;
  slugIn?: Array<string | null | undefined> | null | undefined;
  status?: string | null | undefined;
  stockStatus?: Array<StockStatusEnum | null | undefined> | null | undefined;
  tag?: string | null | undefined;
  tagIn?: Array<string | null | undefined> | null | undefined;
  taxonomyFilter?: ProductTaxonomyInput | null | undefined;
  type?: ProductTypesEnum | null | undefined;
  typeIn?: Array<ProductTypesEnum | null | undefined> | null | undefined;
  typeNotIn?: Array<ProductTypesEnum | null | undefined> | null | undefined;
  visibility?: CatalogVisibilityEnum | null | undefined;
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

export type UpdateCustomerInput = {
  billing?: CustomerAddressInput | null | undefined;
  clientMutationId?: string | null | undefined;
  /** The account's current password, checked when sent with a new password or a different email ("Your current password is incorrect."); required with them when the backend is set to ask for it ("Please enter your current password."). */
  currentPassword?: string | null | undefined;
  displayName?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id?: string | number | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  shipping?: CustomerAddressInput | null | undefined;
  shippingSameAsBilling?: boolean | null | undefined;
};

export type WriteReviewInput = {
  author?: string | null | undefined;
  authorEmail?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  commentOn?: number | null | undefined;
  content?: string | null | undefined;
  rating: number;
};

export type AccountAddressFragment = { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null };

export type AccountCustomerFragment = { id: string, databaseId: number | null, email: string | null, firstName: string | null, lastName: string | null, username: string | null, isPayingCustomer: boolean | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null };

export type AccountViewerFragment = { id: string, databaseId: number, name: string | null, firstName: string | null, lastName: string | null, email: string | null, username: string | null, nicename: string | null, avatar: { url: string | null } | null };

export type LoginResultFragment = { authToken: string | null, authTokenExpiration: string | null, refreshToken: string | null, refreshTokenExpiration: string | null, sessionToken: string | null, user: { id: string, databaseId: number, name: string | null, firstName: string | null, lastName: string | null, email: string | null, username: string | null, nicename: string | null, avatar: { url: string | null } | null } | null, customer: { id: string, databaseId: number | null, email: string | null, firstName: string | null, lastName: string | null, username: string | null, isPayingCustomer: boolean | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null };

type CartLineProduct_ExternalProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null };

type CartLineProduct_GroupProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null };

type CartLineProduct_SimpleProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null };

type CartLineProduct_VariableProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
      | { name: string | null, terms: { nodes: Array<
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
            | { slug: string | null, name: string | null }
          > } | null }
      | { name: string | null }
    > } | null, image: { altText: string | null, thumbnail: string | null } | null };

export type CartLineProductFragment =
  | CartLineProduct_ExternalProduct_Fragment
  | CartLineProduct_GroupProduct_Fragment
  | CartLineProduct_SimpleProduct_Fragment
  | CartLineProduct_VariableProduct_Fragment
;

export type CartLineVariationFragment = { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null };

export type CartContentFragment = { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
          | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
          | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
          | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
          | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                | { name: string | null, terms: { nodes: Array<
                      | { slug: string | null, name: string | null }
                      | { slug: string | null, name: string | null }
                      | { slug: string | null, name: string | null }
                      | { slug: string | null, name: string | null }
                      | { slug: string | null, name: string | null }
                      | { slug: string | null, name: string | null }
                      | { slug: string | null, name: string | null }
                      | { slug: string | null, name: string | null }
                    > } | null }
                | { name: string | null }
              > } | null, image: { altText: string | null, thumbnail: string | null } | null }
         } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null };

export type CategoryLinkFragment = { databaseId: number, name: string | null, slug: string | null, count: number | null };

export type CategoryTileFragment = { databaseId: number, name: string | null, slug: string | null, count: number | null, image: { sourceUrl: string | null, altText: string | null } | null };

type DearestPrice_ExternalProduct_Fragment = { databaseId: number, rawPrice: string | null };

type DearestPrice_GroupProduct_Fragment = { databaseId: number, rawPrice: string | null };

type DearestPrice_SimpleProduct_Fragment = { databaseId: number, rawPrice: string | null };

type DearestPrice_VariableProduct_Fragment = { databaseId: number, rawPrice: string | null };

export type DearestPriceFragment =
  | DearestPrice_ExternalProduct_Fragment
  | DearestPrice_GroupProduct_Fragment
  | DearestPrice_SimpleProduct_Fragment
  | DearestPrice_VariableProduct_Fragment
;

type NextPage_CartToCartItemConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_CustomerToDownloadableItemConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_CustomerToOrderConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_GlobalProductAttributeToTermNodeConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_GroupProductToProductUnionConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_OrderToDownloadableItemConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_OrderToLineItemConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_OrderToShippingLineConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductCategoryToAncestorsProductCategoryConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductCategoryToProductCategoryConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductToCommentConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductToMediaItemConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductToProductCategoryConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductToProductTagConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductToProductUnionConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductToTermNodeConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductToUpsellConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductVariationToVariationAttributeConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductWithAttributesToProductAttributeConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductWithAttributesToVariationAttributeConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_ProductWithVariationsToProductVariationConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_RootQueryToOrderConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_RootQueryToPaymentGatewayConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_RootQueryToPostConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_RootQueryToProductCategoryConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_RootQueryToProductConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_RootQueryToTermNodeConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_SimpleProductToProductUnionConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_UserToUserRoleConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

type NextPage_VariableProductToProductUnionConnectionPageInfo_Fragment = { hasNextPage: boolean, endCursor: string | null };

export type NextPageFragment =
  | NextPage_CartToCartItemConnectionPageInfo_Fragment
  | NextPage_CustomerToDownloadableItemConnectionPageInfo_Fragment
  | NextPage_CustomerToOrderConnectionPageInfo_Fragment
  | NextPage_GlobalProductAttributeToTermNodeConnectionPageInfo_Fragment
  | NextPage_GroupProductToProductUnionConnectionPageInfo_Fragment
  | NextPage_OrderToDownloadableItemConnectionPageInfo_Fragment
  | NextPage_OrderToLineItemConnectionPageInfo_Fragment
  | NextPage_OrderToShippingLineConnectionPageInfo_Fragment
  | NextPage_ProductCategoryToAncestorsProductCategoryConnectionPageInfo_Fragment
  | NextPage_ProductCategoryToProductCategoryConnectionPageInfo_Fragment
  | NextPage_ProductToCommentConnectionPageInfo_Fragment
  | NextPage_ProductToMediaItemConnectionPageInfo_Fragment
  | NextPage_ProductToProductCategoryConnectionPageInfo_Fragment
  | NextPage_ProductToProductTagConnectionPageInfo_Fragment
  | NextPage_ProductToProductUnionConnectionPageInfo_Fragment
  | NextPage_ProductToTermNodeConnectionPageInfo_Fragment
  | NextPage_ProductToUpsellConnectionPageInfo_Fragment
  | NextPage_ProductVariationToVariationAttributeConnectionPageInfo_Fragment
  | NextPage_ProductWithAttributesToProductAttributeConnectionPageInfo_Fragment
  | NextPage_ProductWithAttributesToVariationAttributeConnectionPageInfo_Fragment
  | NextPage_ProductWithVariationsToProductVariationConnectionPageInfo_Fragment
  | NextPage_RootQueryToOrderConnectionPageInfo_Fragment
  | NextPage_RootQueryToPaymentGatewayConnectionPageInfo_Fragment
  | NextPage_RootQueryToPostConnectionPageInfo_Fragment
  | NextPage_RootQueryToProductCategoryConnectionPageInfo_Fragment
  | NextPage_RootQueryToProductConnectionPageInfo_Fragment
  | NextPage_RootQueryToTermNodeConnectionPageInfo_Fragment
  | NextPage_SimpleProductToProductUnionConnectionPageInfo_Fragment
  | NextPage_UserToUserRoleConnectionPageInfo_Fragment
  | NextPage_VariableProductToProductUnionConnectionPageInfo_Fragment
;

export type OrderDetailsFragment = { databaseId: number | null, orderNumber: string | null, date: string | null, status: OrderStatusEnum | null, hasDownloadableItem: boolean | null, isDownloadPermitted: boolean | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, shippingTotal: string | null, totalTax: string | null, total: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, shippingMethod: { databaseId: string } | null }> } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, subtotal: string | null, total: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
          | { name: string | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                    > } | null }
                | { name: string | null, label: string | null, variation: boolean | null }
              > } | null }
          | { name: string | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                    > } | null }
                | { name: string | null, label: string | null, variation: boolean | null }
              > } | null }
          | { name: string | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                    > } | null }
                | { name: string | null, label: string | null, variation: boolean | null }
              > } | null }
          | { name: string | null, attributes: { nodes: Array<
                | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                      | { name: string | null, slug: string | null }
                    > } | null }
                | { name: string | null, label: string | null, variation: boolean | null }
              > } | null }
         } | null }> } | null };

export type PostCardFragment = { databaseId: number, slug: string | null, title: string | null, date: string | null, excerpt: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null } } | null };

type ProductCard_ExternalProduct_Fragment = { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

type ProductCard_GroupProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

type ProductCard_SimpleProduct_Fragment = { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

type ProductCard_VariableProduct_Fragment = { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

export type ProductCardFragment =
  | ProductCard_ExternalProduct_Fragment
  | ProductCard_GroupProduct_Fragment
  | ProductCard_SimpleProduct_Fragment
  | ProductCard_VariableProduct_Fragment
;

type ProductCrossSellOf_ExternalProduct_Fragment = { crossSellOf: Array<
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
  > };

type ProductCrossSellOf_GroupProduct_Fragment = { crossSellOf: Array<
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
  > };

type ProductCrossSellOf_SimpleProduct_Fragment = { crossSellOf: Array<
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
  > };

type ProductCrossSellOf_VariableProduct_Fragment = { crossSellOf: Array<
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
    | { databaseId: number, name: string | null, slug: string | null }
  > };

export type ProductCrossSellOfFragment =
  | ProductCrossSellOf_ExternalProduct_Fragment
  | ProductCrossSellOf_GroupProduct_Fragment
  | ProductCrossSellOf_SimpleProduct_Fragment
  | ProductCrossSellOf_VariableProduct_Fragment
;

type ProductCustomTabs_ExternalProduct_Fragment = { customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> };

type ProductCustomTabs_GroupProduct_Fragment = { customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> };

type ProductCustomTabs_SimpleProduct_Fragment = { customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> };

type ProductCustomTabs_VariableProduct_Fragment = { customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> };

export type ProductCustomTabsFragment =
  | ProductCustomTabs_ExternalProduct_Fragment
  | ProductCustomTabs_GroupProduct_Fragment
  | ProductCustomTabs_SimpleProduct_Fragment
  | ProductCustomTabs_VariableProduct_Fragment
;

type ProductDetails_ExternalProduct_Fragment = { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, rawPrice: string | null, rawRegularPrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null };

type ProductDetails_GroupProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, rawPrice: string | null, rawRegularPrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null };

type ProductDetails_SimpleProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, rawPrice: string | null, rawRegularPrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null };

type ProductDetails_VariableProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, rawPrice: string | null, rawRegularPrice: string | null, attributes: { nodes: Array<
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
            | { name: string | null, slug: string | null }
          > } | null }
      | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
    > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, variations: { nodes: Array<{ databaseId: number, sku: string | null, onSale: boolean | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, attributes: { nodes: Array<{ name: string | null, value: string | null }> } | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null };

export type ProductDetailsFragment =
  | ProductDetails_ExternalProduct_Fragment
  | ProductDetails_GroupProduct_Fragment
  | ProductDetails_SimpleProduct_Fragment
  | ProductDetails_VariableProduct_Fragment
;

type ProductDocuments_ExternalProduct_Fragment = { documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> };

type ProductDocuments_GroupProduct_Fragment = { documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> };

type ProductDocuments_SimpleProduct_Fragment = { documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> };

type ProductDocuments_VariableProduct_Fragment = { documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> };

export type ProductDocumentsFragment =
  | ProductDocuments_ExternalProduct_Fragment
  | ProductDocuments_GroupProduct_Fragment
  | ProductDocuments_SimpleProduct_Fragment
  | ProductDocuments_VariableProduct_Fragment
;

type ProductFaqs_ExternalProduct_Fragment = { faqs: Array<{ question: string, answer: string }> };

type ProductFaqs_GroupProduct_Fragment = { faqs: Array<{ question: string, answer: string }> };

type ProductFaqs_SimpleProduct_Fragment = { faqs: Array<{ question: string, answer: string }> };

type ProductFaqs_VariableProduct_Fragment = { faqs: Array<{ question: string, answer: string }> };

export type ProductFaqsFragment =
  | ProductFaqs_ExternalProduct_Fragment
  | ProductFaqs_GroupProduct_Fragment
  | ProductFaqs_SimpleProduct_Fragment
  | ProductFaqs_VariableProduct_Fragment
;

export type ProductImageFragment = { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null };

type ProductOffer_ExternalProduct_Fragment = { price: string | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null };

type ProductOffer_GroupProduct_Fragment = { type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null };

type ProductOffer_SimpleProduct_Fragment = { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null };

type ProductOffer_VariableProduct_Fragment = { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null };

export type ProductOfferFragment =
  | ProductOffer_ExternalProduct_Fragment
  | ProductOffer_GroupProduct_Fragment
  | ProductOffer_SimpleProduct_Fragment
  | ProductOffer_VariableProduct_Fragment
;

type ProductPackaging_ExternalProduct_Fragment = { packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null };

type ProductPackaging_GroupProduct_Fragment = { packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null };

type ProductPackaging_SimpleProduct_Fragment = { packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null };

type ProductPackaging_VariableProduct_Fragment = { packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null };

export type ProductPackagingFragment =
  | ProductPackaging_ExternalProduct_Fragment
  | ProductPackaging_GroupProduct_Fragment
  | ProductPackaging_SimpleProduct_Fragment
  | ProductPackaging_VariableProduct_Fragment
;

type ProductPart_ExternalProduct_Fragment = { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

type ProductPart_GroupProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

type ProductPart_SimpleProduct_Fragment = { stockQuantity: number | null, stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

type ProductPart_VariableProduct_Fragment = { stockQuantity: number | null, stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null };

export type ProductPartFragment =
  | ProductPart_ExternalProduct_Fragment
  | ProductPart_GroupProduct_Fragment
  | ProductPart_SimpleProduct_Fragment
  | ProductPart_VariableProduct_Fragment
;

type ProductSeo_ExternalProduct_Fragment = { seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null };

type ProductSeo_GroupProduct_Fragment = { seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null };

type ProductSeo_SimpleProduct_Fragment = { seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null };

type ProductSeo_VariableProduct_Fragment = { seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null };

export type ProductSeoFragment =
  | ProductSeo_ExternalProduct_Fragment
  | ProductSeo_GroupProduct_Fragment
  | ProductSeo_SimpleProduct_Fragment
  | ProductSeo_VariableProduct_Fragment
;

type ProductStock_ExternalProduct_Fragment = { databaseId: number };

type ProductStock_GroupProduct_Fragment = { databaseId: number };

type ProductStock_SimpleProduct_Fragment = { stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number };

type ProductStock_VariableProduct_Fragment = { stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, variations: { nodes: Array<{ databaseId: number, stockStatus: StockStatusEnum | null, stockQuantity: number | null }> } | null };

export type ProductStockFragment =
  | ProductStock_ExternalProduct_Fragment
  | ProductStock_GroupProduct_Fragment
  | ProductStock_SimpleProduct_Fragment
  | ProductStock_VariableProduct_Fragment
;

type ProductThumbnailLink_ExternalProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null };

type ProductThumbnailLink_GroupProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null };

type ProductThumbnailLink_SimpleProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null };

type ProductThumbnailLink_VariableProduct_Fragment = { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null };

export type ProductThumbnailLinkFragment =
  | ProductThumbnailLink_ExternalProduct_Fragment
  | ProductThumbnailLink_GroupProduct_Fragment
  | ProductThumbnailLink_SimpleProduct_Fragment
  | ProductThumbnailLink_VariableProduct_Fragment
;

export type ProductVariationOptionFragment = { databaseId: number, sku: string | null, onSale: boolean | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, attributes: { nodes: Array<{ name: string | null, value: string | null }> } | null };

type ProductWarranty_ExternalProduct_Fragment = { warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null };

type ProductWarranty_GroupProduct_Fragment = { warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null };

type ProductWarranty_SimpleProduct_Fragment = { warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null };

type ProductWarranty_VariableProduct_Fragment = { warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null };

export type ProductWarrantyFragment =
  | ProductWarranty_ExternalProduct_Fragment
  | ProductWarranty_GroupProduct_Fragment
  | ProductWarranty_SimpleProduct_Fragment
  | ProductWarranty_VariableProduct_Fragment
;

export type ReviewCommentFragment = { databaseId: number, date: string | null, content: string | null, author: { node:
      | { name: string | null }
      | { name: string | null }
     } | null };

export type AddToCartMutationVariables = Exact<{
  productId: number;
  quantity?: number | null | undefined;
  variationId?: number | null | undefined;
  variation?: Array<ProductAttributeInput | null | undefined> | ProductAttributeInput | null | undefined;
  extraData?: string | null | undefined;
}>;


export type AddToCartMutation = { addToCart: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                    | { name: string | null, terms: { nodes: Array<
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                        > } | null }
                    | { name: string | null }
                  > } | null, image: { altText: string | null, thumbnail: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null } | null } | null };

export type AddToWishlistMutationVariables = Exact<{
  productIds: Array<number> | number;
}>;


export type AddToWishlistMutation = { addToWishlist: { productIds: Array<number> } | null };

export type ApplyCouponMutationVariables = Exact<{
  code: string;
}>;


export type ApplyCouponMutation = { applyCoupon: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                    | { name: string | null, terms: { nodes: Array<
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                        > } | null }
                    | { name: string | null }
                  > } | null, image: { altText: string | null, thumbnail: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null } | null } | null };

export type ChangeShippingCountyMutationVariables = Exact<{
  shipping?: CustomerAddressInput | null | undefined;
}>;


export type ChangeShippingCountyMutation = { updateCustomer: { customer: { shipping: { country: CountriesEnum | null, state: string | null } | null } | null } | null };

export type ChangeShippingMethodMutationVariables = Exact<{
  shippingMethods?: Array<string | null | undefined> | string | null | undefined;
}>;


export type ChangeShippingMethodMutation = { updateShippingMethod: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                    | { name: string | null, terms: { nodes: Array<
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                        > } | null }
                    | { name: string | null }
                  > } | null, image: { altText: string | null, thumbnail: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null } | null } | null };

export type CheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutMutation = { checkout: { result: string | null, redirect: string | null, order: { orderKey: string | null, databaseId: number | null, orderNumber: string | null, date: string | null, status: OrderStatusEnum | null, hasDownloadableItem: boolean | null, isDownloadPermitted: boolean | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, shippingTotal: string | null, totalTax: string | null, total: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, shippingMethod: { databaseId: string } | null }> } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, subtotal: string | null, total: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { name: string | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                        > } | null }
                    | { name: string | null, label: string | null, variation: boolean | null }
                  > } | null }
              | { name: string | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                        > } | null }
                    | { name: string | null, label: string | null, variation: boolean | null }
                  > } | null }
              | { name: string | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                        > } | null }
                    | { name: string | null, label: string | null, variation: boolean | null }
                  > } | null }
              | { name: string | null, attributes: { nodes: Array<
                    | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                          | { name: string | null, slug: string | null }
                        > } | null }
                    | { name: string | null, label: string | null, variation: boolean | null }
                  > } | null }
             } | null }> } | null } | null } | null };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: { status: NewsletterSubscriptionStatusEnum } | null };

export type ConfirmStockAlertMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmStockAlertMutation = { confirmStockAlert: { status: StockAlertStatusEnum } | null };

export type EmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyCartMutation = { emptyCart: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                    | { name: string | null, terms: { nodes: Array<
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                        > } | null }
                    | { name: string | null }
                  > } | null, image: { altText: string | null, thumbnail: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null } | null } | null };

export type GetAllTermsQueryVariables = Exact<{
  taxonomies?: Array<TaxonomyEnum | null | undefined> | TaxonomyEnum | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAllTermsQuery = { terms: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
      | { name: string | null, slug: string | null, count: number | null, taxonomyName: string | null }
    > } | null };

export type GetAllowedCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAllowedCountriesQuery = { allowedCountries: Array<CountriesEnum | null> | null };

export type GetBannerSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBannerSettingsQuery = { bannerSettings: { bannerEnabled: boolean, bannerText: string | null, bannerType: BannerTypeEnum, bannerDismissible: boolean, bannerLinkUrl: string | null, bannerLinkText: string | null } };

export type GetCartCrossSellsQueryVariables = Exact<{
  ids?: Array<number | null | undefined> | number | null | undefined;
}>;


export type GetCartCrossSellsQuery = { products: { nodes: Array<
      | { databaseId: number }
      | { databaseId: number }
      | { databaseId: number, crossSell: { nodes: Array<
            | { price: string | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | Record<PropertyKey, never>
          > } | null }
      | { databaseId: number, crossSell: { nodes: Array<
            | { price: string | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
            | Record<PropertyKey, never>
          > } | null }
    > } | null };

export type GetCartGiftCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartGiftCardsQuery = { cart: { appliedGiftCards: Array<{ code: string, balance: string | null, amount: string | null }> } | null };

export type GetCartQuantityStepsQueryVariables = Exact<{
  ids?: Array<number | null | undefined> | number | null | undefined;
}>;


export type GetCartQuantityStepsQuery = { products: { nodes: Array<
      | { databaseId: number, packaging: { quantityStep: number } | null }
      | { databaseId: number, packaging: { quantityStep: number } | null }
      | { databaseId: number, packaging: { quantityStep: number } | null }
      | { databaseId: number, packaging: { quantityStep: number } | null }
    > } | null };

export type GetCartSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartSummaryQuery = { cart: { contents: { itemCount: number | null } | null } | null };

export type GetCartQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartQuery = { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
            | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
            | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                  | { name: string | null, terms: { nodes: Array<
                        | { slug: string | null, name: string | null }
                        | { slug: string | null, name: string | null }
                        | { slug: string | null, name: string | null }
                        | { slug: string | null, name: string | null }
                        | { slug: string | null, name: string | null }
                        | { slug: string | null, name: string | null }
                        | { slug: string | null, name: string | null }
                        | { slug: string | null, name: string | null }
                      > } | null }
                  | { name: string | null }
                > } | null, image: { altText: string | null, thumbnail: string | null } | null }
           } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null } | null, customer: { id: string, databaseId: number | null, email: string | null, firstName: string | null, lastName: string | null, username: string | null, isPayingCustomer: boolean | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null, viewer: { id: string, databaseId: number, name: string | null, firstName: string | null, lastName: string | null, email: string | null, username: string | null, nicename: string | null, avatar: { url: string | null } | null } | null, loginClients: Array<{ name: string | null, provider: LoginProviderEnum | null, isEnabled: boolean | null, authorizationUrl: string | null } | null> | null };

export type GetCustomerGiftCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerGiftCardsQuery = { customer: { purchasedGiftCards: Array<{ code: string, balance: string | null, currency: string, expiresAt: string | null, recipientName: string, recipientEmail: string, deliveryDate: string, delivered: boolean }>, receivedGiftCards: Array<{ code: string, balance: string | null, currency: string, expiresAt: string | null, recipientName: string, recipientEmail: string, deliveryDate: string, delivered: boolean }> } | null };

export type GetDownloadsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDownloadsQuery = { customer: { downloadableItems: { nodes: Array<{ id: string, name: string | null, url: string | null, accessExpires: string | null, downloadsRemaining: number | null, product:
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
          | { databaseId: number, name: string | null, slug: string | null }
         | null }> } | null } | null };

export type GetGiftCardBalanceQueryVariables = Exact<{
  code: string;
}>;


export type GetGiftCardBalanceQuery = { giftCardBalance: { code: string, balance: string | null, currency: string, expiresAt: string | null, expired: boolean } | null };

export type GetHomepageProductsQueryVariables = Exact<{
  first?: number | null | undefined;
  orderby?: ProductsOrderByEnum | null | undefined;
}>;


export type GetHomepageProductsQuery = { products: { nodes: Array<
      | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
      | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
      | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
      | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
    > } | null };

export type GetMainCategoriesQueryVariables = Exact<{
  slugs: Array<string | null | undefined> | string;
}>;


export type GetMainCategoriesQuery = { productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, count: number | null, image: { sourceUrl: string | null, altText: string | null } | null }> } | null };

export type GetMaxPriceQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMaxPriceQuery = { products: { nodes: Array<
      | { databaseId: number, rawPrice: string | null }
      | { databaseId: number, rawPrice: string | null }
      | { databaseId: number, rawPrice: string | null }
      | { databaseId: number, rawPrice: string | null }
    > } | null };

export type GetOrderGiftCardPaymentsQueryVariables = Exact<{
  id: string | number;
  idType?: OrderIdTypeEnum | null | undefined;
}>;


export type GetOrderGiftCardPaymentsQuery = { order: { databaseId: number | null, giftCardPayments: Array<{ code: string, amount: string | null }> } | null };

export type GetOrderQueryVariables = Exact<{
  id: string | number;
  idType?: OrderIdTypeEnum | null | undefined;
}>;


export type GetOrderQuery = { order: { databaseId: number | null, orderNumber: string | null, date: string | null, status: OrderStatusEnum | null, hasDownloadableItem: boolean | null, isDownloadPermitted: boolean | null, paymentMethod: string | null, paymentMethodTitle: string | null, customerNote: string | null, subtotal: string | null, discountTotal: string | null, shippingTotal: string | null, totalTax: string | null, total: string | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shippingLines: { nodes: Array<{ methodTitle: string | null, shippingMethod: { databaseId: string } | null }> } | null, lineItems: { nodes: Array<{ databaseId: number | null, quantity: number | null, subtotal: string | null, total: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, product: { node:
            | { name: string | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                      > } | null }
                  | { name: string | null, label: string | null, variation: boolean | null }
                > } | null }
            | { name: string | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                      > } | null }
                  | { name: string | null, label: string | null, variation: boolean | null }
                > } | null }
            | { name: string | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                      > } | null }
                  | { name: string | null, label: string | null, variation: boolean | null }
                > } | null }
            | { name: string | null, attributes: { nodes: Array<
                  | { name: string | null, label: string | null, variation: boolean | null, terms: { nodes: Array<
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                        | { name: string | null, slug: string | null }
                      > } | null }
                  | { name: string | null, label: string | null, variation: boolean | null }
                > } | null }
           } | null }> } | null } | null };

export type GetOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetOrdersQuery = { customer: { orders: { nodes: Array<{ databaseId: number | null, orderNumber: string | null, orderKey: string | null, date: string | null, status: OrderStatusEnum | null, total: string | null }> } | null } | null };

export type GetPaymentGatewaysWithStripeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPaymentGatewaysWithStripeQuery = { paymentGateways: { nodes: Array<{ id: string, title: string | null, description: string | null }> } | null, woonuxtSettings: { stripeSettings: { enabled: string | null, active_publishable_key: string | null } | null } | null };

export type GetPaymentGatewaysQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPaymentGatewaysQuery = { paymentGateways: { nodes: Array<{ id: string, title: string | null, description: string | null }> } | null };

export type GetPaymentInstructionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPaymentInstructionsQuery = { paymentGateways: { nodes: Array<{ id: string, instructions: string | null, bankAccounts: Array<{ accountName: string | null, accountNumber: string | null, bankName: string | null, sortCode: string | null, iban: string | null, bic: string | null }> }> } | null };

export type GetPostQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetPostQuery = { post: { databaseId: number, slug: string | null, title: string | null, date: string | null, modified: string | null, excerpt: string | null, content: string | null, author: { node: { name: string | null } } | null, featuredImage: { node: { sourceUrl: string | null, srcSet: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } } | null } | null };

export type GetPostsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type GetPostsQuery = { posts: { pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, nodes: Array<{ databaseId: number, slug: string | null, title: string | null, date: string | null, excerpt: string | null, featuredImage: { node: { sourceUrl: string | null, altText: string | null } } | null }> } | null };

export type GetProductCategoriesWithHierarchyQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type GetProductCategoriesWithHierarchyQuery = { productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, count: number | null, children: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, count: number | null, children: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, count: number | null }> } | null }> } | null }> } | null };

export type GetProductCategoriesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type GetProductCategoriesQuery = { productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, count: number | null, parentDatabaseId: number | null, image: { sourceUrl: string | null, altText: string | null } | null }> } | null };

export type GetProductCategoryQueryVariables = Exact<{
  slug: string | number;
  scope?: Array<string | null | undefined> | string | null | undefined;
}>;


export type GetProductCategoryQuery = { productCategory: { databaseId: number, name: string | null, slug: string | null, description: string | null, count: number | null, image: { sourceUrl: string | null, altText: string | null } | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null, children: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, count: number | null, image: { sourceUrl: string | null, altText: string | null } | null }> } | null } | null, dearest: { nodes: Array<
      | { databaseId: number, rawPrice: string | null }
      | { databaseId: number, rawPrice: string | null }
      | { databaseId: number, rawPrice: string | null }
      | { databaseId: number, rawPrice: string | null }
    > } | null };

export type GetProductCrossSellOfQueryVariables = Exact<{
  id: string | number;
}>;


export type GetProductCrossSellOfQuery = { product:
    | { databaseId: number, crossSellOf: Array<
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
      > }
    | { databaseId: number, crossSellOf: Array<
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
      > }
    | { databaseId: number, crossSellOf: Array<
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
      > }
    | { databaseId: number, crossSellOf: Array<
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
        | { databaseId: number, name: string | null, slug: string | null }
      > }
   | null };

export type GetProductCustomTabsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetProductCustomTabsQuery = { product:
    | { databaseId: number, customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> }
    | { databaseId: number, customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> }
    | { databaseId: number, customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> }
    | { databaseId: number, customTabs: Array<{ tabTitle: string, contentType: ProductTabContentTypeEnum, textContent: string | null, accordionItems: Array<{ question: string, answer: string }>, videos: Array<{ videoTitle: string, youtubeUrl: string, videoDescription: string | null }>, downloads: Array<{ fileTitle: string, file: string, fileDescription: string | null }> }> }
   | null };

export type GetProductDocumentsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetProductDocumentsQuery = { product:
    | { databaseId: number, documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> }
    | { databaseId: number, documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> }
    | { databaseId: number, documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> }
    | { databaseId: number, documents: Array<{ kind: ProductDocumentKindEnum, file: string, language: string, mimeType: string, byteSize: number }> }
   | null };

export type GetProductFaqsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetProductFaqsQuery = { product:
    | { databaseId: number, faqs: Array<{ question: string, answer: string }> }
    | { databaseId: number, faqs: Array<{ question: string, answer: string }> }
    | { databaseId: number, faqs: Array<{ question: string, answer: string }> }
    | { databaseId: number, faqs: Array<{ question: string, answer: string }> }
   | null };

export type GetProductPackagingQueryVariables = Exact<{
  id: string | number;
}>;


export type GetProductPackagingQuery = { product:
    | { databaseId: number, packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null }
    | { databaseId: number, packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null }
    | { databaseId: number, packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null }
    | { databaseId: number, packaging: { pack: ProductPackEnum, unitsPerPack: number, unit: ProductPackUnitEnum, soldBy: ProductSoldByEnum, quantityStep: number } | null }
   | null };

export type GetProductSeoQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetProductSeoQuery = { product:
    | { databaseId: number, name: string | null, seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null }
    | { databaseId: number, name: string | null, seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null }
    | { databaseId: number, name: string | null, seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null }
    | { databaseId: number, name: string | null, seo: { title: string | null, metaDesc: string | null, canonical: string | null, opengraphTitle: string | null, opengraphDescription: string | null, opengraphImage: { sourceUrl: string | null, altText: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, schema: { raw: string | null } | null } | null }
   | null };

export type GetProductWarrantyQueryVariables = Exact<{
  id: string | number;
}>;


export type GetProductWarrantyQuery = { product:
    | { databaseId: number, warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null }
    | { databaseId: number, warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null }
    | { databaseId: number, warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null }
    | { databaseId: number, warranty: { warrantyDuration: string | null, useCustomWarranty: boolean, customWarrantyItems: Array<{ itemName: string, itemWarrantyDuration: string }> } | null }
   | null };

export type GetProductQueryVariables = Exact<{
  slug: string | number;
  withRelated?: boolean | null | undefined;
  withReviews?: boolean | null | undefined;
  reviewCount?: number | null | undefined;
}>;


export type GetProductQuery = { product:
    | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, rawPrice: string | null, rawRegularPrice: string | null, related?: { nodes: Array<
          | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | Record<PropertyKey, never>
        > } | null, reviews?: { averageRating: number | null, edges: Array<{ rating: number | null, node: { databaseId: number, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null }
    | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, rawPrice: string | null, rawRegularPrice: string | null, related?: { nodes: Array<
          | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | Record<PropertyKey, never>
        > } | null, reviews?: { averageRating: number | null, edges: Array<{ rating: number | null, node: { databaseId: number, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null }
    | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, rawPrice: string | null, rawRegularPrice: string | null, crossSell: { nodes: Array<
          | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockQuantity: number | null, stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockQuantity: number | null, stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | Record<PropertyKey, never>
        > } | null, related?: { nodes: Array<
          | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | Record<PropertyKey, never>
        > } | null, reviews?: { averageRating: number | null, edges: Array<{ rating: number | null, node: { databaseId: number, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null }
    | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, sku: string | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, shortDescription: string | null, description: string | null, stockStatus: StockStatusEnum | null, stockQuantity: number | null, rawPrice: string | null, rawRegularPrice: string | null, crossSell: { nodes: Array<
          | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockQuantity: number | null, stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockQuantity: number | null, stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | Record<PropertyKey, never>
        > } | null, related?: { nodes: Array<
          | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
          | Record<PropertyKey, never>
        > } | null, reviews?: { averageRating: number | null, edges: Array<{ rating: number | null, node: { databaseId: number, date: string | null, content: string | null, author: { node:
                | { name: string | null }
                | { name: string | null }
               } | null } }> } | null, attributes: { nodes: Array<
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum, terms: { nodes: Array<
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
                | { name: string | null, slug: string | null }
              > } | null }
          | { name: string | null, label: string | null, options: Array<string | null> | null, variation: boolean | null, scope: ProductAttributeTypesEnum }
        > } | null, defaultAttributes: { nodes: Array<{ name: string | null, value: string | null }> } | null, variations: { nodes: Array<{ databaseId: number, stockStatus: StockStatusEnum | null, stockQuantity: number | null, sku: string | null, onSale: boolean | null, rawPrice: string | null, rawRegularPrice: string | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, attributes: { nodes: Array<{ name: string | null, value: string | null }> } | null }> } | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null } | null, galleryImages: { nodes: Array<{ databaseId: number, altText: string | null, title: string | null, single: string | null, thumbnail: string | null, large: string | null, mediaDetails: { width: number | null, height: number | null } | null }> } | null, productCategories: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null, ancestors: { nodes: Array<{ databaseId: number, name: string | null, slug: string | null }> } | null }> } | null }
   | null };

export type GetProductsCursorQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  where?: RootQueryToProductConnectionWhereArgs | null | undefined;
}>;


export type GetProductsCursorQuery = { products: { pageInfo: { endCursor: string | null } } | null };

export type GetProductsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  where?: RootQueryToProductConnectionWhereArgs | null | undefined;
}>;


export type GetProductsQuery = { products: { found: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
      | { externalUrl: string | null, buttonText: string | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
      | { databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
      | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
      | { stockStatus: StockStatusEnum | null, databaseId: number, name: string | null, slug: string | null, type: ProductTypesEnum | null, onSale: boolean | null, averageRating: number | null, reviewCount: number | null, rawPrice: string | null, rawRegularPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null, metaData: Array<{ key: string, value: string | null } | null> | null }
    > } | null };

export type GetSearchSuggestionsQueryVariables = Exact<{
  search: string;
  first?: number | null | undefined;
}>;


export type GetSearchSuggestionsQuery = { products: { nodes: Array<
      | { databaseId: number, name: string | null, slug: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }
      | { databaseId: number, name: string | null, slug: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }
      | { databaseId: number, name: string | null, slug: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }
      | { databaseId: number, name: string | null, slug: string | null, rawPrice: string | null, image: { sourceUrl: string | null, altText: string | null } | null }
    > } | null };

export type GetSitemapCategoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type GetSitemapCategoriesQuery = { productCategories: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ slug: string | null }> } | null };

export type GetSitemapPostsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type GetSitemapPostsQuery = { posts: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ slug: string | null, modified: string | null }> } | null };

export type GetSitemapProductsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type GetSitemapProductsQuery = { products: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<
      | { slug: string | null, modified: string | null }
      | { slug: string | null, modified: string | null }
      | { slug: string | null, modified: string | null }
      | { slug: string | null, modified: string | null }
    > } | null };

export type GetStatesQueryVariables = Exact<{
  country: CountriesEnum;
}>;


export type GetStatesQuery = { countryStates: Array<{ code: string, name: string } | null> | null };

export type GetStockStatusQueryVariables = Exact<{
  slug: string | number;
}>;


export type GetStockStatusQuery = { product:
    | { databaseId: number }
    | { databaseId: number }
    | { stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number }
    | { stockStatus: StockStatusEnum | null, stockQuantity: number | null, databaseId: number, variations: { nodes: Array<{ databaseId: number, stockStatus: StockStatusEnum | null, stockQuantity: number | null }> } | null }
   | null };

export type GetStripePaymentIntentQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStripePaymentIntentQuery = { stripePaymentIntent: { id: string | null, amount: number | null, currency: string | null, clientSecret: string | null, error: string | null } | null };

export type GetWishlistProductsQueryVariables = Exact<{
  ids?: Array<number | null | undefined> | number | null | undefined;
}>;


export type GetWishlistProductsQuery = { products: { nodes: Array<
      | { price: string | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
      | { type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
      | { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
      | { price: string | null, stockStatus: StockStatusEnum | null, type: ProductTypesEnum | null, databaseId: number, name: string | null, slug: string | null, metaData: Array<{ key: string, value: string | null } | null> | null, image: { altText: string | null, thumbnail: string | null } | null }
    > } | null };

export type GetWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWishlistQuery = { customer: { wishlistProductIds: Array<number> } | null };

export type GetWooNuxtSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWooNuxtSettingsQuery = { woonuxtSettings: { maxPrice: number | null, productsPerPage: number | null, global_attributes: Array<{ slug: string | null, label: string | null, showCount: boolean | null, hideEmpty: boolean | null, openByDefault: boolean | null } | null> | null } | null };

export type LoginWithProviderMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginWithProviderMutation = { login: { authToken: string | null, authTokenExpiration: string | null, refreshToken: string | null, refreshTokenExpiration: string | null, sessionToken: string | null, user: { id: string, databaseId: number, name: string | null, firstName: string | null, lastName: string | null, email: string | null, username: string | null, nicename: string | null, avatar: { url: string | null } | null } | null, customer: { id: string, databaseId: number | null, email: string | null, firstName: string | null, lastName: string | null, username: string | null, isPayingCustomer: boolean | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null } | null };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LoginMutation = { login: { authToken: string | null, authTokenExpiration: string | null, refreshToken: string | null, refreshTokenExpiration: string | null, sessionToken: string | null, user: { id: string, databaseId: number, name: string | null, firstName: string | null, lastName: string | null, email: string | null, username: string | null, nicename: string | null, avatar: { url: string | null } | null } | null, customer: { id: string, databaseId: number | null, email: string | null, firstName: string | null, lastName: string | null, username: string | null, isPayingCustomer: boolean | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean | null } | null };

export type RefreshTokenMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshTokenMutation = { refreshToken: { success: boolean | null, authToken: string | null, authTokenExpiration: string | null } | null };

export type RegisterCustomerMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type RegisterCustomerMutation = { registerCustomer: { authToken: string | null, refreshToken: string | null, customer: { sessionToken: string | null, id: string, databaseId: number | null, email: string | null, firstName: string | null, lastName: string | null, username: string | null, isPayingCustomer: boolean | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null, viewer: { id: string, databaseId: number, name: string | null, firstName: string | null, lastName: string | null, email: string | null, username: string | null, nicename: string | null, avatar: { url: string | null } | null } | null } | null };

export type RemoveCouponsMutationVariables = Exact<{
  codes?: Array<string | null | undefined> | string | null | undefined;
}>;


export type RemoveCouponsMutation = { removeCoupons: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                    | { name: string | null, terms: { nodes: Array<
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                        > } | null }
                    | { name: string | null }
                  > } | null, image: { altText: string | null, thumbnail: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null } | null } | null };

export type RemoveFromWishlistMutationVariables = Exact<{
  productIds: Array<number> | number;
}>;


export type RemoveFromWishlistMutation = { removeFromWishlist: { productIds: Array<number> } | null };

export type ResetPasswordEmailMutationVariables = Exact<{
  username: string;
}>;


export type ResetPasswordEmailMutation = { sendPasswordResetEmail: { success: boolean | null } | null };

export type ResetPasswordKeyMutationVariables = Exact<{
  key: string;
  login: string;
  password: string;
}>;


export type ResetPasswordKeyMutation = { resetUserPassword: { user: { databaseId: number } | null } | null };

export type SubmitContactFormMutationVariables = Exact<{
  name: string;
  email: string;
  subject?: string | null | undefined;
  message: string;
  locale?: string | null | undefined;
}>;


export type SubmitContactFormMutation = { submitContactForm: { success: boolean, message: string | null } | null };

export type SubscribeToNewsletterMutationVariables = Exact<{
  email: string;
  consent: boolean;
  consentVersion?: string | null | undefined;
  language?: string | null | undefined;
}>;


export type SubscribeToNewsletterMutation = { subscribeToNewsletter: { status: NewsletterSubscriptionStatusEnum } | null };

export type SubscribeToStockAlertMutationVariables = Exact<{
  email: string;
  productId: number;
  variationId?: number | null | undefined;
  language?: string | null | undefined;
}>;


export type SubscribeToStockAlertMutation = { subscribeToStockAlert: { status: StockAlertStatusEnum } | null };

export type UnsubscribeFromNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeFromNewsletterMutation = { unsubscribeFromNewsletter: { status: NewsletterSubscriptionStatusEnum } | null };

export type UnsubscribeFromStockAlertMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeFromStockAlertMutation = { unsubscribeFromStockAlert: { status: StockAlertStatusEnum } | null };

export type UpDateCartQuantityMutationVariables = Exact<{
  items?: Array<CartItemQuantityInput | null | undefined> | CartItemQuantityInput | null | undefined;
}>;


export type UpDateCartQuantityMutation = { updateItemQuantities: { cart: { isEmpty: boolean | null, needsShippingAddress: boolean | null, subtotal: string | null, total: string | null, shippingTotal: string | null, discountTotal: string | null, totalTax: string | null, chosenShippingMethods: Array<string | null> | null, appliedCoupons: Array<{ code: string, discountAmount: string } | null> | null, availableShippingMethods: Array<{ rates: Array<{ id: string, label: string | null, cost: string | null } | null> | null } | null> | null, contents: { itemCount: number | null, productCount: number | null, nodes: Array<{ key: string, quantity: number | null, subtotal: string | null, total: string | null, extraData: Array<{ key: string, value: string | null } | null> | null, product: { node:
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, image: { altText: string | null, thumbnail: string | null } | null }
              | { databaseId: number, name: string | null, slug: string | null, attributes: { nodes: Array<
                    | { name: string | null, terms: { nodes: Array<
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                          | { slug: string | null, name: string | null }
                        > } | null }
                    | { name: string | null }
                  > } | null, image: { altText: string | null, thumbnail: string | null } | null }
             } | null, variation: { attributes: Array<{ name: string | null, value: string | null } | null> | null, node: { databaseId: number, name: string | null, image: { altText: string | null, thumbnail: string | null } | null } } | null }> } | null } | null } | null };

export type UpdateCustomerMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { customer: { id: string, databaseId: number | null, email: string | null, firstName: string | null, lastName: string | null, username: string | null, isPayingCustomer: boolean | null, billing: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null, shipping: { firstName: string | null, lastName: string | null, company: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, postcode: string | null, country: CountriesEnum | null, email: string | null, phone: string | null } | null } | null } | null };

export type UpdatePasswordWithCurrentPasswordMutationVariables = Exact<{
  id?: string | number | null | undefined;
  password: string;
  currentPassword?: string | null | undefined;
}>;


export type UpdatePasswordWithCurrentPasswordMutation = { updateCustomer: { authToken: string | null, refreshToken: string | null, customer: { databaseId: number | null } | null } | null };

export type UpdatePasswordMutationVariables = Exact<{
  id?: string | number | null | undefined;
  password: string;
}>;


export type UpdatePasswordMutation = { updateCustomer: { authToken: string | null, refreshToken: string | null, customer: { databaseId: number | null } | null } | null };

export type WriteReviewMutationVariables = Exact<{
  input: WriteReviewInput;
}>;


export type WriteReviewMutation = { writeReview: { rating: number | null, review: { databaseId: number, date: string | null, content: string | null, author: { node:
          | { name: string | null }
          | { name: string | null }
         } | null } | null } | null };

export const AccountViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nicename"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AccountViewerFragment, unknown>;
export const AccountAddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AccountAddressFragment, unknown>;
export const AccountCustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isPayingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<AccountCustomerFragment, unknown>;
export const LoginResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"authTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nicename"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isPayingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}}]} as unknown as DocumentNode<LoginResultFragment, unknown>;
export const ProductThumbnailLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}}]} as unknown as DocumentNode<ProductThumbnailLinkFragment, unknown>;
export const CartLineProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}}]} as unknown as DocumentNode<CartLineProductFragment, unknown>;
export const CartLineVariationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}}]} as unknown as DocumentNode<CartLineVariationFragment, unknown>;
export const CartContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}}]} as unknown as DocumentNode<CartContentFragment, unknown>;
export const CategoryLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<CategoryLinkFragment, unknown>;
export const CategoryTileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"MEDIUM"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<CategoryTileFragment, unknown>;
export const DearestPriceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DearestPrice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]} as unknown as DocumentNode<DearestPriceFragment, unknown>;
export const NextPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WPPageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<NextPageFragment, unknown>;
export const OrderDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasDownloadableItem"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<OrderDetailsFragment, unknown>;
export const PostCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"MEDIUM_LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]} as unknown as DocumentNode<PostCardFragment, unknown>;
export const ProductCrossSellOfFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCrossSellOf"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crossSellOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<ProductCrossSellOfFragment, unknown>;
export const ProductCustomTabsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomTabs"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabTitle"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"textContent"}},{"kind":"Field","name":{"kind":"Name","value":"accordionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileTitle"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"fileDescription"}}]}}]}}]}}]} as unknown as DocumentNode<ProductCustomTabsFragment, unknown>;
export const ProductImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"single"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_SINGLE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]},{"kind":"Field","alias":{"kind":"Name","value":"large"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProductImageFragment, unknown>;
export const ProductVariationOptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductVariationOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"single"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_SINGLE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]},{"kind":"Field","alias":{"kind":"Name","value":"large"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProductVariationOptionFragment, unknown>;
export const ProductDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false},{"kind":"StringValue","value":"_gift_card_amounts","block":false},{"kind":"StringValue","value":"_gift_card_min_amount","block":false},{"kind":"StringValue","value":"_gift_card_max_amount","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductVariationOption"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"single"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_SINGLE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]},{"kind":"Field","alias":{"kind":"Name","value":"large"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductVariationOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailsFragment, unknown>;
export const ProductDocumentsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDocuments"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<ProductDocumentsFragment, unknown>;
export const ProductFaqsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFaqs"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<ProductFaqsFragment, unknown>;
export const ProductOfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SimpleProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}}]} as unknown as DocumentNode<ProductOfferFragment, unknown>;
export const ProductPackagingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPackaging"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pack"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerPack"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"soldBy"}},{"kind":"Field","name":{"kind":"Name","value":"quantityStep"}}]}}]}}]} as unknown as DocumentNode<ProductPackagingFragment, unknown>;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const ProductPartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}}]} as unknown as DocumentNode<ProductPartFragment, unknown>;
export const ProductSeoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSEO"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metaDesc"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"opengraphTitle"}},{"kind":"Field","name":{"kind":"Name","value":"opengraphDescription"}},{"kind":"Field","name":{"kind":"Name","value":"opengraphImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]} as unknown as DocumentNode<ProductSeoFragment, unknown>;
export const ProductStockFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductStockFragment, unknown>;
export const ProductWarrantyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductWarranty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warrantyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"useCustomWarranty"}},{"kind":"Field","name":{"kind":"Name","value":"customWarrantyItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemWarrantyDuration"}}]}}]}}]}}]} as unknown as DocumentNode<ProductWarrantyFragment, unknown>;
export const ReviewCommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewCommentFragment, unknown>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"addToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variation"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductAttributeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extraData"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"variationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variationId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"variation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variation"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"extraData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extraData"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const AddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"addToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"productIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productIds"}}]}}]}}]} as unknown as DocumentNode<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const ApplyCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"applyCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const ChangeShippingCountyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeShippingCounty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipping"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddressInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"shipping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipping"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeShippingCountyMutation, ChangeShippingCountyMutationVariables>;
export const ChangeShippingMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeShippingMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shippingMethods"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShippingMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"shippingMethods"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shippingMethods"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeShippingMethodMutation, ChangeShippingMethodMutationVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetails"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasDownloadableItem"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const ConfirmNewsletterSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"confirmNewsletterSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletterSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const ConfirmStockAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"confirmStockAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmStockAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmStockAlertMutation, ConfirmStockAlertMutationVariables>;
export const EmptyCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmptyCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"clearPersistentCart"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmptyCartMutation, EmptyCartMutationVariables>;
export const GetAllTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getAllTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taxonomies"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyEnum"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"100"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"taxonomies"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taxonomies"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"taxonomyName"}}]}}]}}]}}]} as unknown as DocumentNode<GetAllTermsQuery, GetAllTermsQueryVariables>;
export const GetAllowedCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getAllowedCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowedCountries"}}]}}]} as unknown as DocumentNode<GetAllowedCountriesQuery, GetAllowedCountriesQueryVariables>;
export const GetBannerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getBannerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannerEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"bannerText"}},{"kind":"Field","name":{"kind":"Name","value":"bannerType"}},{"kind":"Field","name":{"kind":"Name","value":"bannerDismissible"}},{"kind":"Field","name":{"kind":"Name","value":"bannerLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bannerLinkText"}}]}}]}}]} as unknown as DocumentNode<GetBannerSettingsQuery, GetBannerSettingsQueryVariables>;
export const GetCartCrossSellsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCartCrossSells"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"include"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SimpleProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crossSell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductOffer"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crossSell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductOffer"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SimpleProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]} as unknown as DocumentNode<GetCartCrossSellsQuery, GetCartCrossSellsQueryVariables>;
export const GetCartGiftCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCartGiftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appliedGiftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"amount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]}}]} as unknown as DocumentNode<GetCartGiftCardsQuery, GetCartGiftCardsQueryVariables>;
export const GetCartQuantityStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCartQuantitySteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"include"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"packaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityStep"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetCartQuantityStepsQuery, GetCartQuantityStepsQueryVariables>;
export const GetCartSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCartSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}}]}}]} as unknown as DocumentNode<GetCartSummaryQuery, GetCartSummaryQueryVariables>;
export const GetCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isPayingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nicename"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<GetCartQuery, GetCartQueryVariables>;
export const GetCustomerGiftCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCustomerGiftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasedGiftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receivedGiftCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}}]}}]}}]}}]} as unknown as DocumentNode<GetCustomerGiftCardsQuery, GetCustomerGiftCardsQueryVariables>;
export const GetDownloadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getDownloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadableItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accessExpires"}},{"kind":"Field","name":{"kind":"Name","value":"downloadsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetDownloadsQuery, GetDownloadsQueryVariables>;
export const GetGiftCardBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getGiftCardBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCardBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<GetGiftCardBalanceQuery, GetGiftCardBalanceQueryVariables>;
export const GetHomepageProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getHomepageProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"5"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderby"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductsOrderByEnum"}},"defaultValue":{"kind":"EnumValue","value":"POPULARITY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderby"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}}]} as unknown as DocumentNode<GetHomepageProductsQuery, GetHomepageProductsQueryVariables>;
export const GetMainCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getMainCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTile"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"MEDIUM"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<GetMainCategoriesQuery, GetMainCategoriesQueryVariables>;
export const GetMaxPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getMaxPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PRICE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DearestPrice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DearestPrice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]} as unknown as DocumentNode<GetMaxPriceQuery, GetMaxPriceQueryVariables>;
export const GetOrderGiftCardPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOrderGiftCardPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdTypeEnum"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]}}]} as unknown as DocumentNode<GetOrderGiftCardPaymentsQuery, GetOrderGiftCardPaymentsQueryVariables>;
export const GetOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderIdTypeEnum"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasDownloadableItem"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"customerNote"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methodTitle"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetOrderQuery, GetOrderQueryVariables>;
export const GetOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<GetOrdersQuery, GetOrdersQueryVariables>;
export const GetPaymentGatewaysWithStripeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getPaymentGatewaysWithStripe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"woonuxtSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"active_publishable_key"}}]}}]}}]}}]} as unknown as DocumentNode<GetPaymentGatewaysWithStripeQuery, GetPaymentGatewaysWithStripeQueryVariables>;
export const GetPaymentGatewaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getPaymentGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<GetPaymentGatewaysQuery, GetPaymentGatewaysQueryVariables>;
export const GetPaymentInstructionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getPaymentInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"sortCode"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bic"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetPaymentInstructionsQuery, GetPaymentInstructionsQueryVariables>;
export const GetPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"srcSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetPostQuery, GetPostQueryVariables>;
export const GetPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"24"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"MEDIUM_LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]} as unknown as DocumentNode<GetPostsQuery, GetPostsQueryVariables>;
export const GetProductCategoriesWithHierarchyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductCategoriesWithHierarchy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"COUNT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryLink"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"TERM_ORDER"}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryLink"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"TERM_ORDER"}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<GetProductCategoriesWithHierarchyQuery, GetProductCategoriesWithHierarchyQueryVariables>;
export const GetProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"COUNT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"parentDatabaseId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"MEDIUM"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetProductCategoriesQuery, GetProductCategoriesQueryVariables>;
export const GetProductCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTile"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"dearest"},"name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"categoryIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderby"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"PRICE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DearestPrice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"MEDIUM"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DearestPrice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]} as unknown as DocumentNode<GetProductCategoryQuery, GetProductCategoryQueryVariables>;
export const GetProductCrossSellOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductCrossSellOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"DATABASE_ID"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCrossSellOf"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCrossSellOf"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crossSellOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<GetProductCrossSellOfQuery, GetProductCrossSellOfQueryVariables>;
export const GetProductCustomTabsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductCustomTabs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"DATABASE_ID"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCustomTabs"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCustomTabs"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tabTitle"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"textContent"}},{"kind":"Field","name":{"kind":"Name","value":"accordionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"youtubeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileTitle"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"fileDescription"}}]}}]}}]}}]} as unknown as DocumentNode<GetProductCustomTabsQuery, GetProductCustomTabsQueryVariables>;
export const GetProductDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"DATABASE_ID"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDocuments"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDocuments"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}}]}}]}}]} as unknown as DocumentNode<GetProductDocumentsQuery, GetProductDocumentsQueryVariables>;
export const GetProductFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductFaqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"DATABASE_ID"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFaqs"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFaqs"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<GetProductFaqsQuery, GetProductFaqsQueryVariables>;
export const GetProductPackagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductPackaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"DATABASE_ID"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPackaging"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPackaging"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pack"}},{"kind":"Field","name":{"kind":"Name","value":"unitsPerPack"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"soldBy"}},{"kind":"Field","name":{"kind":"Name","value":"quantityStep"}}]}}]}}]} as unknown as DocumentNode<GetProductPackagingQuery, GetProductPackagingQueryVariables>;
export const GetProductSeoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductSEO"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSEO"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSEO"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metaDesc"}},{"kind":"Field","name":{"kind":"Name","value":"canonical"}},{"kind":"Field","name":{"kind":"Name","value":"opengraphTitle"}},{"kind":"Field","name":{"kind":"Name","value":"opengraphDescription"}},{"kind":"Field","name":{"kind":"Name","value":"opengraphImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]} as unknown as DocumentNode<GetProductSeoQuery, GetProductSeoQueryVariables>;
export const GetProductWarrantyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductWarranty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"DATABASE_ID"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductWarranty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductWarranty"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warranty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warrantyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"useCustomWarranty"}},{"kind":"Field","name":{"kind":"Name","value":"customWarrantyItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemWarrantyDuration"}}]}}]}}]}}]} as unknown as DocumentNode<GetProductWarrantyQuery, GetProductWarrantyQueryVariables>;
export const GetProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRelated"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withReviews"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewCount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetails"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductStock"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SimpleProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crossSell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPart"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crossSell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPart"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"related"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRelated"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewCount"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withReviews"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewComment"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"single"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_SINGLE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]},{"kind":"Field","alias":{"kind":"Name","value":"large"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","name":{"kind":"Name","value":"mediaDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductVariationOption"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false},{"kind":"StringValue","value":"_gift_card_amounts","block":false},{"kind":"StringValue","value":"_gift_card_min_amount","block":false},{"kind":"StringValue","value":"_gift_card_max_amount","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithAttributes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductVariationOption"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GetProductQuery, GetProductQueryVariables>;
export const GetProductsCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProductsCursor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnectionWhereArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<GetProductsCursorQuery, GetProductsCursorQueryVariables>;
export const GetProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"24"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RootQueryToProductConnectionWhereArgs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"WOOCOMMERCE_THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","alias":{"kind":"Name","value":"rawRegularPrice"},"name":{"kind":"Name","value":"regularPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}}]} as unknown as DocumentNode<GetProductsQuery, GetProductsQueryVariables>;
export const GetSearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}},"defaultValue":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithPricing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rawPrice"},"name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<GetSearchSuggestionsQuery, GetSearchSuggestionsQueryVariables>;
export const GetSitemapCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSitemapCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"hideEmpty"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<GetSitemapCategoriesQuery, GetSitemapCategoriesQueryVariables>;
export const GetSitemapPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSitemapPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WPPageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<GetSitemapPostsQuery, GetSitemapPostsQueryVariables>;
export const GetSitemapProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSitemapProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"modified"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WPPageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<GetSitemapProductsQuery, GetSitemapProductsQueryVariables>;
export const GetStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getStates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CountriesEnum"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryStates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetStatesQuery, GetStatesQueryVariables>;
export const GetStockStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getStockStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"idType"},"value":{"kind":"EnumValue","value":"SLUG"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductStock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductStock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InventoriedProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductWithVariations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetStockStatusQuery, GetStockStatusQueryVariables>;
export const GetStripePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getStripePaymentIntent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripePaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stripePaymentMethod"},"value":{"kind":"EnumValue","value":"PAYMENT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<GetStripePaymentIntentQuery, GetStripePaymentIntentQueryVariables>;
export const GetWishlistProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getWishlistProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"include"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductOffer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"_gift_card","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SimpleProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"stockStatus"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}}]} as unknown as DocumentNode<GetWishlistProductsQuery, GetWishlistProductsQueryVariables>;
export const GetWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getWishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlistProductIds"}}]}}]}}]} as unknown as DocumentNode<GetWishlistQuery, GetWishlistQueryVariables>;
export const GetWooNuxtSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getWooNuxtSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"woonuxtSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"productsPerPage"}},{"kind":"Field","name":{"kind":"Name","value":"global_attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"showCount"}},{"kind":"Field","name":{"kind":"Name","value":"hideEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"openByDefault"}}]}}]}}]}}]} as unknown as DocumentNode<GetWooNuxtSettingsQuery, GetWooNuxtSettingsQueryVariables>;
export const LoginWithProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"loginWithProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nicename"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isPayingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"authTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountCustomer"}}]}}]}}]} as unknown as DocumentNode<LoginWithProviderMutation, LoginWithProviderMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"provider"},"value":{"kind":"EnumValue","value":"PASSWORD"}},{"kind":"ObjectField","name":{"kind":"Name","value":"credentials"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nicename"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isPayingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"authTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"sessionToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountCustomer"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"refreshToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"authTokenExpiration"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const RegisterCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"registerCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"sessionToken"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isPayingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nicename"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const RemoveCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"removeCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codes"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCoupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"codes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codes"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RemoveCouponsMutation, RemoveCouponsMutationVariables>;
export const RemoveFromWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"removeFromWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"productIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productIds"}}]}}]}}]} as unknown as DocumentNode<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;
export const ResetPasswordEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordEmailMutation, ResetPasswordEmailMutationVariables>;
export const ResetPasswordKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"login"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"login"},"value":{"kind":"Variable","name":{"kind":"Name","value":"login"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordKeyMutation, ResetPasswordKeyMutationVariables>;
export const SubmitContactFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"submitContactForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactFormMutation, SubmitContactFormMutationVariables>;
export const SubscribeToNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"subscribeToNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consentVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"consent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consent"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"consentVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consentVersion"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables>;
export const SubscribeToStockAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"subscribeToStockAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToStockAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"variationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variationId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubscribeToStockAlertMutation, SubscribeToStockAlertMutationVariables>;
export const UnsubscribeFromNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unsubscribeFromNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeFromNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeFromNewsletterMutation, UnsubscribeFromNewsletterMutationVariables>;
export const UnsubscribeFromStockAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"unsubscribeFromStockAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeFromStockAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UnsubscribeFromStockAlertMutation, UnsubscribeFromStockAlertMutationVariables>;
export const UpDateCartQuantityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpDateCartQuantity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemQuantityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateItemQuantities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartContent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductThumbnailLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductThumbnailLink"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GlobalProductAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineVariation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnail"},"name":{"kind":"Name","value":"sourceUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"THUMBNAIL"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartContent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"needsShippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"shippingTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"totalTax"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"chosenShippingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCoupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"availableShippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"total"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"RAW"}}]},{"kind":"Field","name":{"kind":"Name","value":"extraData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keysIn"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wc_gc_giftcard_amount","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to_name","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_to","block":false},{"kind":"StringValue","value":"wc_gc_giftcard_delivery","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineProduct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineVariation"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpDateCartQuantityMutation, UpDateCartQuantityMutationVariables>;
export const UpdateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountCustomer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"isPayingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountAddress"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const UpdatePasswordWithCurrentPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updatePasswordWithCurrentPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePasswordWithCurrentPasswordMutation, UpdatePasswordWithCurrentPasswordMutationVariables>;
export const UpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const WriteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WriteReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writeReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewComment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WriteReviewMutation, WriteReviewMutationVariables>;