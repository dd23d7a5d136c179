/**
 * What shoppers do to a cart. Each change reads the cart row locked, checks every rule, and
 * writes it back in one transaction, so a refused change leaves the cart exactly as it was and
 * two requests for one session cannot interleave.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import type { Db } from '../db/client.ts';
import type { AddressFields } from '../db/schema.ts';
import { giftCardToApply } from '../gift-cards/cards.ts';
import { normaliseGiftCardCode } from '../gift-cards/codes.ts';
import { giftCardSettings, isGiftCardProduct, parseGiftCardChoice } from '../gift-cards/product.ts';
import { UserInputError } from '../lib/errors.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import { type SessionRow, updateSessionAddresses } from '../sessions/session.ts';
import { assertCouponUsable, couponDoesNotExist, findCoupons, normaliseCode } from './coupons.ts';
import {
  type AddRequest,
  assertInStock,
  assertWholePacks,
  type CartRules,
  lineKey,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  quantityFromSameStock,
  resolvePurchasable,
  STORE_CART_RULES,
} from './items.ts';
import { deleteCart, emptyStoredCart, lockAndReadCart, type StoredCart, writeCart } from './store.ts';
import { loadCartLines } from './totals.ts';

async function changeCart<T>(
  db: Db,
  sessionId: string,
  change: (cart: StoredCart, tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Concurrent changes to one cart queue up instead of overwriting each other.
    const cart = await lockAndReadCart(tx, sessionId);
    const result = await change(cart, tx);
    await writeCart(tx, sessionId, cart);
    return result;
  });
}

const assertQuantity = (quantity: number) => {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new UserInputError('The quantity must be a whole number of at least 1.', {
      code: 'QUANTITY_INVALID',
    });
  }
  if (quantity > MAX_LINE_QUANTITY)
    throw new UserInputError(`You can order at most ${MAX_LINE_QUANTITY} of one item.`, {
      code: 'QUANTITY_TOO_HIGH',
      params: { max: MAX_LINE_QUANTITY },
    });
};

/**
 * Adds to the line for the same product, variation and choices, or opens a new line. Returns its
 * key. A gift card product needs its amount and recipient in `extraData`; each recipient and
 * amount is a line of its own.
 */
export function addToCart(
  db: Db,
  sessionId: string,
  request: AddRequest,
  quantity: number,
  extraData: string | null = null,
  rules: CartRules = STORE_CART_RULES,
): Promise<string> {
  assertQuantity(quantity);
  return changeCart(db, sessionId, (cart, tx) => addLine(cart, tx, { request, quantity, extraData }, rules));
}

export interface CartItemRequest {
  request: AddRequest;
  quantity: number;
  extraData: string | null;
}

/** What became of one item of addCartItems: its line's key, or why it was not added. */
export type CartItemOutcome = { item: CartItemRequest } & ({ key: string } | { refusal: UserInputError });

/**
 * WooGraphQL's addCartItems: each item is added as addToCart would add it, in order, in one
 * change of the cart; an item that cannot be added is reported and the others still go in
 * (recorded from a real site: real-site/quick-order.json). When none can, nothing changes and the
 * whole request is refused with WooGraphQL's sentence.
 */
export function addCartItems(
  db: Db,
  sessionId: string,
  items: CartItemRequest[],
  rules: CartRules = STORE_CART_RULES,
): Promise<CartItemOutcome[]> {
  return changeCart(db, sessionId, async (cart, tx) => {
    const outcomes: CartItemOutcome[] = [];
    for (const item of items) {
      try {
        assertQuantity(item.quantity);
        outcomes.push({ item, key: await addLine(cart, tx, item, rules) });
      } catch (error) {
        if (!(error instanceof UserInputError)) throw error;
        outcomes.push({ item, refusal: error });
      }
    }
    if (!outcomes.some((outcome) => 'key' in outcome))
      throw new UserInputError('Failed to add any cart items. Please check input.');
    return outcomes;
  });
}

/** Adds one item to the cart being changed, touched only once every rule has passed (a refusal leaves it). */
async function addLine(
  cart: StoredCart,
  tx: Db,
  { request, quantity, extraData }: CartItemRequest,
  rules: CartRules,
) {
  const item = await resolvePurchasable(tx, request);
  const settings = giftCardSettings(item.product);
  const giftCard = settings ? parseGiftCardChoice(settings, extraData, new Date()) : undefined;
  const keyed = giftCard ? { ...item.attributes, _gift_card: JSON.stringify(giftCard) } : item.attributes;
  const key = lineKey(item.product.id, item.variation?.id ?? null, keyed);
  const existing = cart.lines.find((line) => line.key === key);
  if (!existing && cart.lines.length >= MAX_CART_LINES) {
    throw new UserInputError(`Your cart can hold at most ${MAX_CART_LINES} different items.`, {
      code: 'CART_LINES_LIMIT',
      params: { max: MAX_CART_LINES },
    });
  }
  const newQuantity = (existing?.quantity ?? 0) + quantity;
  assertQuantity(newQuantity);
  assertWholePacks(item, newQuantity, rules);
  assertInStock(item, quantity, quantityFromSameStock(cart.lines, item, null));
  if (existing) existing.quantity = newQuantity;
  else {
    cart.lines.push({
      key,
      productId: item.product.id,
      variationId: item.variation?.id ?? null,
      variation: item.attributes,
      quantity,
      ...(giftCard ? { giftCard } : {}),
    });
  }
  return key;
}

export interface QuantityChange {
  key: string;
  quantity: number;
}

