// Plain JavaScript, like stored-page.mjs which uses it. Types: deferred-scripts.d.mts.
import { attributesOf } from './html-tags.mjs';

/**
 * A stored catalogue page's scripts start after the page has painted.
 *
 * Next writes the page's first-load chunks as `<script async>` tags in the head (and one as a
 * script preload), so a phone fetches about 150 KiB of scripts beside the page's largest picture
 * and runs them, hydrating 1,500 elements, before that picture is painted. A catalogue page is
 * whole server-rendered HTML (its forms and links work before any script runs), so the page cache
 * stores it with those tags taken out and one small script at the end of the body that adds them
 * back once the browser has painted the page: the frame after the body was parsed, or at once in
 * a tab nobody sees (which paints nothing). The chunks are async either way; Turbopack's runtime
 * takes them in any order. The loader carries the page's nonce, and the scripts it adds are
 * trusted through it ('strict-dynamic').
 */

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;

/**
 * The inline script that adds the chunks after the first paint.
 * @param {string[]} sources
 * @param {string} nonce
 */
function loader(sources, nonce) {
  // JSON of URL paths, safe inside a script element once "<" is escaped.
  const list = JSON.stringify(sources).replaceAll('<', '\\u003c');
  return (
    `<script nonce="${nonce}">(function(){var s=${list};function go(){s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `if(document.visibilityState==="hidden")go();` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`
  );
}

/**
 * The page with its async chunk scripts started after the first paint, or the page as it was when
 * it has none, no nonce on them, or no end of body to put the loader before.
 * @param {string} html
 * @returns {string}
 */
export function deferBootstrapScripts(html) {
  /** @type {string[]} */
  const sources = [];
  let nonce = '';
  const withoutScripts = html.replace(SCRIPT_TAG, (tag, attributeText) => {
    const attributes = attributesOf(attributeText);
    const source = attributes.get('src');
    // Only external async scripts: inline data, JSON-LD and the legacy-browser polyfill stay.
    if (!source || !attributes.has('async') || attributes.has('nomodule')) return tag;
    const tagNonce = attributes.get('nonce') ?? '';
    if (!tagNonce || (nonce && tagNonce !== nonce)) return tag;
    nonce = tagNonce;
    sources.push(source);
    return '';
  });
  if (sources.length === 0 || !withoutScripts.includes('</body>')) return html;
  const withoutPreloads = withoutScripts.replace(SCRIPT_PRELOAD, (tag) =>
    sources.includes(attributesOf(tag).get('href') ?? '') ? '' : tag,
  );
  const at = withoutPreloads.lastIndexOf('</body>');
  return withoutPreloads.slice(0, at) + loader(sources, nonce) + withoutPreloads.slice(at);
}
