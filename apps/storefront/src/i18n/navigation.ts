import { redirect as nextRedirect } from 'next/navigation';
import { localePath, type ShopHref } from './paths';

/**
 * Locale-aware links, paths and redirect: use these instead of next/navigation's (client
 * components' router and pathname are in router.ts). Shop paths are written without the locale
 * ('/cart'); these put the page's own in, or the one asked for. The shop's own (paths.ts) rather
 * than next-intl's createNavigation, which would put its navigation runtime in every page's script
 * for what is a prefix.
 */

export { Link, LocaleSwitchLink } from './link';

/** A shop path in a locale: for a form's action, a page's canonical address, robots.txt. */
export const getPathname = ({ href, locale }: { href: ShopHref; locale: string }): string =>
  localePath(href, locale);

/** Ends the render with a redirect to a shop path in a locale (server components, actions). */
export const redirect = ({ href, locale }: { href: ShopHref; locale: string }): never =>
  nextRedirect(localePath(href, locale));
