import { type GraphQLSchema, parse, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendSchema } from '@/graphql/backend-schema';
import {
  ALL_PLUGINS,
  NO_PLUGINS,
  PLUGIN_FEATURE_NAMES,
  parseFeatureSetting,
} from '@/graphql/plugin-features';

vi.mock('server-only', () => ({}));
const {
  createCapabilityRegistry,
  PROBE_FIELD,
  REFRESH_SECONDS,
  readProbeAnswer,
  storeCapabilities,
  withCapabilities,
  withFeature,
} = await import('./capabilities');
const { GraphQLClientError } = await import('./server/transport');

/** A stock WooCommerce + WPGraphQL + WooGraphQL + Headless Login site, and our backend with every plugin. */
const STOCK = backendSchema('stock');
const FULL = backendSchema('full');

/**
 * A fake GraphQL server over fetch that answers as WPGraphQL does: the document is validated first
 * and, when invalid, answered HTTP 200 with `{ errors: [{ message }] }` and nothing executed
 * (wp-graphql src/Router.php: the status stays 200 unless the request throws; graphql-php's
 * FieldsOnCorrectType words an unknown field `Cannot query field "x" on type "Y".`). Anonymous
 * introspection is refused (wp-graphql src/Server/ValidationRules/DisableIntrospection.php, while
 * `public_introspection_enabled` is 'off', the default), so discovery must not need it.
 */
function fakeBackend(schema: () => GraphQLSchema | 'down') {
  const requests: string[] = [];
  let executed = 0;
  const fetchImpl = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const current = schema();
    if (current === 'down') throw new TypeError('fetch failed');
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    requests.push(query);
    if (/__schema|__type\b/.test(query)) {
      return Response.json({ errors: [{ message: 'GraphQL introspection is not allowed' }] });
    }
    const errors = validate(current, parse(query));
    if (errors.length > 0)
      return Response.json({ errors: errors.map((error) => ({ message: error.message })) });
    executed += 1;
    return Response.json({ data: {} });
  };
  return { fetch: fetchImpl as typeof fetch, requests, executed: () => executed };
}

const ENDPOINT = 'https://shop.example/graphql';
const silent = () => {};

