'use client';

import type { MouseEvent } from 'react';
import { useLocale } from '#i18n/hooks';
import { LocaleSwitchLink } from '@/i18n/navigation';
import { usePathname, useRouter } from '@/i18n/router';
import { LOCALE_NAMES, type Locale, routing } from '@/i18n/routing';

/**
 * Links to the page shown, in each locale (crawlable, and they work without JavaScript).
 * Following one stores the choice in the i18n_redirected cookie (next-intl does it), so it
 * holds after a reload and on the next visit. A click keeps the page's query (a search, filters).
 */
export function LanguageSwitcher({
  label,
  headingClassName,
  listClassName,
  linkClassName,
}: {
  label: string;
  headingClassName?: string;
  listClassName?: string;
  linkClassName?: string;
}) {
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();

  const keepQuery = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    const query = window.location.search;
    if (!query || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    router.push(`${pathname}${query}`, { locale });
  };

  return (
    <nav aria-labelledby="language-switcher-heading">
      <h2 id="language-switcher-heading" className={headingClassName}>
        {label}
      </h2>
      <ul className={listClassName}>
        {routing.locales.map((locale) => (
          <li key={locale}>
            <LocaleSwitchLink
              href={pathname}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              className={linkClassName}
              aria-current={locale === current ? 'true' : undefined}
              onClick={keepQuery(locale)}
            >
              {LOCALE_NAMES[locale]}
            </LocaleSwitchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
