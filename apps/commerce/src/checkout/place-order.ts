/**
 * Placing an order: one transaction that checks the cart, settles the payment (a card payment was
 * fetched from Stripe just before: no network call runs inside the transaction), stores the order
 * and its lines, takes the stock (never below zero, so two shoppers racing for the last units
 * cannot both get them), records coupon usage and empties the cart. Anything refused rolls the
 * lot back: no order, stock and cart untouched. A repeated submission returns the first order.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '@ppe/shop-rules/languages';
import { and, desc, eq, gt } from 'drizzle-orm';
import { couponProblem, findCoupons, recordCouponUsage } from '../cart/coupons.ts';
import { emptyStoredCart, lockAndReadCart, writeCart } from '../cart/store.ts';
import { computeCart } from '../cart/totals.ts';
import type { Db } from '../db/client.ts';
import { customers, orderItems, orders, sessions } from '../db/schema.ts';
import { grantDownloadPermissions } from '../downloads/permissions.ts';
import { settleGiftCards } from '../gift-cards/checkout.ts';
import { UserInputError } from '../lib/errors.ts';
import { RateLimitedError } from '../limits/limiter.ts';
import { orderLanguage, withOrderLanguage } from '../orders/order-language.ts';
import type { OrderRow } from '../orders/types.ts';
import { gatewayForTotal, settlePayment } from './payment-gateways.ts';
import { type CheckoutRequest, type CheckoutSettings, checkoutAddresses } from './request.ts';
import { takeStock } from './stock.ts';
import { confirmStripePayment, fetchPaymentIntent, STRIPE_INTENT_META_KEY } from './stripe-confirmation.ts';

export const IDEMPOTENCY_META_KEY = '_idempotency_key';
/** How long a repeated submission after the cart was emptied still finds the first order. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

export const EMPTY_CART = 'Your cart is empty. Please add something before checking out.';

export const UNPAID_ORDER_LIMIT =
  'You already have several orders waiting for payment. Please pay for those, choose another payment method, or try again later.';

export interface PlacedOrder {
  order: OrderRow;
  /** False when a repeated submission found the order placed the first time. */
  created: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newOrderKey = () => `wc_order_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function placeOrder(
  db: Db,
  sessionId: string,
  request: CheckoutRequest,
  settings: CheckoutSettings,
): Promise<PlacedOrder> {
  const now = settings.now ?? new Date();
  const { billing, shipping } = checkoutAddresses(request, settings.allowedCountries, settings.addressRules);
  const stripe = settings.stripe ?? null;
  const meta = new Map(request.metaData.map((entry) => [entry.key, entry.value]));
  const explicitKey = meta.get(IDEMPOTENCY_META_KEY)?.trim();
  // What the shopper submitted, without secrets such as the card number.
  const submissionHash = sha256(
    JSON.stringify([
      sessionId,
      billing,
      shipping,
      request.paymentMethod?.trim() ?? '',
      request.customerNote.trim(),
      explicitKey ?? '',
    ]),
  );

  // Stripe is asked before the transaction opens (see stripe-confirmation.ts); what it said is
  // checked against the order inside.
  const stripeIntent =
    stripe && request.paymentMethod?.trim() === 'stripe'
      ? await fetchPaymentIntent(
          stripe,
          meta.get(STRIPE_INTENT_META_KEY) ?? request.transactionId ?? undefined,
        )
      : null;

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // One checkout per session at a time: a double submit waits here, then finds the first order.
    const cart = await lockAndReadCart(tx, sessionId);
    const idempotencyKey = explicitKey ? `${sessionId}:key:${explicitKey}` : null;
    if (idempotencyKey) {
      const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
      if (existing) return { order: existing, created: false };
    }
    if (cart.lines.length === 0) {
      const [repeat] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.sessionId, sessionId),
            eq(orders.submissionHash, submissionHash),
            gt(orders.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      if (repeat) return { order: repeat, created: false };
      throw new UserInputError(EMPTY_CART, { code: 'EMPTY_CART' });
    }
    if (request.shippingMethods.length > 0) cart.chosenShippingMethods = request.shippingMethods;
    const addresses = { billing, shipping };
    // The cart's own computation, with the request's rules: the order charges what the cart showed.
    const view = await computeCart(
      tx,
      cart,
      addresses,
      settings.currency,
      now,
      settings.language,
      settings.cartRules,
    );
    if (view.lines.length === 0) throw new UserInputError(EMPTY_CART, { code: 'EMPTY_CART' });

    // A coupon that stopped qualifying is refused rather than silently dropped.
    const appliedCodes = view.appliedCoupons.map((coupon) => coupon.code);
    const dropped = cart.couponCodes.filter((code) => !appliedCodes.includes(code));
    if (dropped.length > 0) {
      const found = await findCoupons(tx, dropped);
      const code = dropped[0] ?? '';
      const coupon = found.get(code);
      const reason = coupon
        ? couponProblem({
            coupon,
            otherCodes: [],
            otherCoupons: [],
            lines: view.lines,
            email: billing.email ?? null,
            currency: settings.currency,
            now,
          })
        : null;
      const why = coupon ? (reason?.message ?? 'it does not apply to your cart') : 'it no longer exists';
      throw new UserInputError(
        `Coupon "${code.toUpperCase()}" can no longer be used: ${why} Please remove it and try again.`,
        { code: 'COUPON_NO_LONGER_VALID', params: { coupon: code.toUpperCase() } },
      );
    }

    if (view.needsShipping) {
      if (view.rates.length === 0) {
        throw new UserInputError(
          'No shipping options were found for your address. Please check your address or contact us.',
          { code: 'NO_SHIPPING_OPTIONS' },
        );
      }
      // No choice yet means the first rate, which is what the cart shows as chosen (WooCommerce's
      // default); a choice that is not offered for this address is refused.
      const wanted = cart.chosenShippingMethods[0];
      if (wanted && !view.rates.some((rate) => rate.id === wanted)) {
        throw new UserInputError(
          'The chosen shipping method is not available for your address. Please choose another shipping method.',
          { code: 'SHIPPING_METHOD_UNAVAILABLE' },
        );
      }
      if (view.chosenShippingMethods.length === 0)
        throw new UserInputError('Please choose a shipping method.', { code: 'SHIPPING_METHOD_REQUIRED' });
    }

    // Only the total tells whether a payment method is needed (none when nothing is left to pay).
    const testCard = settings.testCard === true;
    const gateway = gatewayForTotal(request.paymentMethod, view.total, stripe !== null, testCard);
    const payment =
      gateway.id === 'stripe' && stripe && view.total > 0
        ? await confirmStripePayment(tx, stripeIntent, view.total, settings.currency.code)
        : settlePayment({
            gatewayId: gateway.id,
            total: view.total,
            metaData: meta,
            hasDownloadableItem: view.lines.some((line) => line.product.downloadable),
          });
    if (!payment.paid && settings.unpaidOrders) {
      // Inside the order's transaction: a checkout refused later gives its draw back.
      const { limiter, address } = settings.unpaidOrders;
      try {
        await limiter.takeWithin(tx, [
          { rule: 'unpaidOrders', subject: address },
          { rule: 'unpaidOrders', subject: `session:${sessionId}` },
          ...(request.customerId
            ? [{ rule: 'unpaidOrders' as const, subject: `customer:${request.customerId}` }]
            : []),
        ]);
      } catch (error) {
        if (error instanceof RateLimitedError)
          throw new UserInputError(UNPAID_ORDER_LIMIT, { code: 'UNPAID_ORDERS_LIMIT' });
        throw error;
      }
    }
    const customerId = request.createAccount
      ? await request.createAccount(tx, { billing, shipping })
      : (request.customerId ?? null);
    const orderKey = newOrderKey();
    const storedMeta = withOrderLanguage(
      request.metaData.filter((entry) => !entry.key.startsWith('_test_card')),
      settings.language ?? DEFAULT_LANGUAGE,
    );

    const [order] = await tx
      .insert(orders)
      .values({
        orderKey,
        status: payment.status,
        sessionId,
        customerId,
        // Without a key from the client, a repeat is caught above (the session lock, then the emptied
        // cart's recent order); the stored key is then this order's own, so buying the same cart
        // again later is a new order, not a clash.
        idempotencyKey: idempotencyKey ?? `${sessionId}:order:${orderKey}`,
        submissionHash,
        billing,
        shipping: view.needsShipping || request.shipToDifferentAddress ? shipping : {},
        paymentMethod: gateway.id,
        paymentMethodTitle: gateway.title,
        transactionId: payment.transactionId,
        customerNote: request.customerNote.trim(),
        currency: settings.currency.code,
        subtotal: view.subtotal,
        discountTotal: view.discountTotal,
        discountTax: view.discountTax,
        shippingTotal: view.shippingTotal,
        shippingTax: view.shippingTax,
        cartTax: view.contentsTax,
        totalTax: view.totalTax,
        total: view.total,
        couponCodes: appliedCodes,
        shippingMethods: view.chosenShippingMethods,
        shippingLines: view.rates
          .filter((rate) => view.chosenShippingMethods.includes(rate.id))
          .map((rate) => ({
            methodId: rate.methodId,
            instanceId: rate.instanceId,
            methodTitle: rate.label,
            total: view.shippingTotal,
            totalTax: view.shippingTax,
          })),
        needsProcessing: view.lines.some(
          (line) => !(line.variation?.virtual ?? line.product.virtual) || !line.product.downloadable,
        ),
        metaData: storedMeta,
        datePaid: payment.paid ? now : null,
        createdAt: now,
        modifiedAt: now,
      })
      .returning();
    if (!order) throw new Error('The order was not stored.');
    await tx.insert(orderItems).values(
      view.lines.map((line) => ({
        orderId: order.id,
        productId: line.product.id,
        variationId: line.variation?.id ?? null,
        name: line.product.name,
        variation: line.attributes,
        quantity: line.quantity,
        subtotal: line.subtotal,
        subtotalTax: line.subtotalTax,
        total: line.total,
        totalTax: line.tax,
        giftCard: line.giftCard,
      })),
    );
    // Rows are locked in one global order (product, variation, coupon code) so that concurrent
    // checkouts queue up instead of deadlocking.
    const byRow = [...view.lines].sort(
      (a, b) => a.product.id - b.product.id || (a.variation?.id ?? 0) - (b.variation?.id ?? 0),
    );
    for (const line of byRow) await takeStock(tx, line);
    await recordCouponUsage(tx, [...appliedCodes].sort(), billing.email ?? '');
    await settleGiftCards(tx, { ...order, language: orderLanguage(order) }, cart, view, payment.paid, now);
    // A paid order's files can be downloaded at once (WooCommerce grants them on payment).
    await grantDownloadPermissions(tx, order, now);
    // The cart is emptied in the same transaction; the shopper's addresses are remembered.
    await writeCart(tx, sessionId, {
      ...emptyStoredCart(),
      chosenShippingMethods: cart.chosenShippingMethods,
    });
    await tx.update(sessions).set({ billing, shipping }).where(eq(sessions.id, sessionId));
    // As WooCommerce: the customer's saved addresses become the ones they just checked out with.
    if (customerId !== null) {
      await tx
        .update(customers)
        .set({ billing, shipping, modifiedAt: now })
        .where(eq(customers.id, customerId));
    }
    return { order, created: true };
  });
}
