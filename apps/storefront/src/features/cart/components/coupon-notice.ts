/**
 * What the last coupon action left to say: a success names its coupon (or gift card: the field
 * takes both, and the backend decides which a code is), a refusal is the backend's sentence.
 */
export type CouponNotice =
  | { kind: 'applied' | 'removed'; code: string; giftCard?: boolean }
  | { kind: 'refused'; text: string };

/** WooCommerce keeps coupon codes in lower case, whatever case the shopper typed. */
const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type Success = Extract<CouponNotice, { kind: 'applied' | 'removed' }>;

/**
 * The success worth showing now, given the codes the cart holds (its coupons' and gift cards'):
 * "applied" only while that code is still applied, "removed" only while it is still gone, so a
 * change made elsewhere (the other view of the cart, a line change that voids the coupon) never
 * leaves a notice that is no longer true. A gift card is known once the cart's cards are read, so
 * its "applied" waits for them instead of naming it a coupon first.
 */
export function currentSuccess(
  notice: CouponNotice | null,
  appliedCodes: readonly string[],
  giftCardCodes: readonly string[] = [],
): Success | null {
  if (!notice || notice.kind === 'refused') return null;
  const applied = [...appliedCodes, ...giftCardCodes].some((code) => sameCode(code, notice.code));
  return (notice.kind === 'applied') === applied ? notice : null;
}

/** Whether a success is about a gift card: one applied that the cart lists as a card, or one removed as a card. */
export function isGiftCardSuccess(success: Success, giftCardCodes: readonly string[]): boolean {
  if (success.kind === 'removed') return success.giftCard === true;
  return giftCardCodes.some((code) => sameCode(code, success.code));
}
