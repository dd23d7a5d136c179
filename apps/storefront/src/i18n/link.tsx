import type { ComponentProps, MouseEvent } from 'react';
import { useLocale } from '#i18n/hooks';
import { localePath, rememberLocale, type ShopHref } from './paths';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of the shop without its locale prefix ('/cart'), or a path with its query. */
  href: ShopHref;
  /** false: following the link keeps the scroll position (a filter removed above the list). */
  scroll?: boolean;
};

/** The anchor's mark for link-navigation.tsx: follow it without scrolling to the top. */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';

/**
 * A link within the shop in the page's own locale: a plain anchor with the locale prefix put in.
 * Following it is a client-side navigation all the same: the navigation feature routes plain
 * clicks on the shop's own links (features/navigation/components/link-navigation.tsx), so no link
 * is a client component of its own. next/link would put its runtime in every page's script and, as
 * next-intl's Link, its props in the page's data once per link (147 times on a product list).
 */
export function Link({ href, scroll = true, ...rest }: Props) {
  const keepScroll = scroll ? {} : { [KEEP_SCROLL_ATTRIBUTE]: '' };
  return <a href={localePath(href, useLocale())} {...keepScroll} {...rest} />;
}

/**
 * A link to this page in another language (the language switcher): following it keeps the
 * choice in the locale cookie, which the proxy reads on the next visit.
 */
export function LocaleSwitchLink({
  href,
  locale,
  onClick,
  ...rest
}: Omit<Props, 'scroll'> & { locale: string }) {
  const current = useLocale();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(locale, current);
    onClick?.(event);
  };
  return <a href={localePath(href, locale)} onClick={follow} {...rest} />;
}
