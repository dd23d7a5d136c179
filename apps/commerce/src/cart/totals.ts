/**
 * A cart as the shopper sees it, computed from the stored lines with today's prices: line
 * subtotals, coupon discounts, shipping and tax, all in integer cents so totals never show
 * float errors. Coupons that stopped qualifying (the cart shrank below a minimum spend, one
 * expired) are left out of the totals. Gift cards pay last, like cash, from the total after tax.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProductRecord, VariationRow } from '../catalog/loaders.ts';
import { type AppliedTierView, appliedTier, tiersOf } from '../catalog/quantity-tiers.ts';
import { localizeProducts } from '../catalog/translations.ts';
import type { Db } from '../db/client.ts';
import {
  type AddressFields,
  type GiftCardChoice,
  products,
  productTerms,
  productVariations,
  terms,
} from '../db/schema.ts';
import { type AppliedGiftCardView, giftCardsPaying } from '../gift-cards/cards.ts';
import { isGiftCardProduct } from '../gift-cards/product.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import type { SessionRow } from '../sessions/session.ts';
import {
  type CouponRow,
  couponDiscounts,
  couponProblem,
  type DiscountableLine,
  findCoupons,
} from './coupons.ts';
import { type CartRules, STORE_CART_RULES } from './items.ts';
import { availableRates, chooseRate, type ShippingRateView, zoneMethods } from './shipping.ts';
import type { StoredCart } from './store.ts';
import { taxOn, taxRateFor } from './tax.ts';

/** Where the store is: used for shipping and tax until the shopper gives an address. */
export const STORE_BASE = { country: 'US', state: '' } as const;

export interface CartLineView extends DiscountableLine {
  key: string;
  product: ProductRecord;
  variation: VariationRow | null;
  /** Chosen attribute values (for 'any' attributes too). */
  attributes: Record<string, string>;
  /** The amount and recipient chosen, on a gift card product's line. */
  giftCard: GiftCardChoice | null;
  /** What one unit costs on this line: the box and case tier's price once its quantity reaches one. */
  unitPrice: number;
  /** The tier the line's quantity reached, with its saving; null at the plain price. */
  tier: AppliedTierView | null;
  total: number;
  subtotalTax: number;
  tax: number;
}

export interface AppliedCouponView {
  code: string;
  description: string;
  discount: number;
  discountTax: number;
}

export interface CartView {
  lines: CartLineView[];
  subtotal: number;
  subtotalTax: number;
  discountTotal: number;
  discountTax: number;
  contentsTotal: number;
  contentsTax: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  /** What is left to pay once the gift cards have paid their part. */
  total: number;
  giftCards: AppliedGiftCardView[];
  appliedCoupons: AppliedCouponView[];
  needsShipping: boolean;
  rates: ShippingRateView[];
  chosenShippingMethods: string[];
}

/** The address shipping and tax are computed for: shipping, else billing, else the store's. */
export function customerLocation(session: Pick<SessionRow, 'billing' | 'shipping'> | null) {
  const pick = (address: AddressFields | undefined) =>
    address?.country ? { country: address.country, state: address.state ?? '' } : null;
  return pick(session?.shipping) ?? pick(session?.billing) ?? STORE_BASE;
}

async function categoriesOf(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select({ productId: productTerms.productId, termId: productTerms.termId })
    .from(productTerms)
    .innerJoin(terms, eq(terms.id, productTerms.termId))
    .where(and(inArray(productTerms.productId, productIds), eq(terms.taxonomy, 'product_cat')));
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row.termId]);
  return map;
}

/**
 * The cart's lines at today's prices, their products named in `language`: where `rules` apply box
 * and case pricing, a line pays the tier its own quantity reached (quantity-tiers.ts).
 */
