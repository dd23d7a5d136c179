// Plain JavaScript: the production server (server.mjs) and Next's cache handler load it at run
// time, unbuilt, and Node 20 does not run TypeScript. Types: shared-cache.d.mts.
import { randomUUID } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { createClient, RESP_TYPES } from '@redis/client';
import { publishSharedCacheState } from './shared-cache-state.mjs';

/**
 * The caches every storefront instance shares through Redis (REDIS_URL): Next's data cache and
 * rendered pages (lib/cache/backend-cache-handler.mjs) and the HTML page cache (page-cache.mjs).
 * Each keeps its own memory in front; this is what they write through to, read on a miss, and
 * tell the other instances through (a revalidation on one reaches every other by pub/sub, in
 * milliseconds). Redis is a helper, never a dependency: while it is unreachable every call answers
 * at once as if it held nothing, the instance serves from its own memory and says so in its log
 * and on /api/health, and what it revalidated meanwhile is told to the others when Redis is back.
 */

/** A slow Redis must not slow a page: past this a read counts as a miss. */
const COMMAND_TIMEOUT_MS = 250;
/** Between reconnection attempts, growing to this. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * @typedef {{ type: string, from?: string } & Record<string, unknown>} SharedMessage
 * @typedef {(message: SharedMessage) => void} MessageListener
 */

/**
 * The URL as it may be printed: without its password.
 * @param {string} url
 */
export function printableRedisUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable REDIS_URL';
  }
}

/**
 * A connection to the shared cache, or an always-empty one without a URL.
 * @param {{ url: string | undefined, scope: string, log?: (line: string) => void }} options `scope`
 *   keeps apart instances rendering from different backends or settings (backendCacheScope).
 */
export function createSharedCache({ url, scope, log = (line) => console.warn(line) }) {
  const instance = randomUUID();
  const prefix = `ppe:${scope}:`;
  const channel = `${prefix}events`;
  /** @type {Set<MessageListener>} */
  const listeners = new Set();
  /** @type {Set<() => void>} */
  const connectListeners = new Set();
  /** @type {'not configured' | 'connected' | 'unreachable'} */
  let state = url ? 'unreachable' : 'not configured';
  let closed = false;

  if (!url) {
    publishSharedCacheState(state);
    return sharedCacheApi({ instance, enabled: false });
  }
  const where = printableRedisUrl(url);

  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue for Redis.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (/** @type {number} */ retries) =>
        Math.min((retries + 1) * 100, MAX_RECONNECT_DELAY_MS),
    },
    commandOptions: { timeout: COMMAND_TIMEOUT_MS, typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } },
  });
  const subscriber = client.duplicate();

  let saidUnreachable = false;
  const ready = () => client.isReady && subscriber.isReady;

  function connected() {
    if (!ready() || state === 'connected') return;
    state = 'connected';
    saidUnreachable = false;
    publishSharedCacheState(state);
    log(`Shared caches: connected to Redis at ${where}; every instance serves the same pages.`);
    for (const listener of connectListeners) listener();
  }

  /** @param {string} reason */
  function unreachable(reason) {
    if (closed) return;
    state = 'unreachable';
    publishSharedCacheState(state);
    // Every failed reconnection repeats the error: said once per outage.
    if (saidUnreachable) return;
    saidUnreachable = true;
    log(
      `Shared caches: Redis at ${where} is unreachable (${reason}); this instance serves from its own memory until it is back.`,
    );
  }

  for (const connection of [client, subscriber]) {
    connection.on('ready', connected);
    connection.on('error', (/** @type {Error} */ error) => unreachable(error.message || String(error)));
    connection.on('end', () => unreachable('connection closed'));
  }
  publishSharedCacheState(state);
  client.connect().catch(() => {});
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (/** @type {Buffer | string} */ raw) => {
        /** @type {SharedMessage} */
        let message;
        try {
          message = JSON.parse(String(raw));
        } catch {
          return;
        }
        if (message.from === instance) return;
        for (const listener of listeners) listener(message);
      }),
    )
    .catch(() => {});

  return sharedCacheApi({
    instance,
    enabled: true,
    ready,
    client,
    prefix,
    channel,
    listeners,
    connectListeners,
    async close() {
      closed = true;
      await Promise.allSettled([client.close(), subscriber.close()]);
    },
  });
}