describe('plugin feature discovery', () => {
  it('finds no plugin feature on a stock WPGraphQL site, without introspection and without running anything', async () => {
    const backend = fakeBackend(() => STOCK);
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log: silent });
    expect(await registry.capabilities(ENDPOINT)).toEqual(NO_PLUGINS);
    expect(backend.requests.length).toBeGreaterThan(0);
    expect(backend.requests.every((query) => !query.includes('__schema'))).toBe(true);
    expect(backend.executed()).toBe(0);
  });

  it('finds every plugin feature on the full backend (the probes still run nothing: mutations change nothing)', async () => {
    const backend = fakeBackend(() => FULL);
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log: silent });
    expect(await registry.capabilities(ENDPOINT)).toEqual(ALL_PLUGINS);
    expect(backend.requests.some((query) => query.includes('mutation submitContactForm'))).toBe(true);
    expect(backend.executed()).toBe(0);
  });

  it('asks a backend once: later callers get the remembered answer', async () => {
    const backend = fakeBackend(() => STOCK);
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log: silent });
    await registry.capabilities(ENDPOINT);
    const asked = backend.requests.length;
    expect(await registry.capabilities(ENDPOINT)).toEqual(NO_PLUGINS);
    expect(backend.requests.length).toBe(asked);
  });

  it('lets concurrent callers share one discovery', async () => {
    const backend = fakeBackend(() => FULL);
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log: silent });
    // What one discovery asks, for comparison.
    const single = fakeBackend(() => FULL);
    await createCapabilityRegistry({ fetch: single.fetch, log: silent }).capabilities(ENDPOINT);
    const answers = await Promise.all([
      registry.capabilities(ENDPOINT),
      registry.capabilities(ENDPOINT),
      registry.capabilities(ENDPOINT),
    ]);
    expect(answers).toEqual([ALL_PLUGINS, ALL_PLUGINS, ALL_PLUGINS]);
    expect(backend.requests.length).toBe(single.requests.length);
  });

  it('keeps each backend apart', async () => {
    const stock = fakeBackend(() => STOCK);
    const full = fakeBackend(() => FULL);
    const registry = createCapabilityRegistry({
      fetch: ((url: RequestInfo | URL, init?: RequestInit) =>
        String(url).includes('stock') ? stock.fetch(url, init) : full.fetch(url, init)) as typeof fetch,
      log: silent,
    });
    expect(await registry.capabilities('https://stock.example/graphql')).toEqual(NO_PLUGINS);
    expect(await registry.capabilities('https://full.example/graphql')).toEqual(ALL_PLUGINS);
  });

  it('does not remember a backend that is down as lacking the plugins: it asks again next time', async () => {
    let state: GraphQLSchema | 'down' = 'down';
    const backend = fakeBackend(() => state);
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log: silent });
    expect(await registry.capabilities(ENDPOINT)).toEqual(NO_PLUGINS);
    state = FULL;
    expect(await registry.capabilities(ENDPOINT)).toEqual(ALL_PLUGINS);
  });

  it('does not read an HTML error page (no validator answered) as a missing plugin', () => {
    expect(readProbeAnswer([])).toBe('unknown');
    expect(readProbeAnswer([{ message: 'Internal server error' }])).toBe('unknown');
    const probe = { message: `Cannot query field "${PROBE_FIELD}" on type "RootQuery".` };
    expect(readProbeAnswer([probe])).toBe('present');
    expect(readProbeAnswer([probe, { message: 'Cannot query field "faqs" on type "Product".' }])).toBe(
      'absent',
    );
  });

  it('notices a plugin installed later once the answer is old enough', async () => {
    let schema = STOCK;
    let time = 1_000_000;
    const backend = fakeBackend(() => schema);
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log: silent, now: () => time });
    expect((await registry.capabilities(ENDPOINT)).banner).toBe(false);
    schema = FULL;
    time += (REFRESH_SECONDS - 1) * 1000;
    expect((await registry.capabilities(ENDPOINT)).banner).toBe(false);
    time += 2000;
    expect((await registry.capabilities(ENDPOINT)).banner).toBe(true);
  });

  it('remembers a feature refused at run time as absent, and says so once', async () => {
    const backend = fakeBackend(() => FULL);
    const log = vi.fn();
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log });
    await registry.capabilities(ENDPOINT);
    log.mockClear();
    const refused = 'Cannot query field "bannerSettings" on type "RootQuery".';
    registry.markAbsent(ENDPOINT, 'banner', refused);
    registry.markAbsent(ENDPOINT, 'banner', refused);
    const asked = backend.requests.length;
    expect((await registry.capabilities(ENDPOINT)).banner).toBe(false);
    expect(backend.requests.length).toBe(asked);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('STORE_PLUGIN_FEATURES', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('reads all, none and a list of features', () => {
    expect(parseFeatureSetting(undefined)).toBeNull();
    expect(parseFeatureSetting(' ')).toBeNull();
    expect(parseFeatureSetting('all')).toEqual(ALL_PLUGINS);
    expect(parseFeatureSetting('none')).toEqual(NO_PLUGINS);
    expect(parseFeatureSetting('banner, tabs')).toEqual({ ...NO_PLUGINS, banner: true, tabs: true });
  });

  it('refuses a feature it does not know (a typo must not switch a feature off silently)', () => {
    expect(() => parseFeatureSetting('banner,tab')).toThrow(/tab/);
  });

  it('skips discovery: nothing is asked of the backend', async () => {
    const backend = fakeBackend(() => FULL);
    vi.stubGlobal('fetch', backend.fetch);
    vi.stubEnv('STORE_PLUGIN_FEATURES', 'wishlist');
    vi.stubEnv('GQL_HOST', 'https://configured.example/graphql');
    expect(await storeCapabilities()).toEqual({ ...NO_PLUGINS, wishlist: true });
    expect(backend.requests).toEqual([]);
  });

  it('names every feature in the message of an unknown one', () => {
    expect(() => parseFeatureSetting('x')).toThrow(PLUGIN_FEATURE_NAMES.join(', '));
  });
});

