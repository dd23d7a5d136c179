/**
 * Which clicks on links start a navigation inside the shop: the loading indicator starts on them,
 * and after a new deploy they become full page loads. Pure: the browser's event and anchor are
 * passed in as plain values.
 */

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  /** The resolved href (HTMLAnchorElement.href). */
  href: string;
  /** The target attribute ('' when absent). */
  target: string;
  /** Whether the link has a download attribute. */
  download: boolean;
}

/** Same-origin paths that are files or endpoints, not pages (a click on them does not render a route). */
const NOT_PAGES = /^\/(?:api|_next|media)(?:\/|$)/;

/**
 * The URL a click leads to when it is a plain, same-tab navigation to a page of the shop;
 * null for modified or non-left clicks, new tabs, downloads, other sites, other protocols, files and
 * endpoints, and jumps within the current page (a hash change is not a page load).
 */
export function internalNavigationTarget(click: ClickInfo, anchor: AnchorInfo, current: string): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.download) return null;
  if (anchor.target && anchor.target.toLowerCase() !== '_self') return null;
  let url: URL;
  let here: URL;
  try {
    here = new URL(current);
    url = new URL(anchor.href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (NOT_PAGES.test(url.pathname)) return null;
  // A jump within the page (a fragment on its own URL) is the browser's to make; a link to the
  // page itself (the logo on the home page) renders it afresh, as next/link did.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

/**
 * A comparable key for a route (path and query), the same whichever way the parts were encoded:
 * the router's `useSearchParams().toString()` writes `%5B` where a link's URL kept `[`.
 */
export function routeKey(pathname: string, search: string): string {
  let path = pathname || '/';
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: compare it as written.
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}
