/**
 * Shared helpers for the store's programmatic product artwork: colours, gradients,
 * background, ground shadow, label tags and XML escaping. Everything returns SVG
 * markup as plain strings so a drawing is a deterministic function of its spec.
 */

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

export function palette(hue: number): Palette {
  const h = normHue(hue);
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

const BG_TINTS: readonly ((h: number) => [string, string])[] = [
  (h) => [hsl(h, 30, 98), hsl(h, 28, 88)],
  (_h) => [hsl(210, 25, 98), hsl(212, 20, 87)],
  (h) => [hsl(38, 45, 98), hsl((h + 30) % 360, 25, 88)],
];

/**
 * The shared gradients a drawing may use, by id:
 * m (main, diagonal), mv (main, vertical), mc (main cylinder, horizontal), mr (main dome),
 * ml (soft pale main), k (charcoal), kc (charcoal cylinder), s (metal), g (dark filter glass),
 * gl (clear visor), hi (white highlight fading down), sh (ground shadow), bg (background).
 * Only those referenced as `url(#id)` in `markup` are returned, to keep documents small.
 */
export function standardDefs(p: Palette, v: number, markup: string): string {
  const [bgIn, bgOut] = (BG_TINTS[v] ?? BG_TINTS[0]!)(p.hue);
  const all: readonly (readonly [string, () => string])[] = [
    [
      'bg',
      () =>
        radial(
          'bg',
          [
            [0, bgIn],
            [1, bgOut],
          ],
          0.5,
          0.42,
          0.75,
        ),
    ],
    [
      'm',
      () =>
        linear(
          'm',
          [
            [0, p.lighter],
            [0.45, p.base],
            [1, p.dark],
          ],
          [0, 0, 1, 1],
        ),
    ],
    [
      'mv',
      () =>
        linear('mv', [
          [0, p.light],
          [0.55, p.base],
          [1, p.dark],
        ]),
    ],
    [
      'mc',
      () =>
        linear(
          'mc',
          [
            [0, p.dark],
            [0.28, p.light],
            [0.55, p.base],
            [1, p.darker],
          ],
          [0, 0, 1, 0],
        ),
    ],
    [
      'mr',
      () =>
        radial(
          'mr',
          [
            [0, p.lighter],
            [0.55, p.base],
            [1, p.dark],
          ],
          0.42,
          0.36,
          0.72,
        ),
    ],
    [
      'ml',
      () =>
        linear(
          'ml',
          [
            [0, '#ffffff'],
            [0.5, p.pale],
            [1, p.lighter],
          ],
          [0, 0, 1, 1],
        ),
    ],
    [
      'k',
      () =>
        linear(
          'k',
          [
            [0, '#5b6169'],
            [1, '#202328'],
          ],
          [0, 0, 0.4, 1],
        ),
    ],
    [
      'kc',
      () =>
        linear(
          'kc',
          [
            [0, '#1d2024'],
            [0.3, '#5e646c'],
            [0.6, '#383d43'],
            [1, '#16181b'],
          ],
          [0, 0, 1, 0],
        ),
    ],
    [
      's',
      () =>
        linear(
          's',
          [
            [0, '#7d858e'],
            [0.35, '#f1f3f5'],
            [0.65, '#aab2ba'],
            [1, '#69717a'],
          ],
          [0, 0, 1, 0],
        ),
    ],
    [
      'g',
      () =>
        linear(
          'g',
          [
            [0, '#33483f'],
            [0.5, '#14201c'],
            [1, '#070c0b'],
          ],
          [0, 0, 1, 1],
        ),
    ],
    [
      'gl',
      () =>
        linear(
          'gl',
          [
            [0, '#f4fbff', 0.9],
            [0.6, '#bcd6e6', 0.75],
            [1, '#8fb2c8', 0.85],
          ],
          [0, 0, 0.3, 1],
        ),
    ],
    [
      'hi',
      () =>
        linear('hi', [
          [0, '#ffffff', 0.75],
          [1, '#ffffff', 0],
        ]),
    ],
    [
      'sh',
      () =>
        radial('sh', [
          [0, '#1a1f26', 0.34],
          [0.6, '#1a1f26', 0.14],
          [1, '#1a1f26', 0],
        ]),
    ],
  ];
  return all
    .filter(([id]) => markup.includes(`url(#${id})`))
    .map(([, make]) => make())
    .join('');
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
