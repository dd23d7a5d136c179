/**
 * The executable schema: the WooGraphQL subset plus the WooNuxt Settings plugin's fields and
 * the store extensions (SDL files in ../schema), with the resolvers of each domain attached.
 * The stock profile serves the WooGraphQL subset alone, as a stock WordPress + WPGraphQL +
 * WooGraphQL + Headless Login site does; resolvers of fields it lacks are simply not attached.
 * A resolver naming a field the full SDL lacks stops start-up, so the two cannot drift apart
 * silently.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLSchema,
  isAbstractType,
  isInterfaceType,
  isObjectType,
  validateSchema,
} from 'graphql';
import { customerFieldResolvers } from '../accounts/customer-fields.ts';
import { customerResolvers, orderCustomerResolvers } from '../accounts/customer-resolvers.ts';
import { loginClientQueryResolvers, loginClientResolvers } from '../accounts/providers/resolvers.ts';
import { accountMutationResolvers, accountQueryResolvers } from '../accounts/resolvers.ts';
import { updateUserMutationResolvers } from '../accounts/update-user.ts';
import { userResolvers } from '../accounts/user-resolvers.ts';
import {
  appliedCouponResolvers,
  cartItemResolvers,
  cartMutationResolvers,
  cartQueryResolvers,
  cartResolvers,
  shippingRateResolvers,
} from '../cart/resolvers.ts';
import { mediaDetailsResolvers, mediaItemResolvers } from '../catalog/media-resolvers.ts';
import { packagingResolvers } from '../catalog/packaging.ts';
import { productResolvers, productTypeName } from '../catalog/product-resolvers.ts';
import { productsWithVariationsResolvers } from '../catalog/products-with-variations.ts';
import {
  cartItemQuantityTierResolvers,
  cartItemQuantityTierTypeResolvers,
  productQuantityTierResolvers,
  quantityTierResolvers,
  variationQuantityTierResolvers,
} from '../catalog/quantity-tier-resolvers.ts';
import { catalogQueryResolvers, productConnectionResolvers } from '../catalog/query-resolvers.ts';
import { productCategoryResolvers, termNodeTypeOf, termTypeResolvers } from '../catalog/term-resolvers.ts';
import {
  globalAttributeResolvers,
  localAttributeResolvers,
  variationResolvers,
} from '../catalog/variation-resolvers.ts';
import { groupProductResolvers, productHeadResolvers } from '../catalog/woonuxt-product-fields.ts';
import { orderCreatedViaResolvers } from '../checkout/created-via.ts';
import { checkoutMutationResolvers, checkoutQueryResolvers } from '../checkout/resolvers.ts';
import { contactMutationResolvers } from '../content/contact.ts';
import { contentQueryResolvers, postResolvers } from '../content/resolvers.ts';
import { settingsQueryResolvers, userStripeResolvers } from '../content/settings-resolvers.ts';
import { productDocumentResolvers } from '../downloads/product-documents.ts';
import {
  customerDownloadResolvers,
  downloadableItemResolvers,
  orderDownloadResolvers,
} from '../downloads/resolvers.ts';
import {
  appliedGiftCardResolvers,
  giftCardBalanceResolvers,
  giftCardCartResolvers,
  giftCardCustomerResolvers,
  giftCardItemResolvers,
  giftCardOrderResolvers,
  giftCardQueryResolvers,
  giftCardResolvers,
  orderGiftCardPaymentResolvers,
} from '../gift-cards/resolvers.ts';
import type { SchemaProfile } from '../graphql/profile.ts';
import type { ResolverMap } from '../graphql/resolvers.ts';
import { stockMutationResolvers } from '../inventory/stock-resolvers.ts';
import { newsletterMutationResolvers } from '../newsletter/resolvers.ts';
import { lineItemResolvers, orderQueryResolvers, orderResolvers } from '../orders/resolvers.ts';
import { paymentMutationResolvers } from '../payments/resolvers.ts';
import { commentAuthorResolvers, commentResolvers } from '../reviews/comment-resolvers.ts';
import { reviewMutationResolvers } from '../reviews/resolvers.ts';
import { stockAlertMutationResolvers } from '../stock-alerts/resolvers.ts';
import { customerWishlistResolvers, wishlistMutationResolvers } from '../wishlist/resolvers.ts';

export type { SchemaProfile } from '../graphql/profile.ts';

/**
 * The SDL files of each profile (schema/profiles.json, also read by the storefront's contract test
 * and codegen): stock is the WooGraphQL subset and this store's global attributes, which any
 * WooCommerce site generates for its own attributes; full adds WooNuxt Settings and the store plugins.
 */
