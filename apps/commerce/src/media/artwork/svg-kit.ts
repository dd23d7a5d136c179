/**
 * Shared helpers for the store's programmatic product artwork: colours, gradients,
 * background, ground shadow, label tags and XML escaping. Everything returns SVG
 * markup as plain strings so a drawing is a deterministic function of its spec.
 */
import type { ArtworkTone, SceneTopic } from '../../db/schema/column-types.ts';

/** Side of the square canvas (viewBox 0 0 SIZE SIZE). */
export const SIZE = 800;

/** A main colour and its shades, as #rrggbb strings. */
export interface Palette {
  hue: number;
  /** The main colour. */
  base: string;
  light: string;
  lighter: string;
  /** A very light tint, for pale parts and backgrounds. */
  pale: string;
  dark: string;
  darker: string;
  /** Almost black, tinted with the hue. */
  deep: string;
}

/** What a kind's drawing function receives. */
export interface DrawCtx {
  p: Palette;
  /** Variation 0, 1 or 2. */
  v: number;
  /** True when the item group is mirrored horizontally (labels are un-mirrored). */
  mirror: boolean;
  /** The label tag at (x, y) on the item, or '' when the spec has no label. */
  tag: (x: number, y: number, opts?: TagOptions) => string;
  /** Fixed printed text (e.g. 'FFP2') at (x, y), readable even when the item is mirrored. */
  print: (text: string, x: number, y: number, opts?: TagOptions) => string;
  /** Blog scenes: the subject to show. */
  topic?: SceneTopic;
}

/** What a kind's drawing function returns. */
export interface Drawing {
  /** The item itself (drawn inside the variant's transform). */
  body: string;
  /** Ground shadow ellipse [cx, cy, rx, ry]; omitted for full-bleed scenes. */
  shadow?: [number, number, number, number];
  /** The drawing paints its own background and must not be moved or mirrored. */
  scene?: boolean;
  /** Extra gradients / clip paths for <defs>. */
  defs?: string;
}

export type KindRenderer = (ctx: DrawCtx) => Drawing;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and attributes; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** Hue normalised into 0-359 (non-finite values become 0). */
export function normHue(hue: number): number {
  if (!Number.isFinite(hue)) return 0;
  return ((Math.round(hue) % 360) + 360) % 360;
}

/** HSL (degrees, percent, percent) to #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const hh = normHue(h);
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const lig = Math.min(100, Math.max(0, l)) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number): string => {
    const k = (n + hh / 30) % 12;
    const value = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A neutral item's shades as lightness (base, light, lighter, pale, dark, darker, deep); the hue only tints it. */
const NEUTRAL_SHADES: Record<ArtworkTone, readonly number[]> = {
  black: [20, 32, 46, 88, 14, 10, 6],
  gray: [52, 64, 76, 92, 40, 30, 16],
  white: [90, 96, 99, 98, 76, 60, 22],
};

/** The shades of a coloured item, or of a black, grey or white one when `tone` says so. */
export function palette(hue: number, tone?: ArtworkTone): Palette {
  const h = normHue(hue);
  if (tone) {
    const [base, light, lighter, pale, dark, darker, deep] = NEUTRAL_SHADES[tone].map((l) => hsl(h, 6, l));
    return {
      hue: h,
      base: base!,
      light: light!,
      lighter: lighter!,
      pale: pale!,
      dark: dark!,
      darker: darker!,
      deep: deep!,
    };
  }
  return {
    hue: h,
    base: hsl(h, 72, 50),
    light: hsl(h, 78, 63),
    lighter: hsl(h, 82, 77),
    pale: hsl(h, 55, 93),
    dark: hsl(h, 66, 37),
    darker: hsl(h, 62, 26),
    deep: hsl(h, 40, 14),
  };
}

/** A gradient stop: offset 0-1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

/**
 * Linear gradient; the vector is in bounding-box units (0-1) unless `user` is set,
 * in which case it is in canvas coordinates.
 */
export function linear(
  id: string,
  list: readonly Stop[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
  user = false,
): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stops(list)}</linearGradient>`;
}

/** Radial gradient in bounding-box units; (fx, fy) is the focal point. */
export function radial(
  id: string,
  list: readonly Stop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
  fx = cx,
  fy = cy,
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;
}

export function background(): string {
  return `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`;
}

export function groundShadow([cx, cy, rx, ry]: readonly [number, number, number, number]): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#sh)"/>`;
}

export interface TagOptions {
  /** Font size in canvas units (default 26). */
  size?: number;
  /** Tag background; 'none' prints the text straight onto the item. */
  fill?: string;
  /** Text colour. */
  color?: string;
  /** Rotation of the tag in degrees. */
  rotate?: number;
}

/** Cleans a label: trimmed, at most 12 characters (code points), escaped. */
export function cleanLabel(label: string | undefined): string {
  if (label === undefined) return '';
  return escapeXml(Array.from(label.trim()).slice(0, 12).join(''));
}

/** Rounded tag with bold sans-serif text centred on (x, y). `text` must already be escaped. */
export function labelTag(text: string, x: number, y: number, mirror: boolean, o: TagOptions = {}): string {
  if (text === '') return '';
  const size = o.size ?? 26;
  const chars = text.replace(/&[a-z]+;/g, '_').length;
  const w = Math.round(chars * size * 0.64 + size * 1.1);
  const h = Math.round(size * 1.55);
  const fill = o.fill ?? '#ffffff';
  const color = o.color ?? '#1f2328';
  const flip = mirror ? ' scale(-1 1)' : '';
  const rot = o.rotate ? ` rotate(${o.rotate})` : '';
  const box =
    fill === 'none'
      ? ''
      : `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${Math.round(h * 0.28)}" fill="${fill}" fill-opacity=".92"/>`;
  return (
    `<g transform="translate(${x} ${y})${flip}${rot}">${box}` +
    `<text y="${Math.round(size * 0.36)}" font-family="sans-serif" font-size="${size}" font-weight="700" ` +
    `letter-spacing="1" text-anchor="middle" fill="${color}">${text}</text></g>`
  );
}

/**
 * Corrugated hose along `d`: a dark tube, lighter ribs (dashes across the stroke)
 * and a soft highlight.
 */
export function hose(d: string, width: number, tube = '#2a2e34', rib = '#4d545c'): string {
  return (
    `<path d="${d}" fill="none" stroke="${tube}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${rib}" stroke-width="${width - 6}" stroke-dasharray="7 8"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="${Math.round(width / 5)}" transform="translate(-4 -5)"/>`
  );
}
