/**
 * The welding-shade guide: the filter shade a process and its current call for, from one of two
 * recognised tables, and which of the shop's shade terms cover it.
 *
 * - EN 169 (the scale numbers of ISO 4850), used in Europe: a shade per current band for arc
 *   processes, per acetylene flow in litres per hour for gas welding.
 * - ANSI Z49.1 "Guide for shade numbers", reproduced by OSHA 29 CFR 1910.133(a)(5) and, for gas
 *   welding by plate thickness, 1910.252(b)(2)(ii)(H): a minimum and a suggested (comfort) shade
 *   per current band. The guide gives the suggested one, and the minimum beside it.
 *
 * Pure code: no React, no backend.
 */

export const STANDARDS = ['en169', 'ansi'] as const;
export type ShadeStandard = (typeof STANDARDS)[number];

export const PROCESSES = ['mma', 'mig', 'tig', 'plasma-cutting', 'gas-welding'] as const;
export type WeldingProcess = (typeof PROCESSES)[number];

/** Gas welding under ANSI Z49.1 goes by plate thickness instead of current. */
export const PLATES = ['light', 'medium', 'heavy'] as const;
export type Plate = (typeof PLATES)[number];

/** What the table asks for after the process: a current in amperes, a gas flow or a plate. */
export type ShadeInput = 'current' | 'flow' | 'plate';

export const shadeInput = (standard: ShadeStandard, process: WeldingProcess): ShadeInput =>
  process !== 'gas-welding' ? 'current' : standard === 'en169' ? 'flow' : 'plate';

/** One band of a table: up to `upTo` (inclusive, amperes or l/h), these shades. */
interface Band {
  upTo: number;
  /** The shades the table gives: one number, or alternatives ("4 or 5"). */
  shades: number[];
  /** ANSI Z49.1's minimum protective shade, where it names one. */
  minimum?: number;
}

/**
 * EN 169 arc rows. Welding below a row's first band is outside what the table covers (it marks
 * those currents as not normally used), so its first shade applies there. MIG/MAG on steel reads
 * the row for MIG on heavy metals (steels, alloyed steels, copper and its alloys).
 */
const EN169: Record<Exclude<WeldingProcess, 'gas-welding'>, Band[]> = {
  mma: [
    { upTo: 39, shades: [9] },
    { upTo: 79, shades: [10] },
    { upTo: 174, shades: [11] },
    { upTo: 299, shades: [12] },
    { upTo: 499, shades: [13] },
    { upTo: 600, shades: [14] },
  ],
  mig: [
    { upTo: 99, shades: [10] },
    { upTo: 174, shades: [11] },
    { upTo: 249, shades: [12] },
    { upTo: 349, shades: [13] },
    { upTo: 500, shades: [14] },
  ],
  tig: [
    { upTo: 19, shades: [9] },
    { upTo: 39, shades: [10] },
    { upTo: 99, shades: [11] },
    { upTo: 174, shades: [12] },
    { upTo: 249, shades: [13] },
    { upTo: 400, shades: [14] },
  ],
  'plasma-cutting': [
    { upTo: 149, shades: [11] },
    { upTo: 249, shades: [12] },
    { upTo: 400, shades: [13] },
  ],
};

/** EN 169 gas welding and braze welding, by acetylene flow in litres per hour. */
const EN169_GAS: Band[] = [
  { upTo: 70, shades: [4] },
  { upTo: 200, shades: [5] },
  { upTo: 800, shades: [6] },
  { upTo: Number.POSITIVE_INFINITY, shades: [7] },
];

/**
 * ANSI Z49.1 (OSHA 1910.133(a)(5)). Where the table suggests nothing (low-current stick and
 * MIG), its minimum is the shade. Plasma cutting below 300 A uses the low-current rows the
 * table's editions add (light, medium and heavy cutting above them).
 */
