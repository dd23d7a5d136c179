/**
 * Which gift cards may pay for a cart and how much each covers. A card pays like cash, after
 * tax and shipping, in the order applied, never more than its balance or what is left to pay.
 */
import type { MessageCode } from '@ppe/shop-rules/messages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCards } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { normaliseGiftCardCode } from './codes.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

export interface AppliedGiftCardView {
  code: string;
  /** The card's balance now, before this cart spends from it. */
  balance: number;
  /** What it pays of this cart. */
  amount: number;
}

/** What one card paid of an order, in cents. */
export interface OrderGiftCardPaymentView {
  code: string;
  amount: number;
}

export async function findGiftCards(db: Db, codes: string[]): Promise<Map<string, GiftCardRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select().from(giftCards).where(inArray(giftCards.code, codes));
  return new Map(rows.map((row) => [row.code, row]));
}

export interface GiftCardProblem {
  message: string;
  code: MessageCode;
  params: Record<string, string>;
}

/** Why a card cannot pay for this cart; null when it can. */
export function giftCardProblem(
  card: GiftCardRow,
  cartHasGiftCard: boolean,
  now: Date,
): GiftCardProblem | null {
  const params = { card: card.code };
  if (cartHasGiftCard) {
    return {
      message: 'A gift card cannot be used to buy another gift card.',
      code: 'GIFT_CARD_FOR_GIFT_CARD',
      params: {},
    };
  }
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime())
    return { message: `Gift card ${card.code} has expired.`, code: 'GIFT_CARD_EXPIRED', params };
  if (card.balance <= 0)
    return { message: `Gift card ${card.code} has no balance left.`, code: 'GIFT_CARD_EMPTY', params };
  return null;
}

export const giftCardNotFound = (typed: string) =>
  new UserInputError(`Gift card "${typed}" does not exist. Please check the code.`, {
    code: 'GIFT_CARD_NOT_FOUND',
    params: { card: typed },
  });

/**
 * Checks a typed code before it goes on the cart: known, not on it yet, usable. Returns the
 * stored code; null when the text cannot be a gift card code (it is then a coupon code).
 */
export async function giftCardToApply(
  db: Db,
  typed: string,
  applied: string[],
  cartHasGiftCard: boolean,
  now: Date,
): Promise<string | null> {
  const code = normaliseGiftCardCode(typed);
  if (!code) return null;
  const card = (await findGiftCards(db, [code])).get(code);
  if (!card) throw giftCardNotFound(typed.trim());
  if (applied.includes(code)) {
    throw new UserInputError('This gift card is already applied to your cart.', {
      code: 'GIFT_CARD_ALREADY_APPLIED',
      params: { card: code },
    });
  }
  const problem = giftCardProblem(card, cartHasGiftCard, now);
  if (problem) throw new UserInputError(problem.message, { code: problem.code, params: problem.params });
  return code;
}

/** The cards on the cart that pay, in the order applied, and what each covers of `total`. */
export async function giftCardsPaying(
  db: Db,
  codes: string[],
  total: number,
  cartHasGiftCard: boolean,
  now: Date,
): Promise<AppliedGiftCardView[]> {
  const found = await findGiftCards(db, codes);
  let left = total;
  const paying: AppliedGiftCardView[] = [];
  for (const code of codes) {
    const card = found.get(code);
    if (!card || giftCardProblem(card, cartHasGiftCard, now)) continue;
    const amount = Math.min(card.balance, left);
    left -= amount;
    paying.push({ code, balance: card.balance, amount });
  }
  return paying;
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  AppliedGiftCardView: AppliedGiftCardView;
  GiftCardRow: GiftCardRow;
  OrderGiftCardPaymentView: OrderGiftCardPaymentView;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
