/**
 * The message subtrees client components use (useTranslations in a 'use client' file). Only
 * these go to the browser; server components read the rest on the server, so long texts (info
 * pages, catalogue labels) never travel in every page's payload. A test checks this list
 * against the client components.
 */
export const CLIENT_MESSAGE_PATHS = [
  'account',
  'cart.add',
  'cart.coupons',
  'cart.lines',
  'cart.page',
  'cart.panel',
  'cart.store',
  'cart.summary',
  'checkout.form',
  'checkout.fieldErrors',
  'checkout.summaryBar',
  'checkout.storeWords',
  'checkout.order',
  'common.product',
  'common.serverError',
  'content.contact.form',
  'errors',
  'giftCard.account',
  'giftCard.balance',
  'giftCard.line',
  'giftCard.pay',
  'giftCard.purchase',
  'newsletter.form',
  'newsletter.link',
  'product.gallery',
  'product.purchase',
  'product.stock',
  'product.videos',
  'shell.header',
  'shell.mobileMenu',
  'shell.search',
] as const;

type Messages = Record<string, unknown>;

/** Copies only the listed subtrees of the messages, keeping their place in the tree. */
export function pickClientMessages(
  messages: Messages,
  paths: readonly string[] = CLIENT_MESSAGE_PATHS,
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
