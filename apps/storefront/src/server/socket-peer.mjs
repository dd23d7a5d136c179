// The address of the socket a request came in on, for the app's code. Next.js hands route
// handlers and server actions a Request without its socket, and writes the socket's address into
// X-Forwarded-For only when the client sent none, so a shopper's own header would pass as their
// address. The production server (server.mjs) runs each request inside this store instead; the
// app reads it (lib/commerce/server/shopper-address.ts) and believes forwarded headers only from a peer
// listed in STOREFRONT_TRUSTED_PROXIES. Kept on globalThis: the server and the app's bundle each
// load their own copy of this module.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('ppe.storefront.socket-peer');

/** @returns {AsyncLocalStorage<string>} */
function store() {
  const shared = /** @type {Record<symbol, AsyncLocalStorage<string> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  shared[KEY] ??= new AsyncLocalStorage();
  return shared[KEY];
}

/**
 * Runs `handle` with the request's socket address as the current peer.
 * @template T
 * @param {import('node:http').IncomingMessage} request
 * @param {() => T} handle
 * @returns {T}
 */
export function withSocketPeer(request, handle) {
  return store().run(request.socket.remoteAddress ?? '', handle);
}

/**
 * The socket address of the request being handled; null outside the production server
 * (`next dev`, a build, a test), where no socket is known.
 * @returns {string | null}
 */
export function currentSocketPeer() {
  return store().getStore() || null;
}

/**
 * What the server says at start-up about whose forwarded address it believes: trusting a proxy
 * lets that proxy name any shopper address, so the list is said out loud. Null when nothing is
 * trusted (the safe default).
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function trustedProxiesNotice(env) {
  const trusted = env.STOREFRONT_TRUSTED_PROXIES?.trim();
  if (!trusted || trusted === 'none') return null;
  return `STOREFRONT_TRUSTED_PROXIES=${trusted}: X-Forwarded-For and X-Real-IP from these peers are believed as the shopper's address (for the backend's per-address limits); list only your own reverse proxies.`;
}
