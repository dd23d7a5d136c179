import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localeNavigation } from './locale-navigation';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path of the shop without its locale prefix ('/cart'), or a path with its query. */
  href: string | { pathname: string; query?: Record<string, string | undefined> };
};

/**
 * A link within the shop in the page's own locale: next/link with the locale prefix put in here.
 * next-intl's Link does the same and more (following the `locale` prop into another locale, with
 * its cookie: LocaleSwitchLink), at a price on every link: rendered by a server component it is a
 * client component of its own whose props (locale, the cookie's settings) travel in the page's
 * data, 147 times on a product list. This one, from a server component, sends next/link with an
 * href; used in a client component, it is next/link as well.
 */
export function Link({ href, ...rest }: Props) {
  const locale = useLocale();
  const query =
    typeof href === 'object'
      ? Object.fromEntries(Object.entries(href.query ?? {}).filter(([, value]) => value !== undefined))
      : undefined;
  const target = localeNavigation.getPathname({
    href: typeof href === 'object' ? { pathname: href.pathname, query } : href,
    locale,
  });
  return <NextLink href={target} {...rest} />;
}
