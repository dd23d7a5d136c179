import { routing } from '@/i18n/routing';

/** The path without its locale prefix (/de-DE/my-account → /my-account). */
export function withoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (first && (routing.locales as readonly string[]).includes(first)) return `/${rest.join('/')}`;
  return pathname;
}

/**
 * Spec section 4: cart, customer and viewer load at once on checkout, my-account and
 * order-summary pages; elsewhere on the first user activity.
 */
export function loadsAtOnce(pathname: string): boolean {
  return /^\/(checkout|my-account|order-summary|wishlist|oauth)(\/|$)/.test(withoutLocale(pathname));
}

/** Logout goes to the home page, unless the shopper is on /my-account already (spec section 4). */
export function pathAfterLogout(pathname: string): string | null {
  return /^\/my-account\/?$/.test(withoutLocale(pathname)) ? null : '/';
}

/**
 * Marks the controls that add to the cart (the product page's form, a card's button): a first
 * activity there lets the addition start the session (shell/shopper/store-start.ts).
 */
export const ADDS_TO_CART = 'data-adds-to-cart';
