import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFont, OUTPUT, WEIGHTS } from './make-font.mjs';

describe('the shop’s Inter', () => {
  it('is the file make-font.mjs makes, not an edited or stale one', async () => {
    expect(Buffer.compare(await makeFont(), readFileSync(OUTPUT))).toBe(0);
    // Subsetting the font is seconds of CPU work on a busy 2-core machine, not a wait.
  }, 60_000);

  it('covers every weight the styles set, so none is drawn by a synthesised or fallback face', () => {
    const tokens = readFileSync(new URL('../app/tokens.css', import.meta.url), 'utf8');
    const weights = [...tokens.matchAll(/--weight-[\w-]+:\s*(\d+)/g)].map((match) => Number(match[1]));
    expect(weights.length).toBeGreaterThan(3);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });
});
