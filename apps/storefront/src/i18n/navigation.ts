import { localeNavigation as navigation } from './locale-navigation';

/** Locale-aware redirect, router and paths: use these instead of next/navigation's. */
export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link, for a link into another locale (its `locale` prop): it keeps the locale cookie
 * in step. Every other link is `Link` (link.tsx), next/link with the locale prefix.
 */
export const LocaleSwitchLink = navigation.Link;

export { Link } from './link';
