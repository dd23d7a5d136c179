'use client';

import type { CartActions } from '@/features/cart/cart-actions';
import type { CheckoutMutationVariables } from '@/graphql/generated';
import type { ShopError } from '@/lib/commerce/errors/error-message';
import { orderReceivedPath } from './api';
import { type FieldError, serverFieldErrors } from './field-errors';
import { type GiftCardPayment, mapOrder, paymentsThatAddUp } from './map-order';
import { rememberPlacedOrder } from './placed-order';

export type PlaceOrderOutcome =
  | { ok: true; path: string }
  /** Refused: the fields the backend named, and its sentence for the summary when it named none. */
  | { ok: false; fieldErrors: FieldError[]; message: string | null };

/**
 * Sends the order through the shopper's store (`cart.placeOrder`: in turn with the cart's changes,
 * and the emptied cart shown at once). A placed order is kept for the order-received page
 * (WooGraphQL lets no guest read it afterwards), with the gift cards the cart showed paying it,
 * and answered with that page's path.
 */
export async function placeOrder(
  cart: Pick<CartActions, 'placeOrder'>,
  variables: CheckoutMutationVariables,
  messages: {
    unreachable: string;
    failed: string;
    /** A refusal in the shopper's words (lib/commerce/errors/use-error-text.ts). */
    describe: (error: ShopError | undefined) => string | undefined;
  },
  giftCards: readonly GiftCardPayment[] = [],
): Promise<PlaceOrderOutcome> {
  const answer = await cart.placeOrder(variables, messages.unreachable);
  const checkout = answer.data?.checkout;
  const placed = checkout
    ? {
        result: checkout.result,
        redirect: checkout.redirect,
        orderId: checkout.order?.databaseId ?? null,
        orderKey: checkout.order?.orderKey ?? null,
      }
    : null;
  const path = placed ? orderReceivedPath(placed) : null;
  if (answer.errors[0] || !path) {
    const fieldErrors = serverFieldErrors(answer.fieldErrors);
    return {
      ok: false,
      fieldErrors,
      message: fieldErrors.length > 0 ? null : (messages.describe(answer.errors[0]) ?? messages.failed),
    };
  }
  const order = mapOrder(checkout?.order);
  if (order) {
    const kept = { ...order, giftCardPayments: paymentsThatAddUp(order, giftCards) };
    rememberPlacedOrder(window.sessionStorage, kept, placed?.orderKey ?? null);
  }
  return { ok: true, path };
}
