/** GraphQL fields of the cart, its items, coupons and shipping: thin over service.ts (addresses in addresses.ts). */
import { z } from 'zod';
import { catalogLoaders } from '../catalog/loaders.ts';
import { variationAttributes } from '../catalog/product-values.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type {
  AppliedCouponResolvers,
  CartResolvers,
  RootMutationResolvers,
  RootQueryResolvers,
  ShippingRateResolvers,
  SimpleCartItemResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { moneyFields } from '../graphql/money-fields.ts';
import { UserInputError } from '../lib/errors.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { parseInput, present } from '../lib/input.ts';
import type { SessionRow } from '../sessions/session.ts';
import { cartItemNotice } from './cart-item-notices.ts';
import { cartRulesOf } from './cart-rules.ts';
import * as service from './service.ts';
import type { ShippingRateView } from './shipping.ts';
import { emptyStoredCart, readCart, type StoredCart } from './store.ts';
import { type AppliedCouponView, type CartLineView, type CartView, computeCart } from './totals.ts';

async function viewOf(context: Context, session: SessionRow | null, stored?: StoredCart): Promise<CartView> {
  const cart = stored ?? (session ? await readCart(context.db, session.id) : emptyStoredCart());
  const { currency } = await context.options();
  return computeCart(context.db, cart, session, currency, undefined, context.language, cartRulesOf(context));
}

/** The request's cart; a shopper without a session has an empty one (no session is created). */
const currentCart = async (context: Context) => viewOf(context, await context.session.current());

const COUPON_CODE_TOO_LONG = 'That coupon code is too long.';

const mutationInput = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ clientMutationId: z.string().nullish(), ...shape });

const addInput = mutationInput({
  productId: z.number().int(),
  quantity: z.number().int('The quantity must be a whole number.').nullish(),
  variationId: z.number().int().nullish(),
  extraData: z.string().max(5000).nullish(),
  variation: z
    .array(z.object({ attributeName: z.string(), attributeValue: z.string().nullish() }).nullable())
    .nullish(),
});

export const cartQueryResolvers: RootQueryResolvers = {
  cart: (_root, _args, context) => currentCart(context),
};

export const cartMutationResolvers: RootMutationResolvers = {
  addToCart: async (_root, args, context) => {
    const input = parseInput(addInput, args.input);
    const session = await context.session.ensure();
    const key = await service.addToCart(
      context.db,
      session.id,
      {
        productId: input.productId,
        variationId: input.variationId ?? null,
        variation: present(input.variation).map((choice) => ({
          attributeName: choice.attributeName,
          attributeValue: choice.attributeValue ?? null,
        })),
        language: context.language,
      },
      input.quantity ?? 1,
      input.extraData ?? null,
      cartRulesOf(context),
    );
    // WooCommerce's woocommerce_add_to_cart sets the cart cookies, and WooGraphQL the session token.
    context.session.issueToken();
    const cart = await viewOf(context, session);
    return {
      clientMutationId: input.clientMutationId,
      cart,
      cartItem: cart.lines.find((line) => line.key === key),
    };
  },

  addCartItems: async (_root, args, context) => {
    const input = parseInput(
      mutationInput({
        items: z
          .array(addInput.omit({ clientMutationId: true }).nullable())
          .max(100)
          .nullish(),
      }),
      args.input,
    );
    const session = await context.session.ensure();
    const outcomes = await service.addCartItems(
      context.db,
      session.id,
      present(input.items).map((item) => ({
        request: {
          productId: item.productId,
          variationId: item.variationId ?? null,
          variation: present(item.variation).map((choice) => ({
            attributeName: choice.attributeName,
            attributeValue: choice.attributeValue ?? null,
          })),
          language: context.language,
        },
        quantity: item.quantity ?? 1,
        extraData: item.extraData ?? null,
      })),
      cartRulesOf(context),
    );
    context.session.issueToken();
    const cart = await viewOf(context, session);
    const cartErrors = await Promise.all(
      outcomes
        .flatMap((outcome) => ('refusal' in outcome ? [outcome] : []))
        .map(async ({ item, refusal }) => ({
          type: 'INVALID_CART_ITEM' as const,
          reasons: [
            cartItemNotice(refusal, {
              siteUrl: context.publicUrl,
              productSlug:
                (await catalogLoaders(context).productById.load(item.request.productId))?.slug ?? null,
            }),
          ],
          productId: item.request.productId,
          quantity: item.quantity,
          variationId: item.request.variationId,
          variation: item.request.variation.length > 0 ? item.request.variation : null,
          extraData: item.extraData,
        })),
    );
    return {
      clientMutationId: input.clientMutationId,
      cart,
      added: outcomes.flatMap((outcome) =>
        'key' in outcome ? cart.lines.filter((line) => line.key === outcome.key) : [],
      ),
      cartErrors,
    };
  },

  updateItemQuantities: async (_root, args, context) => {
    const input = parseInput(
      mutationInput({
        items: z.array(z.object({ key: z.string(), quantity: z.number().int() }).nullable()).nullish(),
      }),
      args.input,
    );
    const session = await context.session.ensure();
    const before = await viewOf(context, session);
    const { updated, removed } = await service.updateQuantities(
      context.db,
      session.id,
      present(input.items),
      context.language,
      cartRulesOf(context),
    );
    const cart = await viewOf(context, session);
    const byKey = (lines: CartLineView[], keys: string[]) => lines.filter((line) => keys.includes(line.key));
    return {
      clientMutationId: input.clientMutationId,
      cart,
      items: [...byKey(cart.lines, updated), ...byKey(before.lines, removed)],
      updated: byKey(cart.lines, updated),
      removed: byKey(before.lines, removed),
    };
  },

  emptyCart: async (_root, args, context) => {
    const input = parseInput(mutationInput({ clearPersistentCart: z.boolean().nullish() }), args.input);
    const session = await context.session.ensure();
    const deleted = await service.emptyCart(context.db, session.id, input.clearPersistentCart === true);
    return {
      clientMutationId: input.clientMutationId,
      deletedCart: await viewOf(context, session, deleted),
      cart: await viewOf(context, session),
    };
  },

  applyCoupon: async (_root, args, context) => {
    const input = parseInput(mutationInput({ code: z.string().max(100, COUPON_CODE_TOO_LONG) }), args.input, {
      [COUPON_CODE_TOO_LONG]: 'TEXT_TOO_LONG',
    });
    const session = await context.session.ensure();
    const { currency } = await context.options();
    const code = await service.applyCoupon(context.db, session, input.code, currency, cartRulesOf(context));
    const cart = await viewOf(context, session);
    return {
      clientMutationId: input.clientMutationId,
      cart,
      applied: cart.appliedCoupons.find((coupon) => coupon.code === code) ?? null,
    };
  },

  removeCoupons: async (_root, args, context) => {
    const input = parseInput(mutationInput({ codes: z.array(z.string().nullable()).nullish() }), args.input);
    const session = await context.session.ensure();
    await service.removeCoupons(context.db, session.id, present(input.codes));
    return { clientMutationId: input.clientMutationId, cart: await viewOf(context, session) };
  },

  updateShippingMethod: async (_root, args, context) => {
    const input = parseInput(
      mutationInput({ shippingMethods: z.array(z.string().nullable()).nullish() }),
      args.input,
    );
    const session = await context.session.ensure();
    const methods = present(input.shippingMethods);
    const offered = (await viewOf(context, session)).rates.map((rate) => rate.id);
    const unknown = methods.find((method) => !offered.includes(method));
    if (unknown)
      throw new UserInputError(
        'That shipping method is not available for your address. Please choose another.',
        { code: 'SHIPPING_METHOD_UNAVAILABLE', field: 'shippingMethods' },
      );
    await service.chooseShippingMethods(context.db, session.id, methods);
    return { clientMutationId: input.clientMutationId, cart: await viewOf(context, session) };
  },
};