/**
 * @param {{ instance: string, enabled: boolean, ready?: () => boolean,
 *   client?: import('@redis/client').RedisClientType<any, any, any, any, any>, prefix?: string,
 *   channel?: string, listeners?: Set<MessageListener>, connectListeners?: Set<() => void>,
 *   close?: () => Promise<void> }} parts
 */
function sharedCacheApi({
  instance,
  enabled,
  ready = () => false,
  client,
  prefix = '',
  channel = '',
  listeners = new Set(),
  connectListeners = new Set(),
  close = async () => {},
}) {
  /** @template T @param {() => Promise<T>} command @param {T} fallback */
  const attempt = async (command, fallback) => {
    if (!enabled || !ready()) return fallback;
    try {
      return await command();
    } catch {
      return fallback;
    }
  };
  const c = /** @type {NonNullable<typeof client>} */ (client);
  return {
    enabled,
    /** Whether the shared cache can be used now. */
    get connected() {
      return enabled && ready();
    },
    /** A value kept under `key`, or undefined (also when Redis is unreachable or slow). */
    async get(/** @type {string} */ key) {
      const raw = await attempt(() => c.get(prefix + key), null);
      if (!(raw instanceof Buffer)) return undefined;
      try {
        return deserialize(raw);
      } catch {
        return undefined;
      }
    },
    /** Keeps `value` under `key` for `ttlMs`; whether it was written. */
    async set(/** @type {string} */ key, /** @type {unknown} */ value, /** @type {number} */ ttlMs) {
      const bytes = serialize(value);
      return attempt(async () => {
        await c.set(prefix + key, bytes, {
          expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
        });
        return true;
      }, false);
    },
    /** Fields of the hash `key` with numeric values. */
    async numbers(/** @type {string} */ key) {
      const fields = await attempt(() => c.hGetAll(prefix + key), {});
      return Object.entries(/** @type {Record<string, unknown>} */ (fields)).map(
        ([field, value]) => /** @type {[string, number]} */ ([String(field), Number(String(value))]),
      );
    },
    /** Raises the fields of the hash `key` to the given numbers; whether it was written. */
    async raise(/** @type {string} */ key, /** @type {[string, number][]} */ fields) {
      if (fields.length === 0) return true;
      return attempt(async () => {
        await c.hSet(
          prefix + key,
          Object.fromEntries(fields.map(([field, value]) => [field, String(value)])),
        );
        return true;
      }, false);
    },
    /** Adds one to the counter `key`: its new value, or undefined. */
    async increment(/** @type {string} */ key) {
      return attempt(async () => Number(await c.incr(prefix + key)), undefined);
    },
    /** The counter `key`, or undefined. */
    async counter(/** @type {string} */ key) {
      const raw = await attempt(() => c.get(prefix + key), null);
      return raw === null ? (enabled && ready() ? 0 : undefined) : Number(String(raw));
    },
    /** Tells every other instance; whether it was sent. */
    async publish(/** @type {SharedMessage} */ message) {
      return attempt(async () => {
        await c.publish(channel, JSON.stringify({ ...message, from: instance }));
        return true;
      }, false);
    },
    /** Calls `listener` with each message another instance publishes; returns a stop function. */
    onMessage(/** @type {MessageListener} */ listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Calls `listener` on each connection to Redis, the first included (now, if it is up). */
    onConnect(/** @type {() => void} */ listener) {
      connectListeners.add(listener);
      if (enabled && ready()) listener();
      return () => connectListeners.delete(listener);
    },
    close,
  };
}

/** @typedef {ReturnType<typeof createSharedCache>} SharedCache */

/**
 * This process's shared cache, made on first use from REDIS_URL: one per process whichever module
 * copy asks (Next loads the cache handler apart from the server file).
 * @param {string} scope
 * @returns {SharedCache}
 */
export function processSharedCache(scope) {
  const key = Symbol.for('ppe.storefront.shared-caches');
  const registry = /** @type {Record<symbol, Map<string, SharedCache> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  const caches = registry[key] ?? new Map();
  registry[key] = caches;
  let cache = caches.get(scope);
  if (!cache) {
    cache = createSharedCache({ url: process.env.REDIS_URL?.trim() || undefined, scope });
    caches.set(scope, cache);
  }
  return cache;
}
