// Plain JavaScript: the production server (server.mjs) imports it as is, and the app's bundle
// imports it too. Next bundles the app apart from the server file, so each gets its own copy of
// this module: the listeners live on globalThis, under a registry-wide symbol, to be shared.
// Types: page-cache-hook.d.mts.

const LISTENERS = Symbol.for('ppe.storefront.page-cache.clear');

/** @returns {Set<() => void>} */
function listeners() {
  /** @type {Record<symbol, Set<() => void> | undefined>} */
  const registry = /** @type {any} */ (globalThis);
  let set = registry[LISTENERS];
  if (!set) {
    set = new Set();
    registry[LISTENERS] = set;
  }
  return set;
}

/**
 * Calls `listener` whenever the app revalidates; returns a function that stops it.
 * @param {() => void} listener
 */
export function onPageCacheClear(listener) {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Drops every rendered page this process keeps (no-op under `next dev`, which keeps none). */
export function clearPageCaches() {
  for (const listener of listeners()) listener();
}
