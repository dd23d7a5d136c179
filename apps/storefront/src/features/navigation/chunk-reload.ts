/**
 * Recovery from a failed chunk or asset load (spec sections 8 and 9): after a deploy, a page that
 * was loaded from the old build may ask for a script or stylesheet that is gone. The page then
 * reloads (fetching the new build), at most once per path within 10 s, so a chunk that keeps
 * failing cannot make the page reload forever. The guard lives in sessionStorage.
 */

/** Spec section 9: "Reload guard 10000 ms per path". */
export const RELOAD_GUARD_MS = 10_000;

/** sessionStorage key prefix; the full key is the prefix and the path, the value the time of the reload. */
export const RELOAD_GUARD_PREFIX = 'ppe:chunk-reload:';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether the page at `path` may reload now; if so the reload is recorded. Refuses when a reload of
 * this path happened less than 10 s ago, and when there is no storage to keep the guard in (better a
 * broken page than endless reloads).
 */
export function claimReload(storage: GuardStorage | null, path: string, now: number = Date.now()): boolean {
  if (!storage) return false;
  const key = `${RELOAD_GUARD_PREFIX}${path}`;
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

const CHUNK_ERROR_MESSAGES = [
  /loading (css )?chunk [\w/.-]+ failed/i, // webpack
  /failed to load chunk/i, // Turbopack
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite-style preload helpers
];

/** Whether an error (a rejection reason or a reported error) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && matches(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && matches(message);
}

function matches(message: string): boolean {
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/** The parts of a failed element the check reads (an HTMLScriptElement or HTMLLinkElement). */
export interface FailedElement {
  tagName: string;
  src?: string;
  href?: string;
  rel?: string;
  /** A preload link's `as` ('script', 'style' …). */
  as?: string;
}

/** Whether an element whose load failed is one of the shop's own build assets (`/_next/…` on this origin). */
export function isFailedBuildAsset(element: FailedElement, origin: string): boolean {
  const tag = element.tagName.toUpperCase();
  let url: string | undefined;
  if (tag === 'SCRIPT') url = element.src;
  else if (tag === 'LINK') {
    const rels = (element.rel ?? '').toLowerCase().split(/\s+/);
    const preloadsCode =
      rels.includes('preload') && ['script', 'style'].includes((element.as ?? '').toLowerCase());
    if (rels.includes('stylesheet') || rels.includes('modulepreload') || preloadsCode) url = element.href;
  }
  if (!url) return false;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith('/_next/');
  } catch {
    return false;
  }
}