export const cartResolvers: CartResolvers = {
  contents: (cart, args) => ({
    ...arrayConnection(cart.lines, args),
    itemCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    productCount: cart.lines.length,
  }),
  ...moneyFields<CartView>()([
    'subtotal',
    'subtotalTax',
    'contentsTotal',
    'contentsTax',
    'discountTotal',
    'discountTax',
    'shippingTotal',
    'shippingTax',
    'totalTax',
    'total',
  ]),
  isEmpty: (cart) => cart.lines.length === 0,
  needsShippingAddress: (cart) => cart.needsShipping,
  displayPricesIncludeTax: () => false,
  appliedCoupons: (cart) => cart.appliedCoupons,
  chosenShippingMethods: (cart) => cart.chosenShippingMethods,
  availableShippingMethods: (cart) =>
    cart.needsShipping
      ? [{ packageDetails: packageDetails(cart), supportsShippingCalculator: true, rates: cart.rates }]
      : [],
};

/** WooCommerce's package summary: "Name ×2, Other ×1". */
const packageDetails = (cart: CartView) =>
  cart.lines.map((line) => `${line.product.name} &times;${line.quantity}`).join(', ');

export const cartItemResolvers: SimpleCartItemResolvers = {
  id: (line) => toGlobalId('cart_item', line.key),
  key: (line) => line.key,
  quantity: (line) => line.quantity,
  ...moneyFields<CartLineView>()(['subtotal', 'subtotalTax', 'total', 'tax']),
  product: (line) => ({ cursor: toGlobalId('post', line.product.id), node: line.product }),
  // The edge's attributes are the line's choices, 'any' attributes filled in (WooGraphQL's too),
  // read only when asked for: GraphQL's default resolver calls a function it finds on the object.
  // Read eagerly, they cost queries nobody asked for and could outlive the answer.
  variation: (line, _args, context) => {
    const { variation } = line;
    if (!variation) return null;
    return {
      cursor: toGlobalId('post', variation.id),
      node: variation,
      attributes: () => variationAttributes(variation.id, line.product.id, line.attributes, context),
    };
  },
};

export const appliedCouponResolvers: AppliedCouponResolvers = {
  code: (coupon) => coupon.code,
  description: (coupon) => coupon.description,
  ...moneyFields<AppliedCouponView>()(['discountTax'], { discountAmount: 'discount' }),
};

export const shippingRateResolvers: ShippingRateResolvers = {
  ...moneyFields<ShippingRateView>()(['cost']),
};
