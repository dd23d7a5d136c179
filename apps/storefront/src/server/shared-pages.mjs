// Plain JavaScript, like page-cache.mjs which uses it. Types: shared-pages.d.mts.
import { createHash } from 'node:crypto';

/** @typedef {import('./stored-page.mjs').StoredPage} StoredPage */

/** The counter in Redis that every instance's page clear raises: pages are kept under it. */
const GENERATION = 'page-generation';

/**
 * The HTML page cache's side in Redis (shared-cache.mjs): pages one instance rendered, served by
 * every other, and a clear on any instance (a revalidation) clearing them all. Pages are kept under
 * the shared generation, a counter each clear raises and tells the others, so a clear drops every
 * instance's pages at once without finding them; the old ones expire with their lifetime.
 * @param {{ shared: import('./shared-cache.mjs').SharedCache, freshMs: number, lifeMs: number,
 *   clearMemory: () => void }} options a page is fresh for `freshMs` and kept for `lifeMs` (served
 *   stale for the difference); `clearMemory` empties this instance's own pages: called when another
 *   instance clears, and when Redis is back after missed clears.
 */
export function createSharedPages({ shared, freshMs, lifeMs, clearMemory }) {
  /** The generation pages are kept under, known once connected. */
  let generation = /** @type {number | undefined} */ (undefined);
  /** A clear made while Redis was unreachable, to tell the others once it is back. */
  let untoldClear = false;

  const keyOf = (/** @type {string} */ key) =>
    `page:${generation}:${createHash('sha256').update(key).digest('base64url')}`;

  async function tellClear() {
    const raised = await shared.increment(GENERATION);
    if (raised === undefined) {
      untoldClear = true;
      return;
    }
    generation = Math.max(raised, generation ?? 0);
    untoldClear = !(await shared.publish({ type: 'pages', generation: raised }));
  }

  if (shared.enabled) {
    shared.onMessage((message) => {
      if (message.type !== 'pages') return;
      generation = Math.max(Number(message.generation) || 0, generation ?? 0);
      clearMemory();
    });
    shared.onConnect(async () => {
      if (untoldClear) return tellClear();
      const current = await shared.counter(GENERATION);
      if (current === undefined || current === generation) return;
      // Clears made while this instance could not hear them: its own pages may be stale.
      if (generation !== undefined) clearMemory();
      generation = current;
    });
  }

  return {
    /**
     * A page another instance (or this one) kept under `key`, with the milliseconds it has left
     * fresh (below zero once stale) and kept.
     * @param {string} key
     * @returns {Promise<{ page: StoredPage, freshMs: number, lifeMs: number } | undefined>}
     */
    async read(key) {
      if (generation === undefined || !shared.connected) return undefined;
      const found = /** @type {{ page?: StoredPage, storedAt?: number } | undefined} */ (
        await shared.get(keyOf(key))
      );
      if (!found?.page || typeof found.storedAt !== 'number') return undefined;
      const age = Date.now() - found.storedAt;
      return age < lifeMs ? { page: found.page, freshMs: freshMs - age, lifeMs: lifeMs - age } : undefined;
    },
    /** Keeps `page` for every instance. @param {string} key @param {StoredPage} page */
    async write(key, page) {
      if (generation === undefined) return;
      await shared.set(keyOf(key), { page, storedAt: Date.now() }, lifeMs);
    },
    /** Tells every instance to drop its pages (this one's memory is the caller's). */
    clear: () => (shared.enabled ? tellClear() : Promise.resolve()),
  };
}