const PROFILE_FILES = JSON.parse(
  readFileSync(new URL('../schema/profiles.json', import.meta.url), 'utf8'),
) as Record<SchemaProfile, string[]>;

/** The SDL files a profile serves, in the order they are joined. */
export const schemaFiles = (profile: SchemaProfile) =>
  PROFILE_FILES[profile].map((name) => new URL(`../schema/${name}`, import.meta.url));

export const SCHEMA_FILES = schemaFiles('full');

export const readSchemaSource = (profile: SchemaProfile = 'full') =>
  schemaFiles(profile)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

const productTypes = ['SimpleProduct', 'VariableProduct', 'ExternalProduct', 'GroupProduct'];

/** Every product type's fields, with the WooNuxt Settings plugin's `fullYoastHead` and the grouped products' `products`. */
const allProductResolvers = {
  ...productResolvers,
  ...productHeadResolvers,
  ...groupProductResolvers,
  ...productDocumentResolvers,
  ...packagingResolvers,
  ...productQuantityTierResolvers,
};

/** Every concrete product shape is one products row; interfaces pick the type from it. */
const resolvers: ResolverMap = {
  types: {
    RootQuery: {
      ...catalogQueryResolvers,
      ...productsWithVariationsResolvers,
      ...contentQueryResolvers,
      ...cartQueryResolvers,
      ...checkoutQueryResolvers,
      ...orderQueryResolvers,
      ...accountQueryResolvers,
      ...loginClientQueryResolvers,
      ...settingsQueryResolvers,
      ...giftCardQueryResolvers,
    },
    RootMutation: {
      ...contactMutationResolvers,
      ...cartMutationResolvers,
      ...checkoutMutationResolvers,
      ...accountMutationResolvers,
      ...reviewMutationResolvers,
      ...wishlistMutationResolvers,
      ...updateUserMutationResolvers,
      ...newsletterMutationResolvers,
      ...stockAlertMutationResolvers,
      ...paymentMutationResolvers,
      ...stockMutationResolvers,
    },
    Order: {
      ...orderResolvers,
      ...orderDownloadResolvers,
      ...orderCreatedViaResolvers,
      ...orderCustomerResolvers,
      ...giftCardOrderResolvers,
    },
    LoginClient: loginClientResolvers,
    LineItem: lineItemResolvers,
    Cart: { ...cartResolvers, ...giftCardCartResolvers },
    SimpleCartItem: { ...cartItemResolvers, ...giftCardItemResolvers, ...cartItemQuantityTierResolvers },
    QuantityTier: quantityTierResolvers,
    CartItemQuantityTier: cartItemQuantityTierTypeResolvers,
    AppliedCoupon: appliedCouponResolvers,
    AppliedGiftCard: appliedGiftCardResolvers,
    GiftCard: giftCardResolvers,
    GiftCardBalance: giftCardBalanceResolvers,
    OrderGiftCardPayment: orderGiftCardPaymentResolvers,
    ShippingRate: shippingRateResolvers,
    // customerFieldResolvers answers `orders` with its `where` (owner only, as customerResolvers).
    Customer: {
      ...customerResolvers,
      ...customerDownloadResolvers,
      ...customerWishlistResolvers,
      ...customerFieldResolvers,
      ...giftCardCustomerResolvers,
    },
    DownloadableItem: downloadableItemResolvers,
    ...Object.fromEntries(productTypes.map((name) => [name, allProductResolvers])),
    SimpleProductVariation: { ...variationResolvers, ...variationQuantityTierResolvers },
    GlobalProductAttribute: globalAttributeResolvers,
    LocalProductAttribute: localAttributeResolvers,
    ProductCategory: productCategoryResolvers,
    ...termTypeResolvers,
    MediaItem: mediaItemResolvers,
    MediaDetails: mediaDetailsResolvers,
    Comment: commentResolvers,
    CommentAuthor: commentAuthorResolvers,
    Post: postResolvers,
    User: { ...userResolvers, ...userStripeResolvers },
    RootQueryToProductConnection: productConnectionResolvers,
  },
  abstract: {
    product: (value: { type: 'simple' | 'variable' | 'external'; parentId?: number }) =>
      'parentId' in value ? 'SimpleProductVariation' : productTypeName(value),
    ProductVariation: () => 'SimpleProductVariation',
    ProductAttribute: (value: { row: { isTaxonomy: boolean } }) =>
      value.row.isTaxonomy ? 'GlobalProductAttribute' : 'LocalProductAttribute',
    TermNode: termNodeTypeOf,
    CartItem: () => 'SimpleCartItem',
    CartError: () => 'CartItemError',
    Commenter: (value: { email?: string }) => ('email' in value ? 'CommentAuthor' : 'User'),
  },
};

