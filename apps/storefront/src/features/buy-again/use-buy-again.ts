import { useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { useCart } from '@/features/cart/use-cart';
import { refusalsByRow } from '@/features/quick-order/refusals';
import { GetOrderForBuyAgainOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { type BuyAgainLine, buyAgainLines, type Unavailable } from './order-lines';

/** What buying again said: how many lines went in, and each that did not, with its reason. */
export interface BuyAgainReport {
  added: number;
  notAdded: { name: string; reason: string }[];
  /** The shop could not be reached, or refused the lot: its words. */
  failure?: string;
}

/** Reads an order's lines as they can be bought today (null when the order cannot be read). */
export async function readBuyAgainLines(
  orderId: number,
  unreachable: string,
): Promise<BuyAgainLine[] | null> {
  const answer = await callShop(GetOrderForBuyAgainOperation, { id: String(orderId) }, unreachable);
  return answer.errors.length > 0 || !answer.data?.order ? null : buyAgainLines(answer.data.order);
}

/**
 * Puts every line that can still be bought in the cart in one request (addCartItems), and reports
 * what could not be: the lines known to be unavailable before asking, and those the shop refused.
 */
export function useBuyAgain() {
  const t = useTranslations('account.orders.buyAgain');
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const reason = (why: Unavailable) => t(`reasons.${why}` as 'reasons.gone');

  const buy = async (lines: readonly BuyAgainLine[]): Promise<BuyAgainReport> => {
    const unavailable = lines.flatMap((line) =>
      'unavailable' in line.outcome ? [{ name: line.name, reason: reason(line.outcome.unavailable) }] : [],
    );
    const addable = lines.flatMap((line) =>
      'addition' in line.outcome ? [{ line, addition: line.outcome.addition }] : [],
    );
    if (addable.length === 0) return { added: 0, notAdded: unavailable };
    setBusy(true);
    const result = await cart.addItems(addable.map(({ addition }) => addition)).catch(() => null);
    setBusy(false);
    if (!result) return { added: 0, notAdded: unavailable, failure: t('failed') };
    if (!result.ok) return { added: 0, notAdded: unavailable, failure: result.message ?? t('failed') };
    const refused = refusalsByRow(
      addable.map(({ line, addition }) => ({
        row: { id: line.key },
        addition: { ...addition, variationId: addition.variationId ?? null },
      })),
      result.cartErrors,
    );
    const notAdded = addable.flatMap(({ line }) => {
      const why = refused.get(line.key);
      return why === undefined ? [] : [{ name: line.name, reason: why }];
    });
    return { added: addable.length - notAdded.length, notAdded: [...unavailable, ...notAdded] };
  };

  return { buy, busy };
}
