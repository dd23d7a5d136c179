/**
 * Blog pictures that show their post's subject: the products the post is about, drawn with the
 * store's own product artwork, on a bench, a shelf or outdoors. One composition per topic, in the
 * scene's palette; items of another colour are recoloured with filters.
 */
import type { SceneTopic } from '../../../db/schema/column-types.ts';
import { type PlaceOptions, Props, tintFilter } from '../props.ts';
import { type DrawCtx, hsl, type KindRenderer, linear, SIZE } from '../svg-kit.ts';
import { bodyKinds } from './body.ts';
import { headKinds } from './head-and-eyes.ts';
import { maskKinds } from './masks.ts';
import { poweredAirKinds } from './powered-air.ts';
import {
  bandage,
  binder,
  cloth,
  earPlugs,
  gloveBox,
  nebuliser,
  plaque,
  plates,
  soundMeter,
  sparks,
} from './topic-objects.ts';
import { weldingKinds } from './welding.ts';

type Palette = DrawCtx['p'];

/** Where items stand on the bench top, and where small things lie in front of them. */
const BACK = 640;
const FRONT = 700;

/** A wall and a workbench seen from the front. */
function bench(p: Palette, dark = false): string {
  const wall = dark ? hsl(p.hue, 14, 18) : hsl(p.hue, 18, 91);
  const top = dark ? '#5b5f66' : '#d9b98f';
  const edge = dark ? '#3a3e44' : '#b38a5c';
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="${wall}"/>` +
    `<rect x="60" y="60" width="680" height="420" rx="16" fill="#fff" opacity="${dark ? 0.04 : 0.25}"/>` +
    `<path d="M0 540H${SIZE}V740H0Z" fill="${top}"/>` +
    `<path d="M0 540H${SIZE}" stroke="#000" stroke-opacity=".12" stroke-width="6"/>` +
    `<rect y="740" width="${SIZE}" height="60" fill="${edge}"/>`
  );
}

/** A wall shelf with hooks, for things kept in a row. */
function shelf(p: Palette): string {
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="${hsl(p.hue, 10, 90)}"/>` +
    `<rect y="660" width="${SIZE}" height="140" fill="${hsl(p.hue, 8, 78)}"/>` +
    '<rect x="40" y="628" width="720" height="34" rx="4" fill="#8d6a45"/>' +
    '<rect x="40" y="628" width="720" height="10" rx="4" fill="#b08a5f"/>' +
    '<path d="M120 662v50M680 662v50" stroke="#5e646c" stroke-width="14"/>'
  );
}

/** Open air: a sky (hazy when `haze`), distant hills and a road or yard in front. */
function outdoors(p: Palette, haze: boolean): string {
  const sky = haze ? 'url(#tsk)' : hsl(p.hue, 45, 86);
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="${sky}"/>` +
    `<circle cx="610" cy="190" r="70" fill="${haze ? '#e0582a' : '#fff'}" opacity="${haze ? 0.75 : 0.7}"/>` +
    `<path d="M0 470Q120 380 260 440T520 420T800 410V560H0Z" fill="${haze ? '#9c5a3c' : hsl(p.hue, 25, 62)}" opacity=".8"/>` +
    (haze
      ? '<path d="M80 520V250H96V520ZM96 262H300V274H96ZM280 274V330" stroke="#5b3a2a" stroke-width="10" fill="none"/>'
      : '') +
    '<rect y="540" width="800" height="260" fill="#6f757c"/>' +
    '<path d="M0 660H800" stroke="#f2c230" stroke-width="10" stroke-dasharray="60 40"/>'
  );
}

/** A traffic cone standing on (x, y). */
function cone(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})"><ellipse rx="70" ry="12" fill="#1a1f26" opacity=".25"/>` +
    '<rect x="-60" y="-20" width="120" height="20" rx="6" fill="#2b2f35"/>' +
    '<path d="M-14 -180H14L46 -20H-46Z" fill="#f07a1a"/>' +
    '<path d="M-23 -136H23L29 -108H-29ZM-34 -78H34L40 -50H-40Z" fill="#f4f6f8"/></g>'
  );
}

/** The filters a topic uses to recolour some of its items. */
const TINTS: Partial<Record<SceneTopic, string>> = {
  'cut-gloves': tintFilter('tt1', { turn: -40 }) + tintFilter('tt2', { turn: 160 }),
  'hard-hats': tintFilter('tt1', { pale: true }) + tintFilter('tt2', { turn: -22 }),
  'hi-vis': tintFilter('tt1', { turn: -42 }),
  cartridges: tintFilter('tt1', { turn: 95 }) + tintFilter('tt2', { turn: -150 }),
  'disposable-gloves': tintFilter('tt1', { pale: true }) + tintFilter('tt2', { turn: 175 }),
};

type Stand = (
  render: KindRenderer,
  v: number,
  x: number,
  ground: number,
  s: number,
  o?: PlaceOptions,
) => string;
type Compose = (p: Palette, stand: Stand, props: Props) => string;

const glove = bodyKinds.glove;
const cartridge = maskKinds['filter-cartridge'];

