/**
 * The shop's locale paths (paths.ts) are next-intl's: the proxy (next-intl's middleware) reads
 * what these write, so a link, a redirect or the language switcher must land where next-intl's
 * own navigation would have sent the shopper.
 */
import { createNavigation } from 'next-intl/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localePath, rememberLocale, withoutLocale } from './paths';
import { routing } from './routing';

vi.mock('next/navigation', () => ({
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
  usePathname: vi.fn(),
  useRouter: vi.fn(),
}));

const nextIntl = createNavigation(routing);

const HREFS = [
  '/',
  '/products',
  '/product/3m-speedglas-9100',
  '/my-account?tab=orders',
  { pathname: '/products', query: { search: 'ffp3 mask', page: '2' } },
  { pathname: '/blog', query: { page: '3' } },
  'https://example.com/elsewhere',
];

describe('locale paths', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(routing.locales)('are the ones next-intl writes, in %s', (locale) => {
    for (const href of HREFS)
      expect(localePath(href, locale), JSON.stringify(href)).toBe(nextIntl.getPathname({ href, locale }));
  });

  it('leave out a query value that is not given', () => {
    expect(localePath({ pathname: '/products', query: { search: 'n95', page: undefined } }, 'de-DE')).toBe(
      '/de-DE/products?search=n95',
    );
  });

  it('read back to the shop path from any locale', () => {
    for (const locale of routing.locales) {
      expect(withoutLocale(localePath('/cart', locale))).toBe('/cart');
      expect(withoutLocale(localePath('/', locale))).toBe('/');
    }
    // A path that only starts like a locale keeps its first segment.
    expect(withoutLocale('/de-DE-archive/x')).toBe('/de-DE-archive/x');
  });

  it('keep a change of language in the locale cookie, for a year, and nothing when it is the same', () => {
    const document = { cookie: '' };
    vi.stubGlobal('document', document);
    rememberLocale('de-DE', 'de-DE');
    expect(document.cookie).toBe('');
    rememberLocale('fr-FR', 'en-US');
    expect(document.cookie).toBe('i18n_redirected=fr-FR;path=/;max-age=31536000;samesite=lax');
  });
});
