// Plain JavaScript: Next loads its cacheHandler with a bare dynamic import at runtime (no build
// step), and Node 20 does not run TypeScript. Types: backend-cache-handler.d.mts.
import { createHash } from 'node:crypto';
import { clearPageCaches } from '../../server/page-cache-hook.mjs';
import { processSharedCache } from '../../server/shared-cache.mjs';
import { followOtherInstances, revalidated, tell } from './shared-revalidations.mjs';

/**
 * The storefront's Next cache (ISR pages, route responses and `fetch` data), kept in this process's
 * memory and scoped by the backend it renders from. Next's own cache lives on disk in `.next`,
 * shared by every `next start` of the same build: pages rendered against one backend (its products,
 * its image URLs, its settings) were served by the next process against another. Here nothing
 * outlives the process, so no run ever sees what another run cached, and entries are keyed by the
 * backend scope, so whatever changes a page (the backend, a store setting, an explicit cache key)
 * never meets an entry made under other values. Build-time prerenders are not read either (Next
 * queries a custom handler with scoped keys only): every page is rendered from the backend this
 * process talks to, on its first request.
 *
 * With REDIS_URL, the memory is the front of a cache every instance shares (server/shared-cache.mjs):
 * each write goes to Redis too, a miss reads it there, and a revalidation is told to every other
 * instance, which drops what it holds under those tags at once. Without Redis, or while it is
 * unreachable, everything works from this process's memory as above.
 */

/** Environment variables whose value changes what a page shows. */
const PAGE_SETTING_PREFIXES = ['GQL_', 'STORE_'];
const PAGE_SETTINGS = ['SITE_URL', 'GTM_ID', 'STOREFRONT_CACHE_KEY'];
const DEFAULT_ENDPOINT = 'http://127.0.0.1:4000/graphql';
/** Next's default for its own in-memory cache (cacheMaxMemorySize). */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';
/** How long Redis keeps an entry that says nothing of its expiry (Next decides its freshness). */
const SHARED_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The scope of this process's cache entries: a hash of the backend endpoint, the explicit
 * STOREFRONT_CACHE_KEY and every setting that changes rendered pages.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function backendCacheScope(env) {
  const settings = Object.keys(env)
    .filter((name) => PAGE_SETTINGS.includes(name) || PAGE_SETTING_PREFIXES.some((p) => name.startsWith(p)))
    .filter((name) => name !== 'GQL_HOST')
    .filter((name) => env[name] !== undefined && env[name] !== '')
    .sort()
    .map((name) => [name, env[name]]);
  const endpoint = env.GQL_HOST || DEFAULT_ENDPOINT;
  return createHash('sha256').update(JSON.stringify({ endpoint, settings })).digest('hex').slice(0, 24);
}

/**
 * @typedef {{ entry: import('./backend-cache-handler.d.mts').StoredEntry, bytes: number, version: number }} Stored
 * @typedef {{ entries: Map<string, Stored>, bytes: number, tags: Map<string, number>, version: number,
 *   tagTimes: Map<string, number>, untold: Map<string, number>, listening: boolean }} Store
 * `tags`: each tag's latest revalidation in `version`s, which order this process's writes exactly;
 * `tagTimes`: the same in milliseconds, to judge entries other instances wrote; `untold`: tags
 * revalidated while Redis was unreachable, told to the others when it is back.
 */

/**
 * One store per process, whichever module instance or handler instance (Next makes one per
 * request). `version` orders writes and revalidations exactly, where two could share a millisecond.
 * @returns {Store}
 */
function store() {
  const key = Symbol.for('ppe.backend-cache-handler.store');
  const global = /** @type {Record<symbol, Store | undefined>} */ (/** @type {unknown} */ (globalThis));
  let memory = global[key];
  if (!memory) {
    memory = createMemoryStore();
    global[key] = memory;
  }
  return memory;
}

/** @returns {Store} */
export function createMemoryStore() {
  return {
    entries: new Map(),
    bytes: 0,
    tags: new Map(),
    version: 0,
    tagTimes: new Map(),
    untold: new Map(),
    listening: false,
  };
}

/**
 * A rough size, to keep memory bounded (least recently used entries go first).
 * @param {unknown} value
 * @returns {number}
 */
function sizeOf(value) {
  if (value == null) return 64;
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const item of value.values()) total += sizeOf(item);
    return total;
  }
  if (typeof value === 'object') {
    let total = 0;
    for (const item of Object.values(value)) total += sizeOf(item);
    return total + 64;
  }
  return 8;
}

