#!/usr/bin/env node
/**
 * Writes the shop's Inter (inter-latin-wght-400-800.woff2 beside this file) from the variable Inter
 * of @fontsource-variable/inter: the same Latin characters as that package's `latin` file (all six
 * shop languages), with its weight axis cut to the weights the shop sets (tokens.css: 400 to 800)
 * by HarfBuzz's subsetter. A page's text is drawn the same; the file every first visit loads, and
 * that shares the phone's connection with the page's largest picture, is a third smaller
 * (48.3 → 31.6 KB).
 *
 *   npm run fonts -w @ppe/storefront     (after changing the weights or the package's version)
 *
 * The output is made, never edited: fonts.test.ts checks it is what this script makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The weights tokens.css uses, from --weight-regular to --weight-heading. */
export const WEIGHTS = { min: 400, max: 800 };

/** The `latin` subset's unicode-range in @fontsource-variable/inter's CSS, as [first, last]. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export const OUTPUT = fileURLToPath(new URL('./inter-latin-wght-400-800.woff2', import.meta.url));

/** The font as this script makes it. */
export async function makeFont() {
  const source = readFileSync(
    createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  const characters = LATIN.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('');
  return subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeFont();
  writeFileSync(OUTPUT, font);
  console.log(`${OUTPUT}: ${font.length} bytes`);
}
