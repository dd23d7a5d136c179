/**
 * The tag manager's `page_view` event (DESIGN.md section 3, spec section 4): one per route the
 * shopper sees, the first page load included, pushed to `window.dataLayer` only when a container
 * is configured. Query parameters that carry secrets (order keys, reset keys, login codes) are
 * masked before they leave for a third party.
 */

export interface PageViewEvent {
  event: 'page_view';
  /** Path and query, e.g. `/de-DE/products?page=2`. */
  page_path: string;
  /** The full URL, without the fragment. */
  page_location: string;
  page_title: string;
  page_locale: string;
}

/** Parameters whose values must not reach analytics. */
const SECRET_PARAMS = new Set(['key', 'token', 'code', 'state', 'password', 'email', 'login']);
const MASK = 'redacted';

function maskedQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.has(name.toLowerCase())) params.set(name, MASK);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function pageViewEvent({
  href,
  title,
  locale,
}: {
  /** The page's URL (`location.href`). */
  href: string;
  title: string;
  locale: string;
}): PageViewEvent {
  const url = new URL(href);
  const query = maskedQuery(url.search);
  return {
    event: 'page_view',
    page_path: `${url.pathname}${query}`,
    page_location: `${url.origin}${url.pathname}${query}`,
    page_title: title,
    page_locale: locale,
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

let lastPushed: string | null = null;

/**
 * Pushes the page view of a route, once per route: React may run an effect twice, and a
 * re-render of the same route is not a new page view. `href` is the route's URL as it rendered;
 * the title is read now.
 */
export function pushPageView(
  routeKey: string,
  { href, locale }: { href: string; locale: string },
  win: Window & DataLayerWindow = window,
): boolean {
  if (routeKey === lastPushed) return false;
  lastPushed = routeKey;
  win.dataLayer ??= [];
  win.dataLayer.push(pageViewEvent({ href, title: win.document.title, locale }));
  return true;
}

/**
 * Runs `push` once the document has a title: after a client-side navigation Next streams the new
 * page's <title> in a moment after the route renders. Gives up waiting after `timeoutMs`. Returns a
 * function that runs it at once if it has not run yet (for an effect's cleanup).
 */
export function whenTitled(push: () => void, doc: Document = document, timeoutMs = 3000): () => void {
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    push();
  };
  if (doc.title) {
    run();
    return run;
  }
  observer = new MutationObserver(() => {
    if (doc.title) run();
  });
  observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
  timer = setTimeout(run, timeoutMs);
  return run;
}