export async function loadCartLines(
  db: Db,
  cart: StoredCart,
  language: StoreLanguage = DEFAULT_LANGUAGE,
  rules: CartRules = STORE_CART_RULES,
): Promise<CartLineView[]> {
  const productIds = [...new Set(cart.lines.map((line) => line.productId))];
  const variationIds = cart.lines.flatMap((line) => (line.variationId ? [line.variationId] : []));
  // One after another: inside a transaction the three share one connection.
  const productRows = productIds.length
    ? await localizeProducts(
        db,
        language,
        await db.select().from(products).where(inArray(products.id, productIds)),
      )
    : [];
  const variationRows = variationIds.length
    ? await db.select().from(productVariations).where(inArray(productVariations.id, variationIds))
    : [];
  const categories = await categoriesOf(db, productIds);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const variationById = new Map(variationRows.map((row) => [row.id, row]));
  const lines: CartLineView[] = [];
  for (const stored of cart.lines) {
    const product = productById.get(stored.productId);
    const variation = stored.variationId ? (variationById.get(stored.variationId) ?? null) : null;
    // A product deleted since it was added simply drops out of the cart, as in WooCommerce.
    if (!product || (stored.variationId && !variation)) continue;
    const giftCard = stored.giftCard && isGiftCardProduct(product) ? stored.giftCard : null;
    const plainPrice = giftCard?.amount ?? (variation ? variation.price : product.price) ?? 0;
    const tier =
      rules.quantityTiers && !giftCard
        ? appliedTier(tiersOf(product, variation), plainPrice, stored.quantity)
        : null;
    const unitPrice = tier?.price ?? plainPrice;
    lines.push({
      key: stored.key,
      productId: product.id,
      variationId: variation?.id ?? null,
      categoryIds: categories.get(product.id) ?? [],
      quantity: stored.quantity,
      product,
      variation,
      attributes: stored.variation,
      giftCard,
      unitPrice,
      tier,
      subtotal: unitPrice * stored.quantity,
      total: 0,
      subtotalTax: 0,
      tax: 0,
    });
  }
  return lines;
}

export async function computeCart(
  db: Db,
  cart: StoredCart,
  session: Pick<SessionRow, 'billing' | 'shipping'> | null,
  currency: CurrencyFormat,
  now = new Date(),
  language: StoreLanguage = DEFAULT_LANGUAGE,
  rules: CartRules = STORE_CART_RULES,
): Promise<CartView> {
  const lines = await loadCartLines(db, cart, language, rules);
  const found = await findCoupons(db, cart.couponCodes);
  const applied: CouponRow[] = [];
  for (const code of cart.couponCodes) {
    const coupon = found.get(code);
    if (!coupon) continue;
    const problem = couponProblem({
      coupon,
      otherCodes: applied.map((c) => c.code),
      otherCoupons: applied,
      lines,
      email: session?.billing.email ?? null,
      currency,
      now,
    });
    if (!problem) applied.push(coupon);
  }
  // A coupon never discounts a gift card: the card would be worth more than was paid for it.
  const discountable = lines.map((line) =>
    isGiftCardProduct(line.product) ? { ...line, subtotal: 0 } : line,
  );
  const discounts = couponDiscounts(applied, discountable);
  for (const [i, line] of lines.entries()) {
    line.total = line.subtotal - discounts.reduce((sum, perLine) => sum + (perLine[i] ?? 0), 0);
  }

  const location = customerLocation(session);
  const rate = await taxRateFor(db, location.country, location.state);
  for (const line of lines) {
    line.subtotalTax = taxOn(line.subtotal, rate);
    line.tax = taxOn(line.total, rate);
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const subtotal = sum(lines.map((line) => line.subtotal));
  const contentsTotal = sum(lines.map((line) => line.total));
  const subtotalTax = sum(lines.map((line) => line.subtotalTax));
  const contentsTax = sum(lines.map((line) => line.tax));

  const needsShipping = lines.some((line) => !(line.variation?.virtual ?? line.product.virtual));
  const rates = needsShipping
    ? availableRates(
        await zoneMethods(db, location.country, location.state),
        contentsTotal,
        applied.some((coupon) => coupon.freeShipping),
      )
    : [];
  const chosen = chooseRate(rates, cart.chosenShippingMethods[0]);
  const shippingTotal = chosen?.cost ?? 0;
  const shippingTax = rate?.appliesToShipping ? taxOn(shippingTotal, rate) : 0;
  const totalTax = contentsTax + shippingTax;
  const total = contentsTotal + shippingTotal + totalTax;
  const hasGiftCardLine = lines.some((line) => isGiftCardProduct(line.product));
  const giftCards = await giftCardsPaying(db, cart.giftCardCodes, total, hasGiftCardLine, now);

  return {
    lines,
    subtotal,
    subtotalTax,
    discountTotal: subtotal - contentsTotal,
    discountTax: subtotalTax - contentsTax,
    contentsTotal,
    contentsTax,
    shippingTotal,
    shippingTax,
    totalTax,
    total: total - sum(giftCards.map((card) => card.amount)),
    giftCards,
    appliedCoupons: applied.map((coupon, c) => {
      const discount = sum(discounts[c] ?? []);
      return {
        code: coupon.code,
        description: coupon.description,
        discount,
        discountTax: taxOn(discount, rate),
      };
    }),
    needsShipping,
    rates,
    chosenShippingMethods: chosen ? [chosen.id] : [],
  };
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  CartView: CartView;
  CartLineView: CartLineView;
  AppliedCouponView: AppliedCouponView;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
