/**
 * The home page's hero picture: the store's own product artwork composed into one scene (a
 * Speedglas welding helmet, a Versaflo PAPR hood and blower, an FFP3 mask and a work glove) on a
 * studio backdrop with a hi-vis plinth. A wide canvas, drawn like every product picture.
 */
import { standardDefs } from '../../media/artwork/gradients.ts';
import { bodyKinds } from '../../media/artwork/kinds/body.ts';
import { maskKinds } from '../../media/artwork/kinds/masks.ts';
import { poweredAirKinds } from '../../media/artwork/kinds/powered-air.ts';
import { weldingKinds } from '../../media/artwork/kinds/welding.ts';
import { Props, tintFilter } from '../../media/artwork/props.ts';
import { escapeXml, palette, radial } from '../../media/artwork/svg-kit.ts';

export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 900;

/** Safety blue, the store's brand colour. */
const HERO_HUE = 207;
/** Where the items stand: the back row on the plinth, the front row before it. */
const BACK = 700;
const FRONT = 790;

/** The product kinds the hero shows, for tests and descriptions. */
export const HERO_ITEMS = [
  weldingKinds['welding-helmet'],
  poweredAirKinds['papr-hood'],
  poweredAirKinds.papr,
  maskKinds['mask-ffp3'],
  bodyKinds.glove,
] as const;

function backdrop(): string {
  const stripes = Array.from(
    { length: 26 },
    (_, i) => `M${i * 56 - 40} ${HERO_HEIGHT}l40-64h28l-40 64Z`,
  ).join('');
  return (
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#hbg)"/>` +
    `<ellipse cx="${HERO_WIDTH / 2}" cy="${BACK + 10}" rx="560" ry="90" fill="url(#hpl)"/>` +
    `<rect y="${HERO_HEIGHT - 64}" width="${HERO_WIDTH}" height="64" fill="#f5b700"/>` +
    `<path d="${stripes}" fill="#17202a"/>`
  );
}

/** The hero picture as a complete SVG document; `alt` becomes its title. */
export function renderHeroArtwork(alt: string): string {
  const p = palette(HERO_HUE);
  const props = new Props(p);
  const [helmet, hood, blower, mask, glove] = HERO_ITEMS;
  const body =
    backdrop() +
    props.stand(hood, 0, 240, BACK - 40, 0.72) +
    props.stand(helmet, 0, 600, BACK, 0.86, { tint: 'hhe' }) +
    props.stand(glove, 0, 970, BACK - 30, 0.66, { rot: 8, tint: 'hgl' }) +
    props.stand(blower, 0, 300, FRONT, 0.46) +
    props.stand(mask, 0, 800, FRONT, 0.52);
  const defs =
    radial(
      'hbg',
      [
        [0, '#ffffff'],
        [0.6, '#e7f0f9'],
        [1, '#c9d9ea'],
      ],
      0.5,
      0.38,
      0.8,
    ) +
    radial('hpl', [
      [0, '#17202a', 0.22],
      [1, '#17202a', 0],
    ]) +
    // A hi-vis orange glove and a charcoal helmet, recoloured from the brand blue.
    tintFilter('hgl', { turn: 175 }) +
    tintFilter('hhe', { dark: true }) +
    [...props.defs].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}" role="img">` +
    `<title>${escapeXml(alt)}</title>` +
    `<defs>${standardDefs(p, 0, body + defs)}${defs}</defs>` +
    body +
    '</svg>'
  );
}
