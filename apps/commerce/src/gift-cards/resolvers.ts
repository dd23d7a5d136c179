/**
 * The gift card plugin fields (extensions.graphql): the cards paying for the cart, a cart line's
 * gift card choice as WooGraphQL's item `extraData`, the balance check anyone holding a code may
 * make (rate-limited per address, so codes cannot be tried in bulk), and the signed-in customer's
 * bought and received cards.
 */
import { desc, eq } from 'drizzle-orm';
import { customers, type GiftCardChoice, giftCards } from '../db/schema.ts';
import type { Context } from '../graphql/context.ts';
import type {
  AppliedGiftCardResolvers,
  CartResolvers,
  CustomerResolvers,
  GiftCardBalanceResolvers,
  GiftCardResolvers,
  OrderGiftCardPaymentResolvers,
  OrderResolvers,
  RootQueryResolvers,
  SimpleCartItemResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { moneyFields } from '../graphql/money-fields.ts';
import { UserInputError } from '../lib/errors.ts';
import { rateLimitedMessage } from '../limits/rules.ts';
import type { AppliedGiftCardView, GiftCardRow, OrderGiftCardPaymentView } from './cards.ts';
import { findGiftCards } from './cards.ts';
import { normaliseGiftCardCode } from './codes.ts';
import { orderGiftCardPayments } from './ledger.ts';

export const giftCardCartResolvers: CartResolvers = {
  appliedGiftCards: (cart) => cart.giftCards,
};

export const appliedGiftCardResolvers: AppliedGiftCardResolvers = {
  code: (card) => card.code,
  ...moneyFields<AppliedGiftCardView>()(['balance', 'amount']),
};

/** The line's gift card choice under the Gift Cards extension's cart item keys. */
export const giftCardItemResolvers: SimpleCartItemResolvers = {
  // The line's own shape, not the cart's type: the cart imports this folder, never the reverse.
  extraData: (line: { key: string; giftCard: GiftCardChoice | null }, args) => {
    const choice = line.giftCard;
    if (!choice) return [];
    const entries = [
      ['wc_gc_giftcard_amount', (choice.amount / 100).toFixed(2)],
      ['wc_gc_giftcard_to_name', choice.recipientName],
      ['wc_gc_giftcard_to', choice.recipientEmail],
      ['wc_gc_giftcard_message', choice.message],
      ['wc_gc_giftcard_delivery', choice.deliveryDate],
    ].map(([key, value]) => ({ id: `${line.key}:${key}`, key, value }));
    const wanted = args.key ? [args.key] : (args.keysIn ?? []).filter((key): key is string => !!key);
    return wanted.length > 0 ? entries.filter((entry) => wanted.includes(entry.key ?? '')) : entries;
  },
};

async function drawBalanceCheck(context: Context): Promise<void> {
  if (!context.rateLimiter) return;
  const refusal = await context.rateLimiter.take([
    { rule: 'giftCardBalance', subject: context.clientAddress },
  ]);
  if (refusal) {
    throw new UserInputError(rateLimitedMessage(refusal.retryAfterSeconds), {
      code: 'RATE_LIMITED',
      params: { minutes: Math.ceil(refusal.retryAfterSeconds / 60) },
    });
  }
}

export const giftCardQueryResolvers: RootQueryResolvers = {
  giftCardBalance: async (_root, args, context) => {
    await drawBalanceCheck(context);
    const code = normaliseGiftCardCode(args.code);
    return code ? ((await findGiftCards(context.db, [code])).get(code) ?? null) : null;
  },
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const giftCardBalanceResolvers: GiftCardBalanceResolvers = {
  code: (card) => card.code,
  ...moneyFields<GiftCardRow>()(['balance']),
  currency: (card) => card.currency,
  expiresAt: (card) => iso(card.expiresAt),
  expired: (card) => card.expiresAt !== null && card.expiresAt.getTime() <= Date.now(),
};

export const giftCardResolvers: GiftCardResolvers = {
  code: (card) => card.code,
  ...moneyFields<GiftCardRow>()(['balance', 'initialBalance']),
  currency: (card) => card.currency,
  expiresAt: (card) => iso(card.expiresAt),
  recipientName: (card) => card.recipientName,
  recipientEmail: (card) => card.recipientEmail,
  deliveryDate: (card) => card.deliveryDate,
  delivered: (card) => card.deliveredAt !== null,
};

/** The signed-in customer's own cards; nobody else's, whichever Customer the query names. */
async function ownCards(context: Context, which: 'purchased' | 'received'): Promise<GiftCardRow[]> {
  const customerId = await context.auth.customerId();
  if (customerId === null) return [];
  const [customer] = await context.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return [];
  const where =
    which === 'purchased'
      ? eq(giftCards.purchaserCustomerId, customerId)
      : eq(giftCards.recipientEmail, customer.email.toLowerCase());
  return context.db.select().from(giftCards).where(where).orderBy(desc(giftCards.id));
}

export const giftCardCustomerResolvers: CustomerResolvers = {
  purchasedGiftCards: (_customer, _args, context) => ownCards(context, 'purchased'),
  receivedGiftCards: (_customer, _args, context) => ownCards(context, 'received'),
};

/** What each card paid of the order, from the ledger (the order's own access rules apply). */
export const giftCardOrderResolvers: OrderResolvers = {
  giftCardPayments: (order, _args, context) => orderGiftCardPayments(context.db, order.id),
};

export const orderGiftCardPaymentResolvers: OrderGiftCardPaymentResolvers = {
  code: (payment) => payment.code,
  ...moneyFields<OrderGiftCardPaymentView>()(['amount']),
};
