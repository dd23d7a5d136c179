import { describe, expect, it } from 'vitest';
import type { GetCustomerGiftCardsQuery } from '@/graphql/generated';
import { mapCustomerGiftCards } from './gift-cards';

type WireCard = NonNullable<GetCustomerGiftCardsQuery['customer']>['purchasedGiftCards'][number];

const card = (overrides: Partial<WireCard> = {}): WireCard => ({
  code: 'ABCD-EFGH-JKMN-PQRS',
  balance: '42.50',
  currency: 'USD',
  expiresAt: null,
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  deliveryDate: '2026-12-24',
  delivered: false,
  ...overrides,
});

const NOW = new Date('2026-11-24T12:00:00Z');

describe('the account gift cards', () => {
  it('reads the balance in cents and keeps recipient, delivery day and whether it was sent', () => {
    const { purchased, received } = mapCustomerGiftCards(
      {
        customer: {
          purchasedGiftCards: [card(), card({ code: 'WXYZ-0123-4567-89AB', delivered: true })],
          receivedGiftCards: [],
        },
      },
      NOW,
    );
    expect(received).toEqual([]);
    expect(purchased).toEqual([
      {
        code: 'ABCD-EFGH-JKMN-PQRS',
        balanceCents: 4250,
        currency: 'USD',
        expired: false,
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace@example.com',
        deliveryDate: '2026-12-24',
        delivered: false,
      },
      expect.objectContaining({ code: 'WXYZ-0123-4567-89AB', delivered: true }),
    ]);
  });

  it('marks a card expired from its expiry on, and never one without an expiry', () => {
    const { received } = mapCustomerGiftCards(
      {
        customer: {
          purchasedGiftCards: [],
          receivedGiftCards: [
            card({ expiresAt: '2026-11-24T12:00:00.000Z' }),
            card({ expiresAt: '2026-11-25T00:00:00.000Z' }),
            card({ expiresAt: null }),
          ],
        },
      },
      NOW,
    );
    expect(received.map((each) => each.expired)).toEqual([true, false, false]);
  });

  it('shows no cards when no one is signed in', () => {
    expect(mapCustomerGiftCards({ customer: null }, NOW)).toEqual({ purchased: [], received: [] });
  });
});
