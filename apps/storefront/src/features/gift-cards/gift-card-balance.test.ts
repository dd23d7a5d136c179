import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { type ShopError, shopErrorOf } from '@/lib/commerce/errors/error-message';
import { errorText } from '@/lib/commerce/errors/error-text';
import { balanceOutcome, shownBalance, typedGiftCardCode } from './gift-card-balance';

describe('the balance check', () => {
  it('sends a code as typed, forgiving case, spaces and missing dashes as the backend does', () => {
    expect(typedGiftCardCode('  abcd-efgh-jkmn-pqrs ')).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
    expect(typedGiftCardCode('ABCD EFGH JKMN PQRS')).toEqual({ code: 'ABCD EFGH JKMN PQRS' });
    expect(typedGiftCardCode('abcdefghjkmnpqrs')).toEqual({ code: 'abcdefghjkmnpqrs' });
    // O, I and L are read as 0, 1 and 1 by the backend: still worth asking.
    expect(typedGiftCardCode('OOOO-IIII-LLLL-0000')).toEqual({ code: 'OOOO-IIII-LLLL-0000' });
  });

  it('stops what cannot be a code before it costs a check', () => {
    expect(typedGiftCardCode('   ')).toEqual({ problem: 'required' });
    expect(typedGiftCardCode('ABCD-EFGH-JKMN')).toEqual({ problem: 'shape' });
    expect(typedGiftCardCode('ABCD-EFGH-JKMN-PQRS-T')).toEqual({ problem: 'shape' });
    expect(typedGiftCardCode('ABCD-EFGH-JKMN-PQR$')).toEqual({ problem: 'shape' });
  });

  it('reads the balance in cents, an expired card and an unknown code', () => {
    expect(
      balanceOutcome({
        giftCardBalance: {
          code: 'ABCD-EFGH-JKMN-PQRS',
          balance: '1234.50',
          currency: 'USD',
          expiresAt: null,
          expired: false,
        },
      }),
    ).toEqual({
      kind: 'balance',
      code: 'ABCD-EFGH-JKMN-PQRS',
      cents: 123450,
      currency: 'USD',
      expiresAt: null,
    });
    expect(
      balanceOutcome({
        giftCardBalance: {
          code: 'ABCD-EFGH-JKMN-PQRS',
          balance: '20.00',
          currency: 'USD',
          expiresAt: '2026-01-01T00:00:00.000Z',
          expired: true,
        },
      }),
    ).toEqual({ kind: 'expired', code: 'ABCD-EFGH-JKMN-PQRS' });
    expect(balanceOutcome({ giftCardBalance: null })).toEqual({ kind: 'notFound' });
  });
});

// The catalogue as the shop has it: compiled when built (vitest.config.ts).
const { default: errors } = await import('../../messages/en-US/errors.json');

describe('the answer shown', () => {
  const t = createTranslator({ locale: 'en-US', messages: { errors }, namespace: 'errors' });
  const describeError = (error: ShopError | undefined) => (error ? errorText(error, t) : undefined);

  it('words the rate limit by its code, with the minutes to wait', () => {
    // The backend's refusal (apps/commerce/src/gift-cards/resolvers.ts, drawBalanceCheck).
    const refusal = shopErrorOf({
      message: 'Too many requests. Please try again in 4 minutes.',
      extensions: { code: 'RATE_LIMITED', params: { minutes: 4 } },
    });
    expect(shownBalance({ data: null, errors: [refusal] }, describeError, 'Unreachable')).toEqual({
      kind: 'refused',
      message: 'Too many attempts. Please wait 4 minutes and try again.',
    });
  });

  it('says the shop could not be asked when nothing came back, and shows a card otherwise', () => {
    expect(shownBalance({ data: null, errors: [] }, describeError, 'Unreachable')).toEqual({
      kind: 'refused',
      message: 'Unreachable',
    });
    expect(
      shownBalance({ data: { giftCardBalance: null }, errors: [] }, describeError, 'Unreachable'),
    ).toEqual({
      kind: 'notFound',
    });
  });
});
