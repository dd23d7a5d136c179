// Plain JavaScript: Next loads its cacheHandler with a bare dynamic import at runtime (no build
// step), and Node 20 does not run TypeScript. Types: backend-cache-handler.d.mts.
import { createHash } from 'node:crypto';

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
 */

/** Environment variables whose value changes what a page shows. */
const PAGE_SETTING_PREFIXES = ['GQL_', 'STORE_'];
const PAGE_SETTINGS = ['SITE_URL', 'GTM_ID', 'STOREFRONT_CACHE_KEY'];
const DEFAULT_ENDPOINT = 'http://127.0.0.1:4000/graphql';
/** Next's default for its own in-memory cache (cacheMaxMemorySize). */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

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
 * @typedef {{ entries: Map<string, Stored>, bytes: number, tags: Map<string, number>, version: number }} Store
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
    memory = { entries: new Map(), bytes: 0, tags: new Map(), version: 0 };
    global[key] = memory;
  }
  return memory;
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
  /** @param {{ maxMemoryCacheSize?: number }} [options] */
  constructor(options = {}) {
    this.scope = backendCacheScope(process.env);
    this.maxBytes = options.maxMemoryCacheSize || DEFAULT_MAX_BYTES;
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
    const { entries, tags } = store();
    const scopedKey = this.scoped(key);
    const stored = entries.get(scopedKey);
    if (!stored) return null;
    const wanted = [...tagsOf(stored.entry), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    // A tag revalidated after the entry was made: the entry is gone, the next render refreshes it.
    if (wanted.some((tag) => (tags.get(tag) ?? 0) > stored.version)) {
      this.drop(scopedKey);
      return null;
    }
    // Most recently used last, so eviction takes the oldest first.
    entries.delete(scopedKey);
    entries.set(scopedKey, stored);
    return stored.entry;
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ cacheControl?: unknown, fetchCache?: boolean, tags?: string[] }} [ctx]
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
    const bytes = sizeOf(value);
    if (bytes > this.maxBytes) return;
    const memory = store();
    memory.version += 1;
    memory.entries.set(scopedKey, { entry, bytes, version: memory.version });
    memory.bytes += bytes;
    for (const [oldest] of memory.entries) {
      if (memory.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const memory = store();
    memory.version += 1;
    for (const tag of typeof tags === 'string' ? [tags] : tags) memory.tags.set(tag, memory.version);
  }

  resetRequestCache() {}

  /** @param {string} scopedKey */
  drop(scopedKey) {
    const memory = store();
    const stored = memory.entries.get(scopedKey);
    if (!stored) return;
    memory.entries.delete(scopedKey);
    memory.bytes -= stored.bytes;
  }
}