const ANSI: Record<Exclude<WeldingProcess, 'gas-welding'>, Band[]> = {
  mma: [
    { upTo: 59, shades: [7], minimum: 7 },
    { upTo: 160, shades: [10], minimum: 8 },
    { upTo: 250, shades: [12], minimum: 10 },
    { upTo: 550, shades: [14], minimum: 11 },
  ],
  mig: [
    { upTo: 59, shades: [7], minimum: 7 },
    { upTo: 160, shades: [11], minimum: 10 },
    { upTo: 250, shades: [12], minimum: 10 },
    { upTo: 500, shades: [14], minimum: 10 },
  ],
  tig: [
    { upTo: 49, shades: [10], minimum: 8 },
    { upTo: 150, shades: [12], minimum: 8 },
    { upTo: 500, shades: [14], minimum: 10 },
  ],
  'plasma-cutting': [
    { upTo: 19, shades: [4], minimum: 4 },
    { upTo: 40, shades: [5], minimum: 5 },
    { upTo: 60, shades: [6], minimum: 6 },
    { upTo: 80, shades: [8], minimum: 8 },
    { upTo: 300, shades: [9], minimum: 8 },
    { upTo: 400, shades: [12], minimum: 9 },
    { upTo: 800, shades: [14], minimum: 10 },
  ],
};

/** ANSI Z49.1 / 1910.252(b)(2)(ii)(H) gas welding: under 3.2 mm, 3.2 to 12.7 mm, over 12.7 mm. */
const ANSI_GAS: Record<Plate, number[]> = {
  light: [4, 5],
  medium: [5, 6],
  heavy: [6, 8],
};

export interface ShadeAdvice {
  /** The shade, or the table's alternatives ("4 or 5"), lightest first. */
  shades: number[];
  /** ANSI Z49.1's minimum protective shade, when the table names one. */
  minimum: number | null;
}

export type ShadeAnswer =
  | { ok: true; advice: ShadeAdvice }
  /** Beyond the table's last band: the table says nothing there. `max` is its last value. */
  | { ok: false; max: number };

/** The highest current (or flow) a table row covers: the form's upper bound. */
export function tableMax(standard: ShadeStandard, process: WeldingProcess): number | null {
  if (process === 'gas-welding') return null;
  const bands = (standard === 'en169' ? EN169 : ANSI)[process];
  return bands[bands.length - 1]?.upTo ?? null;
}

function fromBands(bands: Band[], amount: number): ShadeAnswer {
  const band = bands.find((entry) => amount <= entry.upTo);
  if (!band) return { ok: false, max: bands[bands.length - 1]?.upTo ?? 0 };
  return { ok: true, advice: { shades: band.shades, minimum: band.minimum ?? null } };
}

/** The shade for an arc process at `current` amperes, or for gas welding at a flow (EN 169). */
export function shadeFor(standard: ShadeStandard, process: WeldingProcess, amount: number): ShadeAnswer {
  if (process === 'gas-welding') {
    if (standard === 'en169') return fromBands(EN169_GAS, amount);
    // ANSI gas welding goes by plate (shadeForPlate); an amount is not its question.
    return { ok: false, max: 0 };
  }
  return fromBands((standard === 'en169' ? EN169 : ANSI)[process], amount);
}

export function shadeForPlate(plate: Plate): ShadeAdvice {
  return { shades: ANSI_GAS[plate], minimum: null };
}

/**
 * The shades a pa_shade term names: "Shade 11" → [11], "Shade 8–12" → 8 to 12, "Shade 5/8/9–13"
 * → 5, 8 and 9 to 13, "Clear (Shade 1.2)" → [1.2]. Read from the name (numbers, "/" for
 * alternatives, an en dash or hyphen for a range), so it holds for any term the store adds.
 */
export function parseShadeTerm(name: string): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  for (const match of name.matchAll(/(\d+(?:[.,]\d+)?)(?:\s*[–—-]\s*(\d+(?:[.,]\d+)?))?/g)) {
    const from = Number((match[1] ?? '').replace(',', '.'));
    const to = match[2] ? Number(match[2].replace(',', '.')) : from;
    ranges.push(from <= to ? { from, to } : { from: to, to: from });
  }
  return ranges;
}

/** Whether a term covers a shade (any of its alternatives or ranges includes it). */
export const termCovers = (name: string, shade: number): boolean =>
  parseShadeTerm(name).some((range) => shade >= range.from && shade <= range.to);

/** The slugs of the terms covering any of `shades`, in the order given. */
export function coveringTerms(
  terms: readonly { name: string; slug: string }[],
  shades: readonly number[],
): string[] {
  return terms
    .filter((term) => shades.some((shade) => termCovers(term.name, shade)))
    .map((term) => term.slug);
}
