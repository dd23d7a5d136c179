/**
 * The gift cards paying the cart (gift cards plugin, docs/backend.md "Gift cards"). The cart stays
 * stock WooGraphQL, so the cards are a read of their own (getCartGiftCards), sent only when the
 * backend takes gift cards and the cart says something else pays: its total is below what its
 * listed parts add up to, or cards were shown before this cart (one may just have been removed).
 * A cart without cards therefore costs no extra request, and a stock site is never asked.
 */
import type { AppliedGiftCard, Cart } from '@/features/shopper/cart-types';
import { type ShopperEnv, type ShopperStoreApi, watch } from '@/features/shopper/store';
import type { GetCartGiftCardsQuery } from '@/graphql/generated';
import { GetCartGiftCardsOperation } from '@/graphql/generated/browser-operations.generated';
import { centsOrZero } from '@/lib/format/price';

type WooAppliedGiftCard = NonNullable<GetCartGiftCardsQuery['cart']>['appliedGiftCards'][number];

export function mapAppliedGiftCards(
  cards: readonly WooAppliedGiftCard[] | null | undefined,
): AppliedGiftCard[] {
  return (cards ?? []).map((card) => ({
    code: card.code,
    balance: centsOrZero(card.balance),
    amount: centsOrZero(card.amount),
  }));
}

/** Something other than subtotal, discounts, shipping and tax pays part of the cart: a gift card. */
export function somethingElsePays(cart: Cart): boolean {
  return cart.total < cart.subtotal - cart.discountTotal + cart.shippingTotal + cart.totalTax;
}

/** Whether a new cart calls for reading its gift cards, given whether cards are shown now. */
export function needsGiftCardRead(cart: Cart, cardsShown: boolean): boolean {
  // An emptied cart has nothing left for a card to pay: the cards go with it, unread.
  if (cart.lines.length === 0 && cart.itemCount === 0) return false;
  return cardsShown || somethingElsePays(cart);
}

/** Follows the cart: reads its cards when the rule above says so, forgets them with the cart. */
export function watchAppliedGiftCards(store: ShopperStoreApi, env: ShopperEnv): void {
  // Only the answer to the latest read is shown: an older one may describe a cart since changed.
  let sent = 0;
  watch(
    store,
    (state) => state.cart,
    (cart) => {
      const { giftCards, appliedGiftCards } = store.getState();
      if (!giftCards || !cart) return;
      const order = ++sent;
      if (!needsGiftCardRead(cart, appliedGiftCards.length > 0)) {
        if (appliedGiftCards.length > 0) store.setState({ appliedGiftCards: [] });
        return;
      }
      void env.call(GetCartGiftCardsOperation, {}, env.messages().cartUnreachable).then(({ data }) => {
        // A failed read keeps the cards shown: the cart's total still says what is left to pay.
        if (order !== sent || !data?.cart) return;
        store.setState({ appliedGiftCards: mapAppliedGiftCards(data.cart.appliedGiftCards) });
      });
    },
  );
}
