/**
 * Money moving on gift cards, always inside the order's transaction: issuing cards for the gift
 * card lines of a paid order, and spending the cards that pay for one. Spending locks each card
 * row (in code order, so concurrent checkouts queue instead of deadlocking) and checks the balance
 * again under the lock: of two checkouts racing for one card, the second sees what the first left
 * and is refused when that no longer covers its share, so a balance never goes below zero.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type GiftCardChoice, giftCards, giftCardTransactions } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { type AppliedGiftCardView, giftCardProblem, type OrderGiftCardPaymentView } from './cards.ts';
import { generateGiftCardCode } from './codes.ts';

export async function spendGiftCards(
  tx: Db,
  orderId: number,
  paying: AppliedGiftCardView[],
  now: Date,
): Promise<void> {
  const byCode = [...paying].filter((card) => card.amount > 0).sort((a, b) => a.code.localeCompare(b.code));
  for (const wanted of byCode) {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.code, wanted.code)).for('update');
    const problem = card ? giftCardProblem(card, false, now) : null;
    if (!card || problem || card.balance < wanted.amount) {
      throw new UserInputError(
        `The balance of gift card ${wanted.code} has changed. Please review your order and try again.`,
        { code: 'GIFT_CARD_BALANCE_CHANGED', params: { card: wanted.code } },
      );
    }
    await tx
      .update(giftCards)
      .set({ balance: card.balance - wanted.amount })
      .where(eq(giftCards.id, card.id));
    await tx
      .insert(giftCardTransactions)
      .values({ giftCardId: card.id, orderId, amount: -wanted.amount, kind: 'spent', createdAt: now });
  }
}

export interface GiftCardPurchase {
  quantity: number;
  giftCard?: GiftCardChoice | undefined;
}

export interface PurchasingOrder {
  id: number;
  customerId: number | null;
  currency: string;
  billing: { firstName?: string; lastName?: string };
  /** The language the order was placed in: each card's email speaks it. */
  language: StoreLanguage;
}

/** One card per gift card unit of a paid order; returns their codes. */
export async function issueGiftCards(
  tx: Db,
  order: PurchasingOrder,
  lines: GiftCardPurchase[],
  now: Date,
): Promise<string[]> {
  const codes: string[] = [];
  const purchaserName = [order.billing.firstName, order.billing.lastName].filter(Boolean).join(' ');
  for (const line of lines) {
    const choice = line.giftCard;
    if (!choice) continue;
    for (let unit = 0; unit < line.quantity; unit++) {
      const [card] = await tx
        .insert(giftCards)
        .values({
          code: generateGiftCardCode(),
          initialBalance: choice.amount,
          balance: choice.amount,
          currency: order.currency,
          purchaseOrderId: order.id,
          purchaserCustomerId: order.customerId,
          purchaserName,
          recipientName: choice.recipientName,
          recipientEmail: choice.recipientEmail,
          message: choice.message,
          deliveryDate: choice.deliveryDate,
          language: order.language,
          createdAt: now,
        })
        .returning();
      if (!card) throw new Error('The gift card was not stored.');
      await tx.insert(giftCardTransactions).values({
        giftCardId: card.id,
        orderId: order.id,
        amount: card.initialBalance,
        kind: 'issued',
        createdAt: now,
      });
      codes.push(card.code);
    }
  }
  return codes;
}

/** What each card paid of an order, in the order they were spent. */
export async function orderGiftCardPayments(db: Db, orderId: number): Promise<OrderGiftCardPaymentView[]> {
  const rows = await db
    .select({ code: giftCards.code, amount: giftCardTransactions.amount })
    .from(giftCardTransactions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
    .where(and(eq(giftCardTransactions.orderId, orderId), eq(giftCardTransactions.kind, 'spent')))
    .orderBy(asc(giftCardTransactions.id));
  return rows.map((row) => ({ code: row.code, amount: -row.amount }));
}
