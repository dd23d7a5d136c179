import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type MessageRoute,
  mergeMessages,
  pickClientMessages,
  ROUTE_MESSAGE_PATHS,
  SHELL_MESSAGE_PATHS,
} from './client-messages';

const src = new URL('..', import.meta.url).pathname;
const app = join(src, 'app/[locale]');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The file an import names, for the shop's own modules ('@/…' and relative); null for packages. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * What a page's client components translate with, and which routes' messages the page adds:
 * its imports followed file by file, namespaces counted from the first 'use client' file down.
 */
function pageNeeds(page: string) {
  const namespaces = new Set<string>();
  const routes = new Set<MessageRoute>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    if (!/\.tsx?$/.test(file) || seen.has(`${file}:${client}`)) return;
    seen.add(`${file}:${client}`);
    const source = readFileSync(file, 'utf8');
    const inClient = client || /^['"]use client['"]/m.test(source);
    if (inClient) {
      for (const [, namespace] of source.matchAll(/useTranslations\(['"]([\w.]+)['"]\)/g))
        namespaces.add(namespace as string);
    }
    // route="cart", or an expression choosing between named routes.
    for (const [, choice] of source.matchAll(/<RouteMessages route=(\{[^}]*\}|['"]\w+['"])/g))
      for (const [, route] of (choice as string).matchAll(/['"](\w+)['"]/g))
        routes.add(route as MessageRoute);
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
      const imported = resolveImport(file, specifier as string);
      if (imported) visit(imported, inClient);
    }
  };
  visit(page, false);
  return { namespaces, routes };
}

const covers = (paths: readonly string[], namespace: string) =>
  paths.some((path) => namespace === path || namespace.startsWith(`${path}.`));

describe('client messages', () => {
  it('keeps only the listed subtrees, in place', () => {
    const messages = { shell: { header: { cart: 'Cart' }, footer: { long: 'x' } }, content: { about: 'y' } };
    expect(pickClientMessages(messages, ['shell.header'])).toEqual({ shell: { header: { cart: 'Cart' } } });
  });

  it("lays a route's subtrees over the shell's without dropping either", () => {
    const shell = { account: { menu: { title: 'Menu' } }, cart: { panel: 'Panel' } };
    const route = { account: { orders: { title: 'Orders' } }, checkout: { form: 'Form' } };
    expect(mergeMessages(shell, route)).toEqual({
      account: { menu: { title: 'Menu' }, orders: { title: 'Orders' } },
      cart: { panel: 'Panel' },
      checkout: { form: 'Form' },
    });
  });

  // Reads every page and component of the app: CPU and disk work, slow only on a busy machine.
  it("sends every page the namespaces its client components translate with, and no route's to every page", () => {
    const layout = pageNeeds(join(app, 'layout.tsx'));
    const pages = files(app).filter((file) => /[\\/](page|error|not-found)\.tsx$/.test(file));
    expect(pages.length).toBeGreaterThan(20);
    const missing = pages.flatMap((page) => {
      const { namespaces, routes } = pageNeeds(page);
      const sent = [...SHELL_MESSAGE_PATHS, ...[...routes].flatMap((route) => ROUTE_MESSAGE_PATHS[route])];
      return [...namespaces, ...layout.namespaces]
        .filter((namespace) => !covers(sent, namespace))
        .map((namespace) => `${page.slice(app.length)}: ${namespace}`);
    });
    expect(missing).toEqual([]);
    // The layout (every page) adds no route's messages of its own.
    expect([...layout.routes]).toEqual([]);
    // A catalogue page carries the shell's messages alone.
    expect([...pageNeeds(join(app, 'products/page.tsx')).routes]).toEqual([]);
  }, 60_000);
});
