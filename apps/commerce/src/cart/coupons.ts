/**
 * Coupons as WooCommerce applies them: whether a code may be used on this cart (with
 * WooCommerce's own messages), and how much each one takes off each line, in cents.
 * Usage is checked when applied; checkout records it under lock (recordCouponUsage).
 */

import type { MessageCode, MessageParams } from '@ppe/shop-rules/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { type CurrencyFormat, formatMoney } from '../lib/money.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const normaliseCode = (code: string) => code.trim().toLowerCase();

export async function findCoupons(db: Db, codes: string[]): Promise<Map<string, CouponRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(coupons)
    .where(sql`${coupons.code} = any(${sql.param(codes.map(normaliseCode))}::text[])`);
  return new Map(rows.map((row) => [row.code, row]));
}

/** What coupon rules need to know about one cart line. */
export interface DiscountableLine {
  productId: number;
  variationId: number | null;
  categoryIds: number[];
  quantity: number;
  /** Price times quantity, before any coupon. */
  subtotal: number;
}

export function couponAppliesToLine(coupon: CouponRow, line: DiscountableLine): boolean {
  const ids = [line.productId, ...(line.variationId ? [line.variationId] : [])];
  if (ids.some((id) => coupon.excludedProductIds.includes(id))) return false;
  if (line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id))) return false;
  const restricted = coupon.productIds.length > 0 || coupon.categoryIds.length > 0;
  if (!restricted) return true;
  return (
    ids.some((id) => coupon.productIds.includes(id)) ||
    line.categoryIds.some((id) => coupon.categoryIds.includes(id))
  );
}

export interface CouponCheck {
  coupon: CouponRow;
  /** Codes already on the cart (normalised), not counting this one. */
  otherCodes: string[];
  otherCoupons: CouponRow[];
  lines: DiscountableLine[];
  /** Billing email of the shopper, when known, for per-customer limits. */
  email: string | null;
  currency: CurrencyFormat;
  now: Date;
}

/** Why a coupon cannot be used: WooCommerce's sentence, and its code with the values it names. */
export interface CouponProblem {
  message: string;
  code: MessageCode;
  params: MessageParams;
}

/** The reason a coupon cannot be used on this cart, in WooCommerce's words; null when it can. */
export function couponProblem(check: CouponCheck): CouponProblem | null {
  const { coupon, lines } = check;
  const shown = coupon.code.toUpperCase();
  const problem = (code: MessageCode, message: string, about = shown): CouponProblem => ({
    message,
    code,
    params: code === 'COUPON_CART_EMPTY' ? {} : { coupon: about },
  });
  if (lines.length === 0)
    return problem('COUPON_CART_EMPTY', 'Please add something to your cart before applying a coupon.');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= check.now.getTime())
    return problem('COUPON_EXPIRED', 'This coupon has expired.');
  const usageLimit = problem('COUPON_USAGE_LIMIT', 'Coupon usage limit has been reached.');
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return usageLimit;
  if (coupon.usageLimitPerCustomer !== null && check.email) {
    const email = check.email.toLowerCase();
    const uses = coupon.usedBy.filter((used) => used === email).length;
    if (uses >= coupon.usageLimitPerCustomer) return usageLimit;
  }
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  if (coupon.minimumSpend !== null && subtotal < coupon.minimumSpend) {
    const amount = formatMoney(coupon.minimumSpend, check.currency);
    return {
      ...problem('COUPON_MINIMUM_SPEND', `The minimum spend for this coupon is ${amount}.`),
      params: { coupon: shown, amount },
    };
  }
  if (!lines.some((line) => couponAppliesToLine(coupon, line))) {
    return problem('COUPON_NOT_APPLICABLE', 'Sorry, this coupon is not applicable to selected products.');
  }
  if (coupon.individualUse && check.otherCodes.length > 0) {
    return problem(
      'COUPON_INDIVIDUAL_USE',
      `Sorry, coupon "${shown}" cannot be used in conjunction with other coupons.`,
    );
  }
  const exclusive = check.otherCoupons.find((other) => other.individualUse)?.code.toUpperCase();
  if (exclusive) {
    return problem(
      'COUPON_EXCLUSIVE_APPLIED',
      `Sorry, coupon "${exclusive}" has already been applied and cannot be used in conjunction with other coupons.`,
      exclusive,
    );
  }
  return null;
}

export function assertCouponUsable(check: CouponCheck): void {
  if (check.otherCodes.includes(check.coupon.code)) {
    throw new UserInputError('Coupon code already applied!', {
      code: 'COUPON_ALREADY_APPLIED',
      params: { coupon: check.coupon.code.toUpperCase() },
    });
  }
  const problem = couponProblem(check);
  if (problem) throw new UserInputError(problem.message, { code: problem.code, params: problem.params });
}

export const couponDoesNotExist = (code: string) =>
  new UserInputError(`Coupon "${code}" does not exist!`, {
    code: 'COUPON_NOT_FOUND',
    params: { coupon: code },
  });

/**
 * Splits `amount` cents over `weights` in proportion, whole cents only, the leftover cents going
 * to the largest remainders, so the parts always add up to the amount exactly.
 */
export function splitCents(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The cents each coupon takes off each line, coupons applied in order on what earlier ones
 * left (as WooCommerce does), never more than a line's remaining amount.
 */
export function couponDiscounts(applied: CouponRow[], lines: DiscountableLine[]): number[][] {
  const remaining = lines.map((line) => line.subtotal);
  return applied.map((coupon) => {
    const eligible = lines.map((line) => couponAppliesToLine(coupon, line));
    let wanted: number[];
    if (coupon.kind === 'percent') {
      wanted = lines.map((_, i) =>
        eligible[i] ? Math.round(((remaining[i] ?? 0) * coupon.amount) / 100) : 0,
      );
    } else if (coupon.kind === 'fixed_product') {
      wanted = lines.map((line, i) => (eligible[i] ? coupon.amount * line.quantity : 0));
    } else {
      const base = remaining.map((cents, i) => (eligible[i] ? cents : 0));
      const cap = Math.min(
        coupon.amount,
        base.reduce((sum, cents) => sum + cents, 0),
      );
      wanted = splitCents(cap, base);
    }
    return wanted.map((cents, i) => {
      const taken = Math.min(cents, remaining[i] ?? 0);
      remaining[i] = (remaining[i] ?? 0) - taken;
      return taken;
    });
  });
}

/** Counts one use of each coupon, only while it is under its limits (checked again here, under lock). */
export async function recordCouponUsage(tx: Db, codes: string[], email: string): Promise<void> {
  for (const code of codes) {
    const updated = await tx
      .update(coupons)
      .set({
        usageCount: sql`${coupons.usageCount} + 1`,
        usedBy: sql`array_append(${coupons.usedBy}, ${email})`,
      })
      .where(
        and(
          eq(coupons.code, code),
          sql`(${coupons.usageLimit} is null or ${coupons.usageCount} < ${coupons.usageLimit})`,
          sql`(${coupons.usageLimitPerCustomer} is null or coalesce(cardinality(array_positions(${coupons.usedBy}, ${email}::text)), 0) < ${coupons.usageLimitPerCustomer})`,
        ),
      )
      .returning({ id: coupons.id });
    if (updated.length === 0) {
      throw new UserInputError(`Coupon "${code.toUpperCase()}": coupon usage limit has been reached.`, {
        code: 'COUPON_USAGE_LIMIT',
        params: { coupon: code.toUpperCase() },
      });
    }
  }
}
