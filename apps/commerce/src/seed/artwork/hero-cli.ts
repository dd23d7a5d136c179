/**
 * Writes the home page's hero picture (hero.ts) as WebP to the path given, by default into the
 * storefront's hero component, which imports it. Run after changing the hero or the product
 * drawings it shows: npm run artwork:hero -w @ppe/commerce
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { renderHeroArtwork } from './hero.ts';

const DEFAULT_OUTPUT = '../storefront/src/features/content/components/hero-equipment.webp';
const ALT = 'Speedglas welding helmet, Versaflo PAPR hood and blower, FFP3 mask and a work glove';

const output = resolve(process.argv[2] ?? DEFAULT_OUTPUT);
const webp = await sharp(Buffer.from(renderHeroArtwork(ALT)))
  .webp({ quality: 82, effort: 6 })
  .toBuffer();
await writeFile(output, webp);
console.log(`Hero picture written to ${output} (${webp.length} bytes)`);
