import type { GetCustomerGiftCardsQuery } from '@/graphql/generated';
import { centsOrZero } from '@/lib/format/price';

/** One of the customer's gift cards as the account's table shows it. */
export interface AccountGiftCard {
  code: string;
  balanceCents: number;
  currency: string;
  expired: boolean;
  recipientName: string;
  recipientEmail: string;
  /** YYYY-MM-DD: the day the recipient's email is (or was) due. */
  deliveryDate: string;
  /** Whether the recipient's email has gone out: Sent, else Scheduled. */
  delivered: boolean;
}

export interface AccountGiftCards {
  purchased: AccountGiftCard[];
  received: AccountGiftCard[];
}

type WireCard = NonNullable<GetCustomerGiftCardsQuery['customer']>['purchasedGiftCards'][number];

function accountGiftCard(card: WireCard, now: Date): AccountGiftCard {
  const expiresAt = card.expiresAt ? Date.parse(card.expiresAt) : Number.NaN;
  return {
    code: card.code,
    balanceCents: centsOrZero(card.balance),
    currency: card.currency,
    // The backend refuses a card from its expiry on; an unreadable date is taken as none.
    expired: !Number.isNaN(expiresAt) && expiresAt <= now.getTime(),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    deliveryDate: card.deliveryDate,
    delivered: card.delivered,
  };
}

/** The customer's cards from getCustomerGiftCards, in the backend's order (newest first). */
export function mapCustomerGiftCards(data: GetCustomerGiftCardsQuery, now = new Date()): AccountGiftCards {
  const customer = data.customer;
  return {
    purchased: (customer?.purchasedGiftCards ?? []).map((card) => accountGiftCard(card, now)),
    received: (customer?.receivedGiftCards ?? []).map((card) => accountGiftCard(card, now)),
  };
}
