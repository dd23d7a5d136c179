/** What the last coupon action left to say: a success names its coupon, a refusal is the backend's sentence. */
export type CouponNotice = { kind: 'applied' | 'removed'; code: string } | { kind: 'refused'; text: string };

/** WooCommerce keeps coupon codes in lower case, whatever case the shopper typed. */
const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The success worth showing now, given the codes the cart holds: "applied" only while that coupon is
 * still applied, "removed" only while it is still gone, so a change made elsewhere (the other view of
 * the cart, a line change that voids the coupon) never leaves a notice that is no longer true.
 */
export function currentSuccess(
  notice: CouponNotice | null,
  appliedCodes: readonly string[],
): { kind: 'applied' | 'removed'; code: string } | null {
  if (!notice || notice.kind === 'refused') return null;
  const applied = appliedCodes.some((code) => sameCode(code, notice.code));
  return (notice.kind === 'applied') === applied ? notice : null;
}
