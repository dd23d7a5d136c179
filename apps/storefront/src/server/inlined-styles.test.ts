import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildStylesheets,
  inlineStylesheets,
  withAbsoluteUrls,
  withoutStylesheetPreloads,
} from './inlined-styles.mjs';

const NONCE = 'PQuaXa+NHp2NHxOo/RsBoA==';
const FONT_FACE =
  '@font-face{font-family:inter;src:url(../media/inter_400_800.woff2)format("woff2");font-display:swap}';
const sheets: Record<string, string> = {
  '/_next/static/chunks/a.css': `${FONT_FACE}body{margin:0}`,
  '/_next/static/chunks/b.css': '.card{color:red}',
};
const read = (href: string) => sheets[href] ?? null;
// Next 16's stylesheet links, in its attribute order.
const link = (href: string, extra = '') =>
  `<link rel="stylesheet" href="${href}" nonce="${NONCE}" data-precedence="next"${extra}/>`;

describe('withAbsoluteUrls', () => {
  it('makes relative urls absolute against the stylesheet, and leaves the others', () => {
    const href = '/_next/static/chunks/a.css';
    expect(withAbsoluteUrls('src:url(../media/x.woff2)', href)).toBe('src:url(/_next/static/media/x.woff2)');
    expect(withAbsoluteUrls("a{b:url('icon.svg#i')}", href)).toBe(
      "a{b:url('/_next/static/chunks/icon.svg#i')}",
    );
    expect(withAbsoluteUrls('a{b:url( "../m/y.png?v=2" )}', href)).toBe(
      'a{b:url("/_next/static/m/y.png?v=2")}',
    );
    for (const kept of [
      'url(/media/1.webp)',
      'url(data:image/svg+xml;base64,AAAA)',
      'url(https://cdn.test/x.png)',
      'url(#gradient)',
    ])
      expect(withAbsoluteUrls(kept, href)).toBe(kept);
  });
});

describe('inlineStylesheets', () => {
  it('writes each known stylesheet in as a style under the link’s nonce, in the links’ order, each link kept disabled', () => {
    const html = `<head>${link('/_next/static/chunks/a.css')}${link('/_next/static/chunks/b.css')}</head>`;
    const disabled = (href: string) =>
      `<link rel="stylesheet" href="${href}" nonce="${NONCE}" data-precedence="next" disabled="">`;
    const { html: withStyles, inlined } = inlineStylesheets(html, read);
    expect(inlined).toEqual(new Set(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']));
    expect(withStyles).toBe(
      `<head><style nonce="${NONCE}">${FONT_FACE.replace('../media/', '/_next/static/media/')}body{margin:0}</style>` +
        disabled('/_next/static/chunks/a.css') +
        `<style nonce="${NONCE}">.card{color:red}</style>${disabled('/_next/static/chunks/b.css')}</head>`,
    );
  });

  it('leaves links it cannot or must not write in', () => {
    for (const kept of [
      link('/_next/static/chunks/unknown.css'),
      link('/_next/static/chunks/a.css', ' media="print"'),
      '<link rel="preload" as="style" href="/_next/static/chunks/a.css"/>',
    ])
      expect(inlineStylesheets(kept, read)).toEqual({ html: kept, inlined: new Set() });
    const closing = link('/_next/static/chunks/evil.css');
    expect(inlineStylesheets(closing, () => 'a{}</style><script>alert(1)</script>')).toEqual({
      html: closing,
      inlined: new Set(),
    });
  });
});

describe('withoutStylesheetPreloads', () => {
  // Next 16's Link header on a page: the font's preload, then the page's stylesheets'.
  const font =
    '</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; nonce="N"; type="font/woff2"';
  const style = (href: string) => `<${href}>; rel=preload; as="style"; nonce="N"`;

  const inlined = new Set(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);

  it('drops the preloads of stylesheets the page now carries, and keeps every other entry', () => {
    const header = [font, style('/_next/static/chunks/a.css'), style('/_next/static/chunks/b.css')].join(
      ', ',
    );
    expect(withoutStylesheetPreloads(header, inlined)).toBe(font);
    const languages = '<https://shop.test/de-DE/products>; rel="alternate"; hreflang="de-DE"';
    expect(withoutStylesheetPreloads(languages, inlined)).toBe(languages);
  });

  it('keeps the preload of a stylesheet the page does not carry, and is empty when nothing is left', () => {
    const unknown = style('/_next/static/chunks/unknown.css');
    expect(withoutStylesheetPreloads(unknown, inlined)).toBe(unknown);
    expect(withoutStylesheetPreloads(style('/_next/static/chunks/a.css'), inlined)).toBe('');
  });
});

describe('buildStylesheets', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the build’s CSS files by their served path, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'ppe-static-'));
    mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
    writeFileSync(join(dir, 'static', 'chunks', 'a.css'), 'a{}');
    writeFileSync(join(dir, 'secret.css'), 'secret{}');
    writeFileSync(join(dir, 'static', 'chunks', 'app.js'), 'x');
    const readStylesheet = buildStylesheets(join(dir, 'static'));
    expect(readStylesheet('/_next/static/chunks/a.css')).toBe('a{}');
    expect(readStylesheet('/_next/static/chunks/missing.css')).toBeNull();
    expect(readStylesheet('/_next/static/../secret.css')).toBeNull();
    expect(readStylesheet('/_next/static/chunks/app.js')).toBeNull();
    expect(readStylesheet('/styles/a.css')).toBeNull();
  });
});
