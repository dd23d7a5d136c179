import { describe, expect, it } from 'vitest';
import {
  coveringTerms,
  PROCESSES,
  parseShadeTerm,
  STANDARDS,
  shadeFor,
  shadeForPlate,
  shadeInput,
  tableMax,
  termCovers,
} from './shade-guide';

const shades = (...args: Parameters<typeof shadeFor>) => {
  const answer = shadeFor(...args);
  return answer.ok ? answer.advice.shades : null;
};

/** The store's pa_shade terms (apps/commerce/src/seed/catalog/attributes.ts). */
const TERMS = [
  { slug: 'clear', name: 'Clear (Shade 1.2)' },
  { slug: 'shade-3', name: 'Shade 3' },
  { slug: 'shade-5', name: 'Shade 5' },
  { slug: 'shade-10', name: 'Shade 10' },
  { slug: 'shade-11', name: 'Shade 11' },
  { slug: 'shade-14', name: 'Shade 14' },
  { slug: '5-8-9-13', name: 'Shade 5/8/9–13' },
  { slug: '5-8-13', name: 'Shade 5/8–13' },
  { slug: '5-9-13', name: 'Shade 5/9–13' },
  { slug: '8-12', name: 'Shade 8–12' },
  { slug: '8-14', name: 'Shade 8–14' },
  { slug: '9-13', name: 'Shade 9–13' },
];

describe('shadeFor: MIG/MAG at 150 A', () => {
  it('is shade 11 in both tables, with ANSI minimum 10', () => {
    expect(shadeFor('ansi', 'mig', 150)).toEqual({ ok: true, advice: { shades: [11], minimum: 10 } });
    expect(shadeFor('en169', 'mig', 150)).toEqual({ ok: true, advice: { shades: [11], minimum: null } });
  });
});

describe('shadeFor: ANSI Z49.1 band edges', () => {
  it.each([
    ['mma', 59, 7],
    ['mma', 60, 10],
    ['mma', 160, 10],
    ['mma', 161, 12],
    ['mma', 250, 12],
    ['mma', 251, 14],
    ['mma', 550, 14],
    ['mig', 59, 7],
    ['mig', 60, 11],
    ['mig', 160, 11],
    ['mig', 161, 12],
    ['mig', 251, 14],
    ['tig', 49, 10],
    ['tig', 50, 12],
    ['tig', 150, 12],
    ['tig', 151, 14],
    ['plasma-cutting', 19, 4],
    ['plasma-cutting', 40, 5],
    ['plasma-cutting', 60, 6],
    ['plasma-cutting', 80, 8],
    ['plasma-cutting', 300, 9],
    ['plasma-cutting', 301, 12],
    ['plasma-cutting', 401, 14],
  ] as const)('%s at %i A → shade %i', (process, current, shade) => {
    expect(shades('ansi', process, current)).toEqual([shade]);
  });

  it('refuses currents beyond the table, naming its end', () => {
    expect(shadeFor('ansi', 'mma', 551)).toEqual({ ok: false, max: 550 });
    expect(shadeFor('ansi', 'mig', 501)).toEqual({ ok: false, max: 500 });
    expect(shadeFor('ansi', 'plasma-cutting', 801)).toEqual({ ok: false, max: 800 });
    expect(tableMax('ansi', 'tig')).toBe(500);
  });

  it('gives gas welding by plate thickness, as alternatives', () => {
    expect(shadeForPlate('light').shades).toEqual([4, 5]);
    expect(shadeForPlate('medium').shades).toEqual([5, 6]);
    expect(shadeForPlate('heavy').shades).toEqual([6, 8]);
    expect(shadeInput('ansi', 'gas-welding')).toBe('plate');
    expect(shadeFor('ansi', 'gas-welding', 100).ok).toBe(false);
  });
});

describe('shadeFor: EN 169 band edges', () => {
  it.each([
    ['mma', 10, 9],
    ['mma', 39, 9],
    ['mma', 40, 10],
    ['mma', 80, 11],
    ['mma', 175, 12],
    ['mma', 300, 13],
    ['mma', 500, 14],
    ['mig', 60, 10],
    ['mig', 100, 11],
    ['mig', 174, 11],
    ['mig', 175, 12],
    ['mig', 250, 13],
    ['mig', 350, 14],
    ['tig', 5, 9],
    ['tig', 20, 10],
    ['tig', 40, 11],
    ['tig', 100, 12],
    ['tig', 175, 13],
    ['tig', 250, 14],
    ['plasma-cutting', 50, 11],
    ['plasma-cutting', 150, 12],
    ['plasma-cutting', 250, 13],
  ] as const)('%s at %i A → shade %i', (process, current, shade) => {
    expect(shades('en169', process, current)).toEqual([shade]);
  });

  it('gives gas welding by acetylene flow', () => {
    expect(shadeInput('en169', 'gas-welding')).toBe('flow');
    expect(shades('en169', 'gas-welding', 70)).toEqual([4]);
    expect(shades('en169', 'gas-welding', 71)).toEqual([5]);
    expect(shades('en169', 'gas-welding', 200)).toEqual([5]);
    expect(shades('en169', 'gas-welding', 800)).toEqual([6]);
    expect(shades('en169', 'gas-welding', 2000)).toEqual([7]);
  });

  it('refuses currents beyond the table', () => {
    expect(shadeFor('en169', 'mma', 601)).toEqual({ ok: false, max: 600 });
    expect(shadeFor('en169', 'plasma-cutting', 401)).toEqual({ ok: false, max: 400 });
    expect(tableMax('en169', 'gas-welding')).toBeNull();
  });

  it('asks a current for every arc process in both tables', () => {
    for (const standard of STANDARDS) {
      for (const process of PROCESSES.filter((entry) => entry !== 'gas-welding')) {
        expect(shadeInput(standard, process)).toBe('current');
        expect(tableMax(standard, process)).toBeGreaterThan(0);
      }
    }
  });
});

describe('shade terms', () => {
  it('reads numbers, "/" alternatives and dashed ranges', () => {
    expect(parseShadeTerm('Shade 11')).toEqual([{ from: 11, to: 11 }]);
    expect(parseShadeTerm('Shade 5/8/9–13')).toEqual([
      { from: 5, to: 5 },
      { from: 8, to: 8 },
      { from: 9, to: 13 },
    ]);
    expect(parseShadeTerm('Shade 8-12')).toEqual([{ from: 8, to: 12 }]);
    expect(parseShadeTerm('Clear (Shade 1.2)')).toEqual([{ from: 1.2, to: 1.2 }]);
    expect(parseShadeTerm('Teinte 9,5–13')).toEqual([{ from: 9.5, to: 13 }]);
    expect(parseShadeTerm('Clear')).toEqual([]);
  });

  it('decides which terms cover a shade', () => {
    expect(termCovers('Shade 5/8–13', 11)).toBe(true);
    expect(termCovers('Shade 5/8–13', 6)).toBe(false);
    expect(termCovers('Shade 10', 11)).toBe(false);
    expect(coveringTerms(TERMS, [11])).toEqual([
      'shade-11',
      '5-8-9-13',
      '5-8-13',
      '5-9-13',
      '8-12',
      '8-14',
      '9-13',
    ]);
    expect(coveringTerms(TERMS, [4, 5])).toEqual(['shade-5', '5-8-9-13', '5-8-13', '5-9-13']);
    expect(coveringTerms(TERMS, [14])).toEqual(['shade-14', '8-14']);
    expect(coveringTerms(TERMS, [7])).toEqual([]);
  });
});