describe('with persisted operations on (STOREFRONT_PERSISTED_OPERATIONS)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  // A backend serving only its stored documents would refuse every ad-hoc probe as unknown.
  it('probes nothing: every registered feature counts until the backend refuses one', async () => {
    const backend = fakeBackend(() => STOCK);
    const registry = createCapabilityRegistry({ fetch: backend.fetch, log: silent, persisted: () => true });
    expect(await registry.capabilities(ENDPOINT)).toEqual(ALL_PLUGINS);
    registry.markAbsent(ENDPOINT, 'wishlist', 'Cannot query field "wishlistProductIds" on type "Customer".');
    expect(await registry.capabilities(ENDPOINT)).toEqual({ ...ALL_PLUGINS, wishlist: false });
    expect(backend.requests).toEqual([]);
  });

  it('takes STORE_PLUGIN_FEATURES as it is, asking nothing', async () => {
    const backend = fakeBackend(() => FULL);
    vi.stubGlobal('fetch', backend.fetch);
    vi.stubEnv('STOREFRONT_PERSISTED_OPERATIONS', 'on');
    vi.stubEnv('STORE_PLUGIN_FEATURES', 'banner,tabs');
    expect(await storeCapabilities()).toEqual({ ...NO_PLUGINS, banner: true, tabs: true });
    expect(backend.requests).toEqual([]);
  });
});

describe('plugin reads the backend refuses after all (a plugin removed since discovery)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const refusal = (field: string) =>
    new GraphQLClientError(
      `Cannot query field "${field}" on type "RootQuery".`,
      200,
      [{ message: `Cannot query field "${field}" on type "RootQuery".` }],
      null,
    );

  it('are answered null, not sent again on later renders, and logged once', async () => {
    vi.stubGlobal('fetch', fakeBackend(() => FULL).fetch);
    vi.stubEnv('GQL_HOST', 'https://removed-banner.example/graphql');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = vi.fn(async () => {
      throw refusal('bannerSettings');
    });
    expect(await withFeature('banner', read)).toBeNull();
    expect(await withFeature('banner', read)).toBeNull();
    expect(await withFeature('banner', read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
    const absent = warn.mock.calls.filter(([line]) => String(line).includes('"banner\\" is absent'));
    expect(absent).toHaveLength(1);
  });

  it('let other failures (backend down) reach the caller without marking anything absent', async () => {
    vi.stubGlobal('fetch', fakeBackend(() => FULL).fetch);
    vi.stubEnv('GQL_HOST', 'https://flaky.example/graphql');
    const down = new GraphQLClientError('fetch failed', 0, [], null);
    await expect(withFeature('banner', async () => Promise.reject(down))).rejects.toBe(down);
    expect(await withFeature('banner', async () => 'shown')).toBe('shown');
  });

  it('retry a composed read once without the features it used, and remember them', async () => {
    vi.stubGlobal('fetch', fakeBackend(() => FULL).fetch);
    vi.stubEnv('GQL_HOST', 'https://removed-faqs.example/graphql');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: boolean[] = [];
    const read = async (capabilities: { faqs: boolean }) => {
      seen.push(capabilities.faqs);
      if (capabilities.faqs) throw refusal('faqs');
      return 'page';
    };
    expect(await withCapabilities(['faqs'], read)).toBe('page');
    expect(await withCapabilities(['faqs'], read)).toBe('page');
    expect(seen).toEqual([true, false, false]);
  });
});
