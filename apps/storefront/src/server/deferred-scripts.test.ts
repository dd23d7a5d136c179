import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferBootstrapScripts } from './deferred-scripts.mjs';

const NONCE = 'PQuaXa+NHp2NHxOo/RsBoA==';
// The shape of a page as Next 16 writes it (attributes in its order), shortened.
const page = (nonce = NONCE) =>
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${nonce}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/entry.js"/>` +
  `<script src="/_next/static/chunks/react-dom.js" async="" nonce="${nonce}"></script>` +
  `<script src="/_next/static/chunks/turbopack-runtime.js" async="" nonce="${nonce}"></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>` +
  '</head><body><main><h1>Masks</h1><img fetchPriority="high" src="/hero.webp"/></main>' +
  '<script type="application/ld+json">{"@type":"Product"}</script>' +
  `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script src="/_next/static/chunks/entry.js" nonce="${nonce}" async=""></script>` +
  '</body></html>';

/** Runs the page's last inline script (the loader) against a document that records what it is asked. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loaderSource = [...html.matchAll(/<script nonce="[^"]+">([^<]*)<\/script><\/body>/g)].at(-1)?.[1];
  if (!loaderSource) throw new Error('no loader before </body>');
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
  };
  runInNewContext(loaderSource, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { added, frames, timers };
}

describe('deferBootstrapScripts', () => {
  it('takes out the async chunk scripts and their preload, and leaves every other tag', () => {
    const deferred = deferBootstrapScripts(page());
    expect(deferred).not.toMatch(/<script src="[^"]*" async=""/);
    expect(deferred).not.toMatch(/<script src="[^"]*" nonce="[^"]*" async=""/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(deferred).toContain(
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}">`,
    );
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(deferred).toContain(
      `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    );
    expect(deferred).toContain('<main><h1>Masks</h1><img fetchPriority="high" src="/hero.webp"/></main>');
  });

  it('adds them back, in their order, after the frame that paints the page', () => {
    const { added, frames, timers } = runLoader(deferBootstrapScripts(page()), 'visible');
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    // Still nothing inside the frame: the paint comes first, then the task the frame queued.
    expect(added).toEqual([]);
    timers[0]?.();
    expect(added).toEqual([
      { src: '/_next/static/chunks/react-dom.js', async: true },
      { src: '/_next/static/chunks/turbopack-runtime.js', async: true },
      { src: '/_next/static/chunks/entry.js', async: true },
    ]);
  });

  it('adds them at once in a tab nobody sees, where no frame comes', () => {
    const { added, frames } = runLoader(deferBootstrapScripts(page()), 'hidden');
    expect(frames).toEqual([]);
    expect(added.map((script) => script.src)).toHaveLength(3);
  });

  it('gives the loader the page’s nonce, so the policy runs it', () => {
    const deferred = deferBootstrapScripts(page());
    expect(deferred).toMatch(
      new RegExp(`<script nonce="${NONCE.replace(/[+/]/g, '\\$&')}">\\(function\\(\\)`),
    );
  });

  it('leaves a page without chunk scripts, or without the end of its body, as it was', () => {
    const plain = `<html><body><script nonce="${NONCE}">self.a=1</script></body></html>`;
    expect(deferBootstrapScripts(plain)).toBe(plain);
    const cut = page().replace('</body></html>', '');
    expect(deferBootstrapScripts(cut)).toBe(cut);
  });

  it('keeps a script with no nonce or another nonce where it was', () => {
    const foreign = page().replace(
      '</head>',
      '<script src="/x.js" async=""></script><script src="/y.js" async="" nonce="other"></script></head>',
    );
    const deferred = deferBootstrapScripts(foreign);
    expect(deferred).toContain('<script src="/x.js" async=""></script>');
    expect(deferred).toContain('<script src="/y.js" async="" nonce="other"></script>');
    expect(deferred).not.toContain('"/x.js"]');
  });
});
