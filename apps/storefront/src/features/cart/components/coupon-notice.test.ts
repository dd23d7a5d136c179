import { describe, expect, it } from 'vitest';
import { currentSuccess, isGiftCardSuccess } from './coupon-notice';

describe('the coupon notice', () => {
  it('says "applied" while the coupon is in the cart, in any case the shopper typed it', () => {
    const notice = { kind: 'applied', code: 'WELCOME10' } as const;
    expect(currentSuccess(notice, ['welcome10'])).toEqual(notice);
  });

  it('says nothing once the applied coupon is gone, whoever removed it', () => {
    expect(currentSuccess({ kind: 'applied', code: 'welcome10' }, [])).toBeNull();
    expect(currentSuccess({ kind: 'applied', code: 'welcome10' }, ['freeship'])).toBeNull();
  });

  it('says "removed" only while the coupon stays out of the cart', () => {
    const notice = { kind: 'removed', code: 'welcome10' } as const;
    expect(currentSuccess(notice, ['freeship'])).toEqual(notice);
    expect(currentSuccess(notice, ['welcome10'])).toBeNull();
  });

  it('leaves refusals and silence to the caller', () => {
    expect(currentSuccess({ kind: 'refused', text: 'Coupon "x" does not exist!' }, [])).toBeNull();
    expect(currentSuccess(null, ['welcome10'])).toBeNull();
  });
});

describe('the notice of a gift card in the coupon field', () => {
  const CARD = 'ABCD-EFGH-JKMN-PQRS';

  it('waits for the cart to list the card, then says a gift card was applied', () => {
    const notice = { kind: 'applied', code: CARD } as const;
    // The cart answered, its cards not read yet: neither a coupon nor a card to name.
    expect(currentSuccess(notice, [], [])).toBeNull();
    const success = currentSuccess(notice, [], [CARD]);
    expect(success).toEqual(notice);
    expect(success && isGiftCardSuccess(success, [CARD])).toBe(true);
  });

  it('names an applied coupon a coupon', () => {
    const notice = { kind: 'applied', code: 'welcome10' } as const;
    expect(isGiftCardSuccess(notice, [CARD])).toBe(false);
  });

  it('says a card was removed only once the cart no longer lists it', () => {
    const notice = { kind: 'removed', code: CARD, giftCard: true } as const;
    expect(currentSuccess(notice, [], [CARD])).toBeNull();
    expect(currentSuccess(notice, [], [])).toEqual(notice);
    expect(isGiftCardSuccess(notice, [])).toBe(true);
    expect(isGiftCardSuccess({ kind: 'removed', code: 'welcome10' }, [])).toBe(false);
  });
});
