/** The gradients every artwork shares, each defined only when a drawing refers to it. */
import { hsl, linear, type Palette, radial } from './svg-kit.ts';

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