/** Interfaces whose values are products or variations. */
const PRODUCT_INTERFACES = new Set([
  'Product',
  'ProductUnion',
  'ProductWithPricing',
  'ProductWithAttributes',
  'InventoriedProduct',
  'ProductWithDimensions',
  'DownloadableProduct',
  'ProductWithVariations',
]);

const buildValid = (profile: SchemaProfile) => {
  const schema = buildSchema(readSchemaSource(profile));
  const problems = validateSchema(schema);
  if (problems.length > 0) throw new Error(`Invalid schema: ${problems.map((p) => p.message).join('; ')}`);
  return schema;
};

export function createSchema(profile: SchemaProfile = 'full'): GraphQLSchema {
  // The resolvers are checked against the full schema whatever the profile, so a stray one
  // stops start-up in both; the stock schema then takes those of its own fields.
  const full = buildValid('full');
  const schema = profile === 'full' ? full : buildValid(profile);

  // One map may serve several types (the three product types share one); each of its
  // fields must exist on at least one of them.
  const unused = new Map<object, Set<string>>();
  for (const [typeName, fields] of Object.entries(resolvers.types)) {
    const fullType = full.getType(typeName);
    if (!isObjectType(fullType)) throw new Error(`Resolvers given for unknown type ${typeName}`);
    const known = fullType.getFields();
    const type = schema.getType(typeName);
    const definitions = isObjectType(type) ? type.getFields() : {};
    const left = unused.get(fields) ?? new Set(Object.keys(fields));
    unused.set(fields, left);
    for (const [fieldName, resolve] of Object.entries(fields)) {
      if (known[fieldName]) left.delete(fieldName);
      const field = definitions[fieldName];
      if (field) field.resolve = resolve as typeof field.resolve;
    }
  }
  const strays = [...unused.values()].flatMap((fields) => [...fields]);
  if (strays.length > 0) throw new Error(`Resolvers given for fields no type has: ${strays.join(', ')}`);

  for (const type of Object.values(schema.getTypeMap())) {
    if (!isAbstractType(type) || !isInterfaceType(type)) continue;
    const pick = PRODUCT_INTERFACES.has(type.name)
      ? resolvers.abstract.product
      : resolvers.abstract[type.name];
    if (pick) type.resolveType = (value) => pick(value as never);
  }
  return schema;
}
