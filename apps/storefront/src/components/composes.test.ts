import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Next's CSS Modules compiler (Lightning CSS) resolves `composes` one level deep: a class that
 * composes `spread`, which composes `row`, gets spread's rules but not row's. So a class composing
 * another of its own file names that one's compositions too; this holds every stylesheet to it.
 */
const src = join(import.meta.dirname, '..');

function localCompositions(css: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of withoutComments.matchAll(/\.([\w-]+)\s*\{([^}]*)\}/g)) {
    const [, name = '', body = ''] = rule;
    for (const composes of body.matchAll(/composes:\s*([^;]+);/g)) {
      const value = composes[1] ?? '';
      if (value.includes(' from ')) continue;
      rules.set(name, [...(rules.get(name) ?? []), ...value.trim().split(/\s+/)]);
    }
  }
  return rules;
}

/** The classes a composition misses, as `class → composed → missed`. */
function missingCompositions(css: string): string[] {
  const rules = localCompositions(css);
  return [...rules].flatMap(([name, composed]) =>
    composed.flatMap((base) =>
      (rules.get(base) ?? [])
        .filter((inner) => !composed.includes(inner))
        .map((inner) => `${name} → ${base} → ${inner}`),
    ),
  );
}

const stylesheets = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.module.css'),
);

describe('CSS Modules compositions', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
  });

  it.each(stylesheets)('%s names every class its compositions compose', (file) => {
    expect(missingCompositions(readFileSync(join(src, file), 'utf8'))).toEqual([]);
  });

  it('catches a composition of a composition, and only that', () => {
    const css =
      '.a { color: red; } /* .x { composes: c; } */ .b { composes: a; } .c { composes: b; } .d { composes: b a; } .e { composes: f from "./f.css"; }';
    expect(missingCompositions(css)).toEqual(['c → b → a']);
  });
});
