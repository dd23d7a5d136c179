// Plain JavaScript, like stored-page.mjs which uses it. Types: inlined-styles.d.mts.
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { attributesOf } from './html-tags.mjs';

/**
 * A stored catalogue page carries its stylesheets in the HTML.
 *
 * A stylesheet blocks the first paint: a phone that has the page must still ask for the route's
 * three CSS files (about 17 KiB compressed) and wait a round trip for them before it draws anything,
 * its largest picture included (Lighthouse: 350 ms of render-blocking requests on the home page). The
 * page cache stores a page with each of the shop's own stylesheet links replaced by a `<style>` of
 * the same rules, their `url()`s made absolute (they were relative to the file). The rules are the
 * build's: read once from `.next/static`, whose file names change with their content.
 *
 * Each link stays, right after its `<style>`, marked `disabled`: a browser does not fetch a
 * disabled stylesheet, and React, which knows the page's stylesheets from the page's data, finds
 * the link it looks for when it hydrates and takes the rules as loaded. (Without the link, React
 * added it back and held the hydration's commit until it had loaded: the rules came twice and the
 * page answered late.) A later client-side navigation finds those rules in place, as after any
 * first visit, and adds only the links of rules it does not have yet.
 */

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/g;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
/** A URL that does not depend on where the rules are: absolute, with a scheme, or a fragment. */
const NOT_RELATIVE = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;
/** Where the shop's built assets are served from, and where the build keeps them. */
const STATIC_PREFIX = '/_next/static/';

/**
 * `css` with every relative `url()` made absolute against `href`, the stylesheet's own path.
 * @param {string} css
 * @param {string} href
 */
export function withAbsoluteUrls(css, href) {
  return css.replace(CSS_URL, (match, quote, url) => {
    if (NOT_RELATIVE.test(url)) return match;
    const absolute = new URL(url, new URL(href, 'http://shop.invalid'));
    return `url(${quote}${absolute.pathname}${absolute.search}${absolute.hash}${quote})`;
  });
}

/**
 * Reads the build's stylesheets by the path they are served at, each once; null for anything that
 * is not a CSS file of the build.
 * @param {string} staticDir the build's `.next/static` folder
 * @returns {(href: string) => string | null}
 */
export function buildStylesheets(staticDir) {
  const root = resolve(staticDir);
  /** @type {Map<string, string | null>} */
  const read = new Map();
  return (href) => {
    if (!href.startsWith(STATIC_PREFIX) || !href.endsWith('.css')) return null;
    if (!read.has(href)) {
      const file = resolve(join(root, href.slice(STATIC_PREFIX.length)));
      let css = null;
      if (file.startsWith(root + sep)) {
        try {
          css = readFileSync(file, 'utf8');
        } catch {
          css = null;
        }
      }
      read.set(href, css);
    }
    return read.get(href) ?? null;
  };
}

/**
 * The page with each stylesheet `readStylesheet` knows written in as a `<style>`, under the link's
 * nonce, followed by the link, disabled; a link for some media only, or with rules that would end the
 * element early, stays as it was. `inlined`: the stylesheets written in, by their links' href.
 * @param {string} html
 * @param {(href: string) => string | null} readStylesheet
 * @returns {{ html: string, inlined: Set<string> }}
 */
export function inlineStylesheets(html, readStylesheet) {
  /** @type {Set<string>} */
  const inlined = new Set();
  const withStyles = html.replace(STYLESHEET_LINK, (tag) => {
    const attributes = attributesOf(tag);
    const href = attributes.get('href');
    if (!href || (attributes.has('media') && attributes.get('media') !== 'all')) return tag;
    const css = readStylesheet(href);
    if (css === null || /<\/style/i.test(css)) return tag;
    const nonce = attributes.get('nonce');
    const style = `<style${nonce ? ` nonce="${nonce}"` : ''}>${withAbsoluteUrls(css, href)}</style>`;
    inlined.add(href);
    return `${style}${tag.replace(/\s*\/?>$/, ' disabled="">')}`;
  });
  return { html: withStyles, inlined };
}

/** One entry of a Link header: `<url>` and its parameters, up to the comma before the next one. */
const LINK_ENTRY = /<([^>]*)>((?:[^,"]|"[^"]*")*)/g;

/**
 * A Link header without its preloads of the stylesheets written into the page (`inlined`, from
 * inlineStylesheets): Next preloads the page's stylesheets in the response's headers, and a stored
 * page carries those rules already, so the browser would fetch them for nothing, beside the page's
 * largest picture. Other entries (the font's preload, the page's languages, a stylesheet left a
 * link) stay as they were.
 * @param {string} value
 * @param {ReadonlySet<string>} inlined
 * @returns {string} empty when no entry is left
 */
export function withoutStylesheetPreloads(value, inlined) {
  return [...value.matchAll(LINK_ENTRY)]
    .filter(([, href = '', parameters = '']) => {
      const preloadsStyle = /\brel="?preload\b/i.test(parameters) && /\bas="?style\b/i.test(parameters);
      return !(preloadsStyle && inlined.has(href));
    })
    .map(([entry]) => entry.trim())
    .join(', ');
}