const COMPOSITIONS: Record<SceneTopic, Compose> = {
  masks: (p, stand) =>
    bench(p) +
    stand(maskKinds['mask-ffp2'], 0, 150, BACK, 0.4) +
    stand(maskKinds['mask-ffp3'], 0, 400, BACK, 0.42) +
    stand(maskKinds['mask-n95'], 0, 650, BACK, 0.4) +
    plaque('FFP2', 150, 690, p.dark) +
    plaque('FFP3', 400, 690, p.dark) +
    plaque('N95', 650, 690, p.dark),
  welding: (p, stand) =>
    bench(p, true) +
    sparks(620, 580) +
    stand(weldingKinds['welding-helmet'], 0, 300, BACK, 0.62) +
    stand(weldingKinds['welding-lens'], 0, 600, FRONT, 0.4),
  'fit-test': (p, stand) =>
    bench(p) +
    stand(maskKinds['half-mask'], 0, 230, BACK, 0.5) +
    stand(maskKinds['mask-n95'], 1, 470, BACK, 0.4) +
    nebuliser(620, FRONT),
  'cut-gloves': (p, stand) =>
    bench(p) +
    stand(glove, 0, 170, BACK, 0.44) +
    stand(glove, 0, 400, BACK, 0.44, { tint: 'tt1' }) +
    stand(glove, 0, 630, BACK, 0.44, { tint: 'tt2' }) +
    plaque('A2', 170, 690, p.darker) +
    plaque('A4', 400, 690, p.darker) +
    plaque('A6', 630, 690, p.darker),
  papr: (_p, stand) =>
    bench(_p) +
    stand(poweredAirKinds['papr-hood'], 0, 230, BACK, 0.62) +
    stand(poweredAirKinds.papr, 0, 540, BACK, 0.46) +
    stand(poweredAirKinds.battery, 0, 620, FRONT + 20, 0.3),
  'helmet-care': (p, stand) =>
    bench(p) +
    stand(weldingKinds['welding-helmet'], 1, 250, BACK, 0.6) +
    stand(weldingKinds['welding-lens'], 1, 570, BACK - 20, 0.36) +
    plates(560, FRONT + 10) +
    cloth(280, FRONT + 20, p),
  program: (p, stand) =>
    bench(p) +
    binder(200, BACK + 10, p, ['RESPIRATORY', 'PROTECTION', 'PROGRAM']) +
    stand(maskKinds['half-mask'], 0, 480, BACK, 0.44) +
    stand(cartridge, 0, 650, FRONT, 0.3),
  'hard-hats': (_p, stand) =>
    shelf(_p) +
    stand(headKinds['hard-hat'], 0, 160, 630, 0.4) +
    stand(headKinds['hard-hat'], 0, 400, 630, 0.4, { tint: 'tt1' }) +
    stand(headKinds['hard-hat'], 0, 640, 630, 0.4, { tint: 'tt2' }),
  hearing: (p, stand) =>
    bench(p) +
    stand(headKinds['ear-muffs'], 0, 260, BACK, 0.56) +
    earPlugs(480, FRONT + 10) +
    soundMeter(650, BACK + 20, '98 dB'),
  'hi-vis': (p, stand) =>
    outdoors(p, false) +
    stand(bodyKinds['hi-vis-vest'], 0, 250, 640, 0.5) +
    stand(bodyKinds['hi-vis-vest'], 0, 500, 660, 0.46, { tint: 'tt1' }) +
    cone(690, 720),
  cartridges: (_p, stand) =>
    bench(_p) +
    stand(maskKinds['half-mask'], 0, 400, 560, 0.42) +
    stand(cartridge, 0, 190, FRONT, 0.32) +
    stand(cartridge, 0, 400, FRONT + 20, 0.32, { tint: 'tt1' }) +
    stand(cartridge, 0, 610, FRONT, 0.32, { tint: 'tt2' }),
  smoke: (p, stand) =>
    outdoors(p, true) +
    stand(headKinds['hard-hat'], 1, 620, 700, 0.36) +
    stand(maskKinds['mask-n95'], 0, 330, 700, 0.52),
  'disposable-gloves': (_p, stand) =>
    bench(_p) +
    stand(glove, 1, 110, BACK, 0.32) +
    stand(glove, 1, 260, BACK, 0.32, { tint: 'tt1' }) +
    stand(glove, 1, 410, BACK, 0.32, { tint: 'tt2' }) +
    gloveBox(640, FRONT, _p),
  'first-aid': (_p, stand, props) =>
    bench(_p) +
    props.place(bodyKinds['first-aid'], 1, 600, 390, 0.36, { hung: true }) +
    stand(bodyKinds['first-aid'], 1, 240, BACK, 0.5) +
    bandage(520, FRONT) +
    bandage(650, FRONT + 10),
};

/** The topics the blog can show. */
export const SCENE_TOPICS = Object.keys(COMPOSITIONS) as SceneTopic[];

/** The whole picture for `topic`: its drawing and the definitions it needs. */
export function topicScene(topic: SceneTopic, p: Palette): { body: string; defs: string } {
  const props = new Props(p);
  const stand: Stand = (render, v, x, ground, s, o) => props.stand(render, v, x, ground, s, o);
  const body = COMPOSITIONS[topic](p, stand, props);
  const sky = linear(
    'tsk',
    [
      [0, '#c2562f'],
      [0.6, '#e89a5a'],
      [1, '#f3c98f'],
    ],
    [0, 0, 0, 560],
    true,
  );
  return { body, defs: (topic === 'smoke' ? sky : '') + (TINTS[topic] ?? '') + [...props.defs].join('') };
}
