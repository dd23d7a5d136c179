// Plain JavaScript: shared by the production server's modules and the app's bundle (the health
// route), which each get their own copy of it; the state lives on globalThis to be one.
// Types: shared-cache-state.d.mts.

const STATE = Symbol.for('ppe.storefront.shared-cache.state');

/** @typedef {'not configured' | 'connected' | 'unreachable'} SharedCacheState */

/**
 * Records whether the shared caches are reachable (shared-cache.mjs).
 * @param {SharedCacheState} state
 */
export function publishSharedCacheState(state) {
  /** @type {Record<symbol, SharedCacheState | undefined>} */ (/** @type {unknown} */ (globalThis))[STATE] =
    state;
}

/**
 * What this instance's caches are now: shared through Redis, or its own memory (no REDIS_URL, or
 * Redis unreachable). Before any cache was used, what REDIS_URL promises.
 * @returns {{ caches: 'shared' | 'memory', redis: SharedCacheState }}
 */
export function sharedCacheState() {
  const recorded = /** @type {Record<symbol, SharedCacheState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )[STATE];
  const redis = recorded ?? (process.env.REDIS_URL?.trim() ? 'unreachable' : 'not configured');
  return { caches: redis === 'connected' ? 'shared' : 'memory', redis };
}
