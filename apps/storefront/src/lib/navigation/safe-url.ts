/**
 * The one gate for every URL that comes from data (banner links, backend redirects, login
 * providers' authorization URLs, order redirects) before the shop links or navigates to it
 * (spec section 8): paths and same-origin URLs pass; script-type protocols (`javascript:`,
 * `data:`, `vbscript:`, `file:`, `blob:` …) are refused; URLs on other sites pass only when the
 * caller allows them (a flag or a list of host names). Works on the server and in the browser.
 */

/** Where a safe URL leads: inside the shop (a path to hand to the router) or to another site. */
export type SafeUrl = { internal: true; href: string } | { internal: false; href: string };

export interface SafeUrlOptions {
  /**
   * Whether URLs on other sites may be followed: `true` for any http(s) site, or the host names
   * allowed (`accounts.example.com`; `*.example.com` for its subdomains and itself). Default: none.
   */
  allowExternal?: boolean | readonly string[];
  /**
   * The shop's own origin (`https://shop.example`): absolute URLs on it count as internal and
   * become paths. In the browser it defaults to `window.location.origin`.
   */
  origin?: string;
}

/** Stands in for the shop's origin when none is known (on the server without SITE_URL). */
const PLACEHOLDER_ORIGIN = 'http://shop.invalid';

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** Starts with a scheme (`https:`, `javascript:` …). */
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** Thrown by `assertSafeUrl` when a URL may not be followed (spec section 8: "navigating … throws"). */
export class UnsafeUrlError extends Error {
  constructor(url: string) {
    super(`Navigation to ${JSON.stringify(url.slice(0, 200))} is not allowed`);
    this.name = 'UnsafeUrlError';
  }
}

function currentOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

function hostAllowed(host: string, allow: boolean | readonly string[] | undefined): boolean {
  if (allow === true) return true;
  if (!allow) return false;
  const name = host.toLowerCase();
  return allow.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    if (pattern.startsWith('*.')) {
      const domain = pattern.slice(2);
      return name === domain || name.endsWith(`.${domain}`);
    }
    return name === pattern;
  });
}

/**
 * Checks a URL from data. Returns where it leads, or null when it must not be followed: empty,
 * unparsable, neither a path (`/…`) nor an absolute URL, a non-web protocol, credentials in the
 * URL, or another site that is not allowed.
 */
export function safeUrl(value: string | null | undefined, options: SafeUrlOptions = {}): SafeUrl | null {
  // Browsers ignore control characters, tabs and newlines in URLs ("java\nscript:" is `javascript:`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const raw = value?.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!raw) return null;
  // A path of the shop, or an absolute URL; never "//host" or "/\\host" (another site in disguise)
  // nor a bare word that would resolve against whatever page it is used on.
  const isPath = raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\');
  if (!isPath && !ABSOLUTE.test(raw)) return null;
  const origin = options.origin ?? currentOrigin() ?? PLACEHOLDER_ORIGIN;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol)) return null;
  if (url.username || url.password) return null;
  if (url.origin === base.origin) return { internal: true, href: `${url.pathname}${url.search}${url.hash}` };
  if (!hostAllowed(url.hostname, options.allowExternal)) return null;
  return { internal: false, href: url.href };
}

/** Like `safeUrl`, but throws `UnsafeUrlError` instead of returning null. */
export function assertSafeUrl(value: string, options: SafeUrlOptions = {}): SafeUrl {
  const safe = safeUrl(value, options);
  if (!safe) throw new UnsafeUrlError(value);
  return safe;
}
