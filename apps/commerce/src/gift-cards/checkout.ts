/**
 * The gift card part of placing an order, inside its transaction: every card on the cart must
 * still pay (a refused card is named rather than silently dropped), the paying cards are spent,
 * and a paid order's gift card lines become cards (as the Gift Cards extension creates them on
 * payment complete; an order paid later, by cash on delivery, gets none here).
 */
import type { Db } from '../db/client.ts';
import type { GiftCardChoice } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { type AppliedGiftCardView, findGiftCards, giftCardNotFound, giftCardProblem } from './cards.ts';
import { issueGiftCards, type PurchasingOrder, spendGiftCards } from './ledger.ts';
import { isGiftCardProduct } from './product.ts';

interface OrderedLine {
  product: { metaData: { key: string; value: string }[] };
  quantity: number;
  giftCard: GiftCardChoice | null;
}

export async function settleGiftCards(
  tx: Db,
  order: PurchasingOrder,
  cart: { giftCardCodes: string[] },
  view: { giftCards: AppliedGiftCardView[]; lines: OrderedLine[] },
  paid: boolean,
  now: Date,
): Promise<void> {
  const refused = cart.giftCardCodes.find((code) => !view.giftCards.some((card) => card.code === code));
  if (refused) {
    const card = (await findGiftCards(tx, [refused])).get(refused);
    if (!card) throw giftCardNotFound(refused);
    const hasGiftCardLine = view.lines.some((line) => isGiftCardProduct(line.product));
    const problem = giftCardProblem(card, hasGiftCardLine, now);
    if (problem) throw new UserInputError(problem.message, { code: problem.code, params: problem.params });
  }
  await spendGiftCards(tx, order.id, view.giftCards, now);
  if (paid) {
    await issueGiftCards(
      tx,
      order,
      view.lines.map((line) => ({ quantity: line.quantity, giftCard: line.giftCard ?? undefined })),
      now,
    );
  }
}