/** Sets line quantities; 0 removes the line. All or nothing: one bad line refuses the lot. */
export function updateQuantities(
  db: Db,
  sessionId: string,
  changes: QuantityChange[],
  /** The shopper's language: a refusal names the product in it. */
  language: StoreLanguage = DEFAULT_LANGUAGE,
  rules: CartRules = STORE_CART_RULES,
): Promise<{ updated: string[]; removed: string[] }> {
  return changeCart(db, sessionId, async (cart, tx) => {
    const updated: string[] = [];
    const removed: string[] = [];
    const lines = await loadCartLines(tx, cart, language);
    for (const change of changes) {
      const line = cart.lines.find((candidate) => candidate.key === change.key);
      if (!line)
        throw new UserInputError('That item is no longer in your cart. Please reload the cart.', {
          code: 'CART_ITEM_GONE',
        });
      if (change.quantity === 0) {
        cart.lines = cart.lines.filter((candidate) => candidate.key !== change.key);
        removed.push(change.key);
        continue;
      }
      if (!Number.isInteger(change.quantity) || change.quantity < 0) {
        throw new UserInputError('The quantity must be a whole number (0 removes the item).', {
          code: 'QUANTITY_INVALID',
        });
      }
      assertQuantity(change.quantity);
      const view = lines.find((candidate) => candidate.key === change.key);
      if (view)
        assertWholePacks({ product: view.product, attributes: view.attributes }, change.quantity, rules);
      if (view && change.quantity > line.quantity) {
        const item = { product: view.product, variation: view.variation, attributes: view.attributes };
        assertInStock(item, change.quantity, quantityFromSameStock(cart.lines, item, line.key));
      }
      line.quantity = change.quantity;
      updated.push(change.key);
    }
    return { updated, removed };
  });
}

/** Empties the cart; `clearPersistentCart` also deletes the stored row (WooGraphQL's option). */
export async function emptyCart(
  db: Db,
  sessionId: string,
  clearPersistentCart: boolean,
): Promise<StoredCart> {
  if (clearPersistentCart) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await lockAndReadCart(tx, sessionId);
      await deleteCart(tx, sessionId);
      return before;
    });
  }
  return changeCart(db, sessionId, async (cart) => {
    const before = { ...cart, lines: [...cart.lines] };
    Object.assign(cart, { ...emptyStoredCart(), chosenShippingMethods: cart.chosenShippingMethods });
    return before;
  });
}

export function applyCoupon(
  db: Db,
  session: SessionRow,
  code: string,
  currency: CurrencyFormat,
  rules: CartRules = STORE_CART_RULES,
): Promise<string> {
  const wanted = normaliseCode(code);
  if (wanted === '')
    return Promise.reject(
      new UserInputError('Please enter a coupon code.', { code: 'COUPON_CODE_REQUIRED' }),
    );
  return changeCart(db, session.id, async (cart, tx) => {
    const found = await findCoupons(tx, [wanted, ...cart.couponCodes]);
    const coupon = found.get(wanted);
    if (!coupon) {
      // Gift card codes go in the coupon field too, as with the Gift Cards extension's coupon input.
      const lines = await loadCartLines(tx, cart);
      const hasGiftCardLine = lines.some((line) => isGiftCardProduct(line.product));
      const card = await giftCardToApply(tx, code, cart.giftCardCodes, hasGiftCardLine, new Date());
      if (!card) throw couponDoesNotExist(code.trim());
      cart.giftCardCodes.push(card);
      return card;
    }
    const others = cart.couponCodes.flatMap((other) => found.get(other) ?? []);
    assertCouponUsable({
      coupon,
      otherCodes: cart.couponCodes,
      otherCoupons: others,
      lines: await loadCartLines(tx, cart, DEFAULT_LANGUAGE, rules),
      email: session.billing.email ?? null,
      currency,
      now: new Date(),
    });
    cart.couponCodes.push(coupon.code);
    return coupon.code;
  });
}

export function removeCoupons(db: Db, sessionId: string, codes: string[]): Promise<void> {
  return changeCart(db, sessionId, async (cart) => {
    const cards = new Set(
      codes
        .flatMap((code) => normaliseGiftCardCode(code) ?? [])
        .filter((c) => cart.giftCardCodes.includes(c)),
    );
    cart.giftCardCodes = cart.giftCardCodes.filter((code) => !cards.has(code));
    const unwanted = new Set(
      codes.filter((code) => !cards.has(normaliseGiftCardCode(code) ?? '')).map(normaliseCode),
    );
    const missing = [...unwanted].find((code) => !cart.couponCodes.includes(code));
    if (missing)
      throw new UserInputError(`Coupon "${missing}" is not applied to your cart.`, {
        code: 'COUPON_NOT_APPLIED',
        params: { coupon: missing },
      });
    cart.couponCodes = cart.couponCodes.filter((code) => !unwanted.has(code));
  });
}

export function chooseShippingMethods(db: Db, sessionId: string, methods: string[]): Promise<void> {
  return changeCart(db, sessionId, async (cart) => {
    cart.chosenShippingMethods = methods;
  });
}

/** Stores the shopper's addresses; a given field replaces the stored one, others stay. */
export function updateAddresses(
  db: Db,
  session: SessionRow,
  billing: AddressFields | null,
  shipping: AddressFields | null,
): Promise<SessionRow> {
  return updateSessionAddresses(db, session.id, {
    billing: { ...session.billing, ...(billing ?? {}) },
    shipping: { ...session.shipping, ...(shipping ?? {}) },
  });
}
