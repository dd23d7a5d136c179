import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_PATHS, pickClientMessages } from './client-messages';

const src = new URL('..', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('pickClientMessages', () => {
  it('keeps only the listed subtrees, in place', () => {
    const messages = { shell: { header: { cart: 'Cart' }, footer: { long: 'x' } }, content: { about: 'y' } };
    expect(pickClientMessages(messages, ['shell.header'])).toEqual({ shell: { header: { cart: 'Cart' } } });
  });

  it('sends every namespace a client component translates with', () => {
    const used = files(src)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((source) => /^['"]use client['"]/m.test(source))
      .flatMap((source) =>
        [...source.matchAll(/useTranslations\(['"]([\w.]+)['"]\)/g)].map((match) => match[1]),
      );
    const covered = (namespace: string | undefined) =>
      CLIENT_MESSAGE_PATHS.some((path) => namespace === path || namespace?.startsWith(`${path}.`));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((namespace) => !covered(namespace))).toEqual([]);
  });
});
