/**
 * The message subtrees client components use (useTranslations in a 'use client' file, or a file
 * one imports). Only these go to the browser; server components read the rest on the server, so
 * long texts (info pages, catalogue labels) never travel in a page's payload.
 *
 * Every page carries the shell's: header, menus, the cart panel, the store's own words (a refusal's
 * wording loads when one comes: lib/commerce/errors/deferred-error-text.ts). A route
 * adds its own with RouteMessages (route-messages.tsx), so the checkout's or the account's forms
 * are not in every catalogue page. A test follows each page's imports to check both lists.
 */
export const SHELL_MESSAGE_PATHS = [
  'account.errors',
  'account.menu',
  'account.mobile',
  'account.wishlist',
  'cart.add',
  'cart.coupons',
  'cart.crossSells',
  'cart.lines',
  'cart.panel',
  'cart.store',
  'cart.summary',
  'common.product',
  'giftCard.line',
  'giftCard.pay',
  'newsletter.form',
  'serverError',
  'shell.header',
  'shell.mobileMenu',
  'shell.search',
] as const;

/** The subtrees a route adds to the shell's, by the kind of page. */
export const ROUTE_MESSAGE_PATHS = {
  product: [
    'account.review',
    'giftCard.purchase',
    'product.gallery',
    'product.purchase',
    'product.stock',
    'product.stockAlert',
    'product.videos',
  ],
  cart: ['cart.page'],
  checkout: [
    'account.orders',
    'errors',
    'checkout.fieldErrors',
    'checkout.form',
    'checkout.order',
    'checkout.storeWords',
    'checkout.summaryBar',
  ],
  order: ['account.orders', 'checkout.order', 'checkout.storeWords', 'checkout.summaryBar'],
  account: ['account', 'errors', 'giftCard.account'],
  contact: ['content.contact.form'],
  giftCardBalance: ['errors', 'giftCard.balance'],
  quickOrder: ['errors', 'quickOrder.form'],
  newsletterLink: ['errors', 'newsletter.link'],
  stockAlertLink: ['errors', 'product.stockAlertLink'],
  oauth: ['account.oauth'],
} as const satisfies Record<string, readonly string[]>;

export type MessageRoute = keyof typeof ROUTE_MESSAGE_PATHS;

type Messages = Record<string, unknown>;

/** Copies only the listed subtrees of the messages, keeping their place in the tree. */
export function pickClientMessages(
  messages: Messages,
  paths: readonly string[] = SHELL_MESSAGE_PATHS,
): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = messages;
    for (const key of keys) source = (source as Messages | undefined)?.[key];
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Messages;
    }
    target[keys.at(-1) as string] = source;
  }
  return picked;
}

/** `extra` laid over `base`, subtree by subtree: a route's messages beside the shell's. */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const under = merged[key];
    merged[key] = isTree(under) && isTree(value) ? mergeMessages(under, value) : value;
  }
  return merged;
}

const isTree = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
