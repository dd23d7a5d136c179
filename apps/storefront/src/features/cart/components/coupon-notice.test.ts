import { describe, expect, it } from 'vitest';
import { currentSuccess } from './coupon-notice';

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