/**
 * The tags an entry carries: a fetch's own, or a page's from its cache-tags header.
 * @param {import('./backend-cache-handler.d.mts').StoredEntry} entry
 * @returns {string[]}
 */
function tagsOf(entry) {
  const value = /** @type {{ tags?: unknown, headers?: Record<string, unknown> } | null} */ (entry.value);
  if (Array.isArray(value?.tags)) return value.tags.map(String);
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

export default class BackendCacheHandler {
  /**
   * @param {{ maxMemoryCacheSize?: number, memory?: Store,
   *   shared?: import('../../server/shared-cache.mjs').SharedCache }} [options] `memory` and
   *   `shared` for tests, which play several instances in one process; Next gives neither.
   */
  constructor(options = {}) {
    this.scope = backendCacheScope(process.env);
    this.maxBytes = options.maxMemoryCacheSize || DEFAULT_MAX_BYTES;
    this.memory = options.memory ?? store();
    this.shared = options.shared ?? processSharedCache(this.scope);
    followOtherInstances(this.memory, this.shared);
  }

  /** @param {string} key */
  scoped(key) {
    return `${this.scope}:${key}`;
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx = {}) {
    const { entries, tags } = this.memory;
    const scopedKey = this.scoped(key);
    const asked = [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    const stored = entries.get(scopedKey);
    // A tag revalidated after the entry was made: the entry is gone, the next render refreshes it.
    if (stored && [...tagsOf(stored.entry), ...asked].some((tag) => (tags.get(tag) ?? 0) > stored.version)) {
      this.drop(scopedKey);
    } else if (stored) {
      // Most recently used last, so eviction takes the oldest first.
      entries.delete(scopedKey);
      entries.set(scopedKey, stored);
      return stored.entry;
    }
    return this.fromShared(key, scopedKey, asked);
  }

  /**
   * What another instance (or this one, before its memory let it go) wrote, unless a tag of it was
   * revalidated since.
   * @param {string} key
   * @param {string} scopedKey
   * @param {string[]} asked
   */
  async fromShared(key, scopedKey, asked) {
    if (!this.shared.connected) return null;
    const found = /** @type {import('./backend-cache-handler.d.mts').StoredEntry | undefined} */ (
      await this.shared.get(`data:${key}`)
    );
    if (!found || typeof found.lastModified !== 'number') return null;
    const { tagTimes } = this.memory;
    if ([...tagsOf(found), ...asked].some((tag) => (tagTimes.get(tag) ?? 0) >= found.lastModified))
      return null;
    this.remember(scopedKey, found);
    return found;
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ cacheControl?: { expire?: number }, fetchCache?: boolean, tags?: string[] }} [ctx]
   */
  async set(key, data, ctx = {}) {
    const scopedKey = this.scoped(key);
    this.drop(scopedKey);
    if (data == null) return;
    const value =
      ctx.fetchCache && ctx.tags && typeof data === 'object' && !Array.isArray(data)
        ? { ...data, tags: ctx.tags }
        : data;
    const entry = {
      value,
      lastModified: Date.now(),
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
    };
    this.remember(scopedKey, entry);
    const expire = Number(ctx.cacheControl?.expire);
    await this.shared.set(
      `data:${key}`,
      entry,
      Number.isFinite(expire) && expire > 0 ? Math.min(expire * 1000, SHARED_TTL_MS) : SHARED_TTL_MS,
    );
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    const at = Date.now();
    revalidated(this.memory, list, at);
    await tell(this.memory, this.shared, list, at);
    // Rendered pages made from those entries go too, and only now: another instance told of the
    // pages first could render them again from its entries before hearing of the tags.
    clearPageCaches();
  }

  resetRequestCache() {}

  /**
   * Keeps `entry` in memory, within its bound.
   * @param {string} scopedKey
   * @param {import('./backend-cache-handler.d.mts').StoredEntry} entry
   */
  remember(scopedKey, entry) {
    this.drop(scopedKey);
    const bytes = sizeOf(entry.value);
    if (bytes > this.maxBytes) return;
    const memory = this.memory;
    memory.version += 1;
    memory.entries.set(scopedKey, { entry, bytes, version: memory.version });
    memory.bytes += bytes;
    for (const [oldest] of memory.entries) {
      if (memory.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** @param {string} scopedKey */
  drop(scopedKey) {
    const memory = this.memory;
    const stored = memory.entries.get(scopedKey);
    if (!stored) return;
    memory.entries.delete(scopedKey);
    memory.bytes -= stored.bytes;
  }
}
