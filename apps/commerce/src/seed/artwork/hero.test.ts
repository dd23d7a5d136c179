/** The home page's hero picture: the store's own products, drawn safely at its stated size. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { palette } from '../../media/artwork/svg-kit.ts';
import { HERO_HEIGHT, HERO_ITEMS, HERO_WIDTH, renderHeroArtwork } from './hero.ts';

const drawn = (render: (typeof HERO_ITEMS)[number]) =>
  render({ p: palette(207), v: 0, mirror: false, tag: () => '', print: () => '' }).body;

describe('renderHeroArtwork', () => {
  it('shows the welding helmet, the PAPR hood and blower, the FFP3 mask and the glove', () => {
    const svg = renderHeroArtwork('Equipment');
    for (const render of HERO_ITEMS) expect(svg, render.name).toContain(drawn(render));
    expect(svg).toContain(`viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}"`);
  });

  it('describes itself with the escaped alt text and loads nothing from outside', () => {
    const svg = renderHeroArtwork('Helmet & mask </title><script>');
    expect(svg).toContain('<title>Helmet &amp; mask &lt;/title&gt;&lt;script&gt;</title>');
    expect(svg).not.toMatch(/<script|<image|<foreignObject|@import|@font-face|url\((?!#)|href="(?!#)/i);
  });

  it('rasterises at its size, the same every time', async () => {
    expect(renderHeroArtwork('A')).toBe(renderHeroArtwork('A'));
    const meta = await sharp(Buffer.from(renderHeroArtwork('A')))
      .webp()
      .toBuffer()
      .then((b) => sharp(b).metadata());
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', HERO_WIDTH, HERO_HEIGHT]);
  });
});
