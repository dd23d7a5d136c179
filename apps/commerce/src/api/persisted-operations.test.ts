/**
 * Persisted operations (COMMERCE_PERSISTED_OPERATIONS) on WPGraphQL Smart Cache's wire, attacked:
 * ad-hoc documents, unknown ids, mutations by GET, a manifest that does not match its documents.
 *
 * Evidence for the wire (wp-graphql/wp-graphql, plugins/wp-graphql-smart-cache):
 * - src/Document/Loader.php by_query_id(): the `queryId` of a GET or POST request names a saved
 *   document; an unknown one is a RequestError 'PersistedQueryNotFound'.
 * - src/ValidationRules/AllowDenyQueryDocument.php: with grant mode "only_allowed"
 *   (src/Document/Grant.php GLOBAL_ALLOWED), a document that is not saved is refused with
 *   'Not Found. Only pre-defined queries are allowed.'. Smart Cache exempts WordPress users who
 *   are logged in; here a signed-in shopper is not exempt, since anyone may register.
 * - src/Document/MaxAge.php http_headers_cb(): GET answers carry a Cache-Control max-age (its
 *   global_max_age); ours is public for a minute and only for answers that read no session.
 * - Without Smart Cache, graphql-php's GraphQL\Server\Helper (webonyx/graphql-php,
 *   src/Server/Helper.php loadPersistedQuery) has no loader and answers 'Persisted queries are
 *   not supported by this server'. WPGraphQL's Router answers GraphQL errors with HTTP 200.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startBackendProcess } from '../testing/backend-process.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import {
  NO_SAVED_QUERIES,
  ONLY_SAVED_QUERIES,
  SHARED_MAX_AGE_SECONDS,
  sha256,
  UNKNOWN_QUERY_ID,
} from './persisted-operations.ts';

const COUNTRIES = 'query allowedCountries {\n  allowedCountries\n}';
const STATES =
  'query countryStates($country: CountriesEnum!) {\n  countryStates(country: $country) {\n    code\n  }\n}';
const CART = 'query cart {\n  cart {\n    contents {\n      itemCount\n    }\n  }\n}';
const CONTACT =
  'mutation contact {\n  submitContactForm(input: {name: "A", email: "a@example.com", message: "0123456789"}) {\n    success\n  }\n}';
const SAVED = [COUNTRIES, STATES, CART, CONTACT];

const folder = mkdtempSync(join(tmpdir(), 'persisted-operations-'));
function manifestFile(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}
const MANIFEST = manifestFile(
  'manifest.json',
  JSON.stringify(Object.fromEntries(SAVED.map((d) => [sha256(d), d]))),
);

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function call(
  store: TestStore,
  init: { get?: Record<string, string>; post?: unknown; headers?: Record<string, string> },
) {
  const url = `${store.url}/graphql${init.get ? `?${new URLSearchParams(init.get)}` : ''}`;
  const response = await fetch(url, {
    method: init.get ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.get ? undefined : JSON.stringify(init.post),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

const stateCodes = (body: Body) =>
  ((body.data?.countryStates ?? []) as { code: string }[]).map((state) => state.code);
const refusedWith = (message: string) => ({
  errors: [{ message, extensions: { code: expect.any(String) } }],
});

describe('the manifest, checked at start-up', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).graphql.persistedOperations).toBeNull();
  });

  it('reads every document by its hash', () => {
    const saved = loadConfig({ COMMERCE_PERSISTED_OPERATIONS: MANIFEST }).graphql.persistedOperations;
    expect(saved?.get(sha256(STATES))).toBe(STATES);
    expect(saved?.size).toBe(SAVED.length);
  });

  it('refuses a missing file, naming the setting and the path', () => {
    const missing = join(folder, 'missing.json');
    expect(() => loadConfig({ COMMERCE_PERSISTED_OPERATIONS: missing })).toThrow(
      `COMMERCE_PERSISTED_OPERATIONS: cannot read "${missing}" (ENOENT)`,
    );
  });

  it('refuses what is not a JSON object of hash to text', () => {
    for (const [name, content] of [
      ['truncated.json', '{"abc": '],
      ['array.json', JSON.stringify(SAVED)],
      ['short-hash.json', JSON.stringify({ abc: COUNTRIES })],
      ['upper-case.json', JSON.stringify({ [sha256(COUNTRIES).toUpperCase()]: COUNTRIES })],
      ['not-text.json', JSON.stringify({ [sha256(COUNTRIES)]: { query: COUNTRIES } })],
    ] as const) {
      expect(() => loadConfig({ COMMERCE_PERSISTED_OPERATIONS: manifestFile(name, content) }), name).toThrow(
        /COMMERCE_PERSISTED_OPERATIONS: ".*" must be a JSON object mapping the SHA-256 of each document/,
      );
    }
  });

  it('refuses a hash that does not match its text, so no document runs under another’s id', () => {
    const swapped = manifestFile('swapped.json', JSON.stringify({ [sha256(COUNTRIES)]: CONTACT }));
    expect(() => loadConfig({ COMMERCE_PERSISTED_OPERATIONS: swapped })).toThrow(
      `the document registered as ${sha256(COUNTRIES)} has the SHA-256 ${sha256(CONTACT)}`,
    );
  });
});

describe('the backend process at start-up', () => {
  const env = { COMMERCE_DATA_DIR: 'memory://', COMMERCE_SEED: 'none' };

  it('says that persisted operations are enforced, and how many documents run', async () => {
    const backend = await startBackendProcess({ ...env, COMMERCE_PERSISTED_OPERATIONS: MANIFEST });
    try {
      expect(backend.output()).toContain(
        `persisted operations enforced (COMMERCE_PERSISTED_OPERATIONS): only the ${SAVED.length} saved documents run`,
      );
    } finally {
      await backend.stop();
    }
  }, 120_000);

  it('does not start on a manifest whose hash is not its text’s', async () => {
    const swapped = manifestFile('swapped-start.json', JSON.stringify({ [sha256(COUNTRIES)]: CONTACT }));
    const failure = await startBackendProcess({ ...env, COMMERCE_PERSISTED_OPERATIONS: swapped }).then(
      async (started) => {
        await started.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/exited \(code 1\)/);
    expect(failure).toContain('the manifest does not match its documents');
  }, 120_000);
});

describe('with persisted operations enforced', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ seed: false, env: { COMMERCE_PERSISTED_OPERATIONS: MANIFEST } });
  });
  afterAll(() => store?.close());

  it('refuses an ad-hoc query, by POST and by GET, in Smart Cache’s words', async () => {
    for (const init of [
      { post: { query: '{ allowedCountries }' } },
      { get: { query: '{ allowedCountries }' } },
    ]) {
      const answer = await call(store, init);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(refusedWith(ONLY_SAVED_QUERIES));
    }
  });

  it('runs a saved document sent as its text, and refuses the same text changed by one character', async () => {
    expect((await call(store, { post: { query: COUNTRIES } })).body.data).toEqual({
      allowedCountries: expect.arrayContaining(['US']),
    });
    const changed = await call(store, { post: { query: `${COUNTRIES} ` } });
    expect(changed.body).toEqual(refusedWith(ONLY_SAVED_QUERIES));
  });

  it('runs a saved document by GET with queryId, variables and operationName, cacheable by anyone', async () => {
    const answer = await call(store, {
      get: {
        queryId: sha256(STATES),
        variables: JSON.stringify({ country: 'US' }),
        operationName: 'countryStates',
      },
    });
    expect(answer.status).toBe(200);
    expect(stateCodes(answer.body)).toContain('NY');
    expect(answer.headers.get('cache-control')).toBe(`public, max-age=${SHARED_MAX_AGE_SECONDS}`);
    expect(answer.headers.get('vary')).toMatch(/Authorization, woocommerce-session/);
    // A shared answer hands no session to whoever a cache gives it to next.
    expect(answer.headers.get('woocommerce-session')).toBeNull();
  });

  it('runs a saved document by POST with queryId and variables, never cached', async () => {
    const answer = await call(store, { post: { queryId: sha256(STATES), variables: { country: 'CA' } } });
    expect(stateCodes(answer.body)).toContain('ON');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('woocommerce-session')).toMatch(/\S/);
  });

  it('keeps GET answers private when they carry a session or a sign-in, or read the session', async () => {
    const session = (await call(store, { post: { queryId: sha256(CART) } })).headers.get(
      'woocommerce-session',
    );
    const sent: Record<string, string>[] = [
      { 'woocommerce-session': `Session ${session}` },
      { authorization: 'Bearer not-a-token' },
      {},
    ];
    for (const headers of sent) {
      const query = Object.keys(headers).length > 0 ? COUNTRIES : CART;
      const answer = await call(store, { get: { queryId: sha256(query) }, headers });
      expect(answer.headers.get('cache-control'), JSON.stringify(headers)).toBe('private, no-store');
    }
    // The cart read by an anonymous GET still starts a session of its own.
    const cart = await call(store, { get: { queryId: sha256(CART) } });
    expect(cart.headers.get('woocommerce-session')).toMatch(/\S/);
  });

  it('refuses an unknown queryId as Smart Cache does', async () => {
    for (const init of [
      { get: { queryId: sha256('{ allowedCountries }') } },
      { post: { queryId: 'not-a-hash' } },
    ]) {
      const answer = await call(store, init);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(refusedWith(UNKNOWN_QUERY_ID));
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses a saved mutation by GET, and runs it by POST', async () => {
    const byGet = await call(store, { get: { queryId: sha256(CONTACT) } });
    expect(byGet.status).toBe(405);
    expect(byGet.headers.get('allow')).toBe('POST');
    expect(byGet.body.data ?? null).toBeNull();
    const byPost = await call(store, { post: { queryId: sha256(CONTACT) } });
    expect(byPost.body).toEqual({ data: { submitContactForm: { success: true } } });
  });

  it('refuses a queryId sent with another document’s text', async () => {
    const answer = await call(store, { post: { queryId: sha256(COUNTRIES), query: CART } });
    expect(answer.body).toEqual(refusedWith(ONLY_SAVED_QUERIES));
  });
});

describe('with persisted operations off (the default)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ seed: false });
  });
  afterAll(() => store?.close());

  it('answers a queryId like a site without saved documents', async () => {
    const answer = await call(store, { get: { queryId: sha256(COUNTRIES) } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(refusedWith(NO_SAVED_QUERIES));
  });

  it('runs any query, by GET too, with no cache headers and a session as before', async () => {
    const answer = await call(store, { get: { query: '{ allowedCountries }' } });
    expect(answer.body.data?.allowedCountries).toEqual(expect.arrayContaining(['US']));
    expect(answer.headers.get('cache-control')).toBeNull();
    expect(answer.headers.get('woocommerce-session')).toMatch(/\S/);
  });
});
