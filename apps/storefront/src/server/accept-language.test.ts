import { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { acceptLanguageLocale } from './accept-language.mjs';

/** The locale next-intl's own proxy goes to for a first visit to /products with this header. */
function proxiedLocale(acceptLanguage: string): string | undefined {
  const proxy = createMiddleware(routing);
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : undefined;
  const response = proxy(new NextRequest('http://shop.test/products', { headers }));
  // English stays at /products (rewritten to /en-US/products); another locale is a redirect.
  const target = response.headers.get('location') ?? response.headers.get('x-middleware-rewrite') ?? '';
  return new URL(target, 'http://shop.test').pathname.split('/')[1];
}

/**
 * The page cache keys pages by the locale next-intl's proxy picks from Accept-Language. Its
 * negotiation is next-intl 4's (dist/esm/production/middleware/resolveLocale.js,
 * getAcceptLanguageLocale): the same libraries, the locales longest first, the default for a
 * header it cannot match or read.
 */
describe('acceptLanguageLocale', () => {
  it('picks the shop locale a browser prefers most, by language where the region differs', () => {
    expect(acceptLanguageLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(acceptLanguageLocale('fr-CA,fr;q=0.9')).toBe('fr-FR');
    expect(acceptLanguageLocale('pt-PT')).toBe('pt-BR');
    expect(acceptLanguageLocale('nl-NL,it;q=0.5,es;q=0.4')).toBe('it-IT');
    expect(acceptLanguageLocale('es;q=0.2,de;q=0.8')).toBe('de-DE');
  });

  it('is the default locale for no header, a header naming none of the shop’s, or one it cannot read', () => {
    for (const header of ['', '*', 'ja-JP,zh;q=0.5', ';;;', 'de;q=0'])
      expect(acceptLanguageLocale(header), header).toBe(routing.defaultLocale);
  });

  it('agrees with next-intl’s own proxy', () => {
    for (const header of [
      '',
      'en-US,en;q=0.9',
      'de-DE,de;q=0.9,en;q=0.8',
      'de-AT',
      'fr-CA,fr;q=0.9',
      'pt-PT',
      'es-419,es;q=0.9',
      'nl-NL,it;q=0.5,es;q=0.4',
      'es;q=0.2,de;q=0.8',
      'ja-JP,zh;q=0.5',
      '*',
      ';;;',
    ])
      expect(acceptLanguageLocale(header), header).toBe(proxiedLocale(header));
  });

  it('answers only with the shop’s own locales', () => {
    for (const header of ['DE-de', 'en-gb', 'pt', 'it-CH'])
      expect(routing.locales).toContain(acceptLanguageLocale(header));
  });
});
