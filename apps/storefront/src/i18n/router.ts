import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useLocale } from '#i18n/hooks';
import { localePath, rememberLocale, type ShopHref, withoutLocale } from './paths';

/**
 * Client components' router and pathname, in shop paths (without the locale prefix, navigation.ts):
 * use these instead of next/navigation's.
 */

/** The page's shop path, without its locale prefix. */
export const usePathname = (): string => withoutLocale(useNextPathname());

type NavigateOptions = { locale?: string; scroll?: boolean };

/**
 * next/navigation's router taking shop paths. Moving into another locale (the language switcher)
 * keeps the choice in the locale cookie, as its links do.
 */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: ShopHref, options?: NavigateOptions) => {
      const locale = options?.locale ?? current;
      rememberLocale(locale, current);
      return localePath(href, locale);
    };
    return {
      ...router,
      push: (href: ShopHref, options?: NavigateOptions) => router.push(to(href, options), options),
      replace: (href: ShopHref, options?: NavigateOptions) => router.replace(to(href, options), options),
      prefetch: (href: ShopHref) => router.prefetch(localePath(href, current)),
    };
  }, [router, current]);
}
