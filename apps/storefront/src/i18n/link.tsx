import NextLink from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { useLocale } from '#i18n/hooks';
import { localePath, rememberLocale, type ShopHref } from './paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path of the shop without its locale prefix ('/cart'), or a path with its query. */
  href: ShopHref;
};

/**
 * A link within the shop in the page's own locale: next/link with the locale prefix put in here.
 * next-intl's Link does the same and more, at a price on every link: rendered by a server
 * component it is a client component of its own whose props (locale, the cookie's settings)
 * travel in the page's data, 147 times on a product list. This one, from a server component,
 * sends next/link with an href; used in a client component, it is next/link as well.
 */
export function Link({ href, ...rest }: Props) {
  return <NextLink href={localePath(href, useLocale())} {...rest} />;
}

/**
 * A link to this page in another language (the language switcher): following it keeps the
 * choice in the locale cookie. Not prefetched: the other locale's page is rarely the next one.
 */
export function LocaleSwitchLink({ href, locale, onClick, ...rest }: Props & { locale: string }) {
  const current = useLocale();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(locale, current);
    onClick?.(event);
  };
  return <NextLink href={localePath(href, locale)} prefetch={false} onClick={follow} {...rest} />;
}
