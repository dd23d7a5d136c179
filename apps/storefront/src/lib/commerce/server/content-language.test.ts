/**
 * The content language on the server: every query and mutation asks the backend in the language of
 * the page's locale with WPML's "language as a parameter" (`?lang=de`, WPML's language URL format
 * "language name added as a parameter"; Polylang reads the same `lang` query variable,
 * polylang/polylang frontend/choose-lang-content.php get_query_var( 'lang' )). English pages ask
 * exactly as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartDocument, GetProductsDocument } from '@/graphql/generated';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
/** The locale next-intl knows the page renders in (the [locale] route's setRequestLocale). */
const page = { locale: 'en-US' as string | Error };
vi.mock('next-intl/server', () => ({
  getLocale: async () => {
    if (page.locale instanceof Error) throw page.locale;
    return page.locale;
  },
}));
const { commerceQuery } = await import('./client');
const { contentLanguage } = await import('./content-language');
const { graphqlEndpointIn } = await import('./endpoint');
const { sessionRequest } = await import('./session-request');

const ENDPOINT = 'http://shop.test:4000/graphql';

/** Answers every request and records its URL and fetch options. */
function recordRequests() {
  const sent: Array<{ url: string; init: RequestInit & { next?: { tags?: string[] } } }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Response.json({ data: { products: { nodes: [] }, addToCart: null } });
    }),
  );
  return sent;
}

beforeEach(() => {
  vi.stubEnv('GQL_HOST', ENDPOINT);
  page.locale = 'en-US';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('graphqlEndpointIn', () => {
  it('names every language but English with the lang parameter, keeping the endpoint', () => {
    expect(graphqlEndpointIn('en')).toBe(ENDPOINT);
    expect(graphqlEndpointIn('de')).toBe(`${ENDPOINT}?lang=de`);
    expect(graphqlEndpointIn('pt-br')).toBe(`${ENDPOINT}?lang=pt-br`);
    vi.stubEnv('GQL_HOST', 'https://shop.example/wp/graphql?site=2');
    expect(graphqlEndpointIn('fr')).toBe('https://shop.example/wp/graphql?site=2&lang=fr');
  });
});

describe('contentLanguage', () => {
  it("is the page's locale's language, or that of the locale a route handler names", async () => {
    page.locale = 'pt-BR';
    expect(await contentLanguage()).toBe('pt-br');
    expect(await contentLanguage('it-IT')).toBe('it');
  });

  it('is English where no request has a locale (next-intl refuses outside a page)', async () => {
    page.locale = new Error('`getLocale` is not supported in Client Components.');
    expect(await contentLanguage()).toBe('en');
  });
});

describe('commerceQuery', () => {
  it('asks in the page locale: pages are cached per locale, one data-cache entry per URL', async () => {
    const sent = recordRequests();
    await commerceQuery(GetProductsDocument, { first: 2 }, { tags: ['products'] });
    page.locale = 'de-DE';
    await commerceQuery(GetProductsDocument, { first: 2 }, { tags: ['products'] });
    const [english, german] = sent;
    // English is byte for byte what it was; German differs only by the parameter, so Next's data
    // cache (keyed by the URL and the request) keeps the two answers apart.
    expect(english?.url).toBe(ENDPOINT);
    expect(german?.url).toBe(`${ENDPOINT}?lang=de`);
    expect(german?.init.body).toBe(english?.init.body);
    expect(german?.init.next).toEqual(english?.init.next);
  });

  it('keeps the language on GET queries beside the query parameters', async () => {
    vi.stubEnv('GQL_USE_GET_FOR_QUERIES', 'true');
    const sent = recordRequests();
    page.locale = 'es-ES';
    await commerceQuery(GetProductsDocument, { first: 2 }, { revalidate: 0 });
    const url = new URL(sent[0]?.url ?? '');
    expect(url.searchParams.get('lang')).toBe('es');
    expect(url.searchParams.get('operationName')).toBe('getProducts');
  });

  it('asks mutations in the language too, and a locale named by the caller wins', async () => {
    const sent = recordRequests();
    page.locale = 'fr-FR';
    await commerceQuery(AddToCartDocument, { productId: 1, quantity: 1 });
    await commerceQuery(GetProductsDocument, { first: 2 }, { locale: 'it-IT' });
    expect(sent.map((request) => request.url)).toEqual([`${ENDPOINT}?lang=fr`, `${ENDPOINT}?lang=it`]);
  });
});

describe("sessionRequest (the browser route's calls)", () => {
  it('asks in the language the route names, and English without one', async () => {
    const sent = recordRequests();
    await sessionRequest(GetProductsDocument, { first: 2 }, null, null, 'de');
    await sessionRequest(GetProductsDocument, { first: 2 }, null);
    expect(sent.map((request) => request.url)).toEqual([`${ENDPOINT}?lang=de`, ENDPOINT]);
  });
});
