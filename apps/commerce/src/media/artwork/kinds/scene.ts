/**
 * Blog images: full-bleed flat scenes reusing the product drawings in miniature. With a topic,
 * the post's subject (topics.ts); without one, a workshop, a factory yard or a PPE store by ctx.v.
 * Colours by ctx.p.
 */
import type { ArtworkKind } from '../../../db/schema/column-types.ts';
import { Props } from '../props.ts';
import { type DrawCtx, type Drawing, hsl, type KindRenderer, linear, SIZE } from '../svg-kit.ts';
import { bodyKinds } from './body.ts';
import { headKinds } from './head-and-eyes.ts';
import { topicScene } from './topics.ts';

type Palette = DrawCtx['p'];

/** A spanner, hammer and screwdriver hanging on the pegboard, around (x, y). */
function tools(x: number, y: number, p: Palette): string {
  return (
    `<g transform="translate(${x} ${y})">` +
    // spanner
    '<g transform="rotate(-12)"><rect x="-9" y="-70" width="18" height="150" rx="9" fill="url(#s)"/>' +
    '<circle cy="-78" r="24" fill="#aab2ba"/><rect x="-8" y="-106" width="16" height="30" fill="#d3ad7c"/>' +
    '<circle cy="84" r="17" fill="#aab2ba"/><circle cy="84" r="8" fill="#d3ad7c"/></g>' +
    // hammer
    '<g transform="translate(86 0) rotate(8)"><rect x="-9" y="-56" width="18" height="150" rx="7" fill="#b07a45"/>' +
    '<rect x="-9" y="40" width="18" height="54" rx="7" fill="#2b2f35"/>' +
    '<path d="M-46 -88H34L50 -76V-52H-46Z" fill="#4a5058"/><path d="M-46 -88H34L50 -76H-46Z" fill="#fff" opacity=".2"/></g>' +
    // screwdriver
    `<g transform="translate(160 -10) rotate(-6)"><rect x="-13" y="-80" width="26" height="74" rx="10" fill="${p.base}"/>` +
    '<rect x="-4" y="-8" width="8" height="100" fill="url(#s)"/><rect x="-6" y="-74" width="4" height="60" fill="#fff" opacity=".35"/></g>' +
    '</g>'
  );
}

/** Cardboard box with tape and a label, bottom-left at (x, y). */
function box(x: number, y: number, w: number, h: number, label: string): string {
  return (
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="3" fill="#c99a5f"/>` +
    `<rect x="${x}" y="${y - h}" width="${w}" height="${Math.round(h * 0.22)}" fill="#b38349"/>` +
    `<rect x="${x + w / 2 - 7}" y="${y - h}" width="14" height="${Math.round(h * 0.5)}" fill="#e2c394"/>` +
    `<rect x="${x + w * 0.14}" y="${y - h * 0.45}" width="${w * 0.34}" height="${h * 0.22}" fill="${label}"/>` +
    `<rect x="${x + w - 8}" y="${y - h}" width="8" height="${h}" fill="#000" opacity=".1"/>`
  );
}

/** Metal toolbox standing on (x, y) (bottom-left corner). */
function toolbox(x: number, y: number, p: Palette): string {
  return (
    `<path d="M${x + 50} ${y - 58}V${y - 74}H${x + 130}V${y - 58}" fill="none" stroke="#2b2f35" stroke-width="10"/>` +
    `<rect x="${x}" y="${y - 60}" width="180" height="60" rx="8" fill="${p.base}"/>` +
    `<rect x="${x}" y="${y - 60}" width="180" height="22" rx="8" fill="${p.light}"/>` +
    `<path d="M${x} ${y - 38}H${x + 180}" stroke="${p.darker}" stroke-width="4"/>` +
    `<rect x="${x + 30}" y="${y - 46}" width="18" height="14" rx="3" fill="url(#s)"/><rect x="${x + 132}" y="${y - 46}" width="18" height="14" rx="3" fill="url(#s)"/>` +
    `<rect x="${x + 160}" y="${y - 60}" width="20" height="60" rx="8" fill="#000" opacity=".12"/>`
  );
}

/** Traffic cone standing on (x, y). */
function cone(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    '<ellipse cx="0" cy="2" rx="80" ry="16" fill="#1a1f26" opacity=".25"/>' +
    '<rect x="-66" y="-22" width="132" height="22" rx="6" fill="#2b2f35"/>' +
    '<path d="M-16 -200H16L52 -22H-52Z" fill="#f07a1a"/>' +
    '<path d="M-26 -150H26L33 -118H-33ZM-39 -86H39L46 -54H-46Z" fill="#f4f6f8"/>' +
    '<path d="M4 -200H16L52 -22H30Z" fill="#000" opacity=".14"/>' +
    '</g>'
  );
}

function workshop(p: Palette, props: Props): string {
  const wall = hsl(p.hue, 16, 90);
  const hook = (x: number, y: number): string =>
    `<path d="M${x} ${y}v14q0 10 10 10" fill="none" stroke="#6b737c" stroke-width="6" stroke-linecap="round"/>`;
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="${wall}"/>` +
    `<rect y="0" width="${SIZE}" height="40" fill="${hsl(p.hue, 14, 84)}"/>` +
    // pegboard with hung PPE
    '<rect x="72" y="64" width="656" height="392" rx="10" fill="#b48a5a"/>' +
    '<rect x="84" y="76" width="632" height="368" rx="6" fill="#d3ad7c"/>' +
    '<rect x="84" y="76" width="632" height="368" fill="url(#scp)"/>' +
    tools(170, 250, p) +
    hook(420, 100) +
    props.place(headKinds['ear-muffs'], 0, 420, 232, 0.34, { hung: true }) +
    hook(596, 92) +
    props.place(headKinds['safety-glasses'], 2, 598, 192, 0.3, { hung: true }) +
    props.place(bodyKinds['first-aid'], 2, 598, 318, 0.27, { hung: true }) +
    // workbench
    `<rect y="650" width="${SIZE}" height="150" fill="${hsl(p.hue, 10, 62)}"/>` +
    `<rect y="650" width="${SIZE}" height="10" fill="#000" opacity=".1"/>` +
    '<rect x="84" y="520" width="26" height="200" fill="#5e646c"/>' +
    `<rect x="470" y="520" width="250" height="200" rx="6" fill="${p.darker}"/>` +
    `<rect x="486" y="534" width="218" height="52" rx="5" fill="${p.dark}"/><rect x="486" y="596" width="218" height="52" rx="5" fill="${p.dark}"/><rect x="486" y="658" width="218" height="50" rx="5" fill="${p.dark}"/>` +
    '<path d="M570 560H620M570 622H620M570 683H620" stroke="#d6dbe0" stroke-width="8" stroke-linecap="round"/>' +
    '<rect x="52" y="486" width="696" height="40" rx="6" fill="#9a6a3a"/>' +
    '<rect x="52" y="486" width="696" height="12" rx="6" fill="#c08c55"/>' +
    '<rect x="52" y="520" width="696" height="8" fill="#000" opacity=".15"/>' +
    // on the bench: a hard hat and a glove
    props.place(headKinds['hard-hat'], 0, 300, 404, 0.4) +
    toolbox(500, 486, p)
  );
}

function factoryYard(p: Palette, props: Props): string {
  const far = hsl(p.hue, 22, 80);
  const mid = hsl(p.hue, 24, 56);
  const windows = Array.from({ length: 7 }, (_, i) => `M${96 + i * 58} 440h34v40h-34Z`).join('');
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#scs)"/>` +
    '<circle cx="620" cy="160" r="64" fill="#fff" opacity=".65"/>' +
    // distant skyline
    `<path d="M0 420V300H60V250H110V320H170V220H200V320H260V280H330V340H420V230H450V180H470V230H500V300H560V260H640V320H700V240H740V300H800V420Z" fill="${far}"/>` +
    // chimneys with smoke
    '<circle cx="590" cy="126" r="26" fill="#fff" opacity=".8"/><circle cx="626" cy="108" r="32" fill="#fff" opacity=".7"/><circle cx="670" cy="96" r="22" fill="#fff" opacity=".6"/>' +
    `<rect x="570" y="150" width="40" height="330" fill="${mid}"/><rect x="570" y="190" width="40" height="22" fill="${p.base}"/>` +
    `<rect x="640" y="220" width="32" height="260" fill="${mid}"/><rect x="640" y="250" width="32" height="18" fill="${p.base}"/>` +
    // saw-tooth factory hall
    `<path d="M60 600V380L140 320V380L220 320V380L300 320V380L380 320V380L460 320V380L540 320V600Z" fill="${mid}"/>` +
    '<path d="M140 320V380M220 320V380M300 320V380M380 320V380M460 320V380" stroke="#fff" stroke-opacity=".25" stroke-width="6"/>' +
    `<path d="${windows}" fill="${hsl(p.hue, 40, 82)}" opacity=".85"/>` +
    `<rect x="230" y="510" width="110" height="90" fill="${p.darker}"/>` +
    '<path d="M230 530H340M230 550H340M230 570H340" stroke="#fff" stroke-opacity=".15" stroke-width="4"/>' +
    `<rect x="540" y="470" width="260" height="130" fill="${hsl(p.hue, 20, 46)}"/>` +
    // yard
    `<rect y="600" width="${SIZE}" height="200" fill="#6f757c"/>` +
    '<path d="M0 700H800" stroke="#f2c230" stroke-width="10" stroke-dasharray="60 40"/>' +
    // a hard hat on a crate, cones
    '<rect x="128" y="588" width="248" height="130" rx="6" fill="#a87442"/>' +
    '<path d="M128 630H376M128 676H376" stroke="#7d5330" stroke-width="6"/>' +
    '<rect x="128" y="588" width="248" height="14" fill="#c9945d"/>' +
    props.place(headKinds['hard-hat'], 1, 252, 506, 0.42) +
    cone(560, 730, 0.8) +
    cone(690, 748, 0.9)
  );
}

function ppeStore(p: Palette, props: Props): string {
  const upright = (x: number): string =>
    `<rect x="${x}" y="70" width="22" height="610" fill="${p.darker}"/>` +
    `<path d="M${x + 11} 90V670" stroke="#fff" stroke-opacity=".3" stroke-width="3" stroke-dasharray="6 10"/>`;
  const beam = (y: number): string =>
    `<rect x="60" y="${y}" width="680" height="22" fill="${p.base}"/><rect x="60" y="${y + 16}" width="680" height="6" fill="#000" opacity=".15"/>`;
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="${hsl(p.hue, 12, 88)}"/>` +
    `<rect y="680" width="${SIZE}" height="120" fill="${hsl(210, 8, 70)}"/>` +
    '<rect y="690" width="800" height="22" fill="#f2c230"/><rect y="690" width="800" height="22" fill="url(#scz)"/>' +
    // top level: hard hats and stock
    props.place(headKinds['hard-hat'], 2, 160, 170, 0.27) +
    props.place(headKinds['hard-hat'], 2, 310, 170, 0.27) +
    box(448, 252, 120, 110, p.light) +
    box(580, 252, 140, 140, '#fff') +
    // middle level: ear muffs, glasses, first-aid kit
    props.place(headKinds['ear-muffs'], 1, 170, 362, 0.27) +
    props.place(headKinds['safety-glasses'], 0, 316, 396, 0.28) +
    props.place(bodyKinds['first-aid'], 0, 520, 362, 0.3) +
    box(620, 442, 100, 90, p.light) +
    // bottom level: boots and gloves
    box(96, 632, 130, 110, '#fff') +
    box(240, 632, 140, 136, p.light) +
    box(440, 632, 150, 120, '#fff') +
    box(606, 632, 110, 96, p.light) +
    upright(60) +
    upright(400) +
    upright(718) +
    beam(252) +
    beam(442) +
    beam(632)
  );
}

function blogScene({ p, v, topic }: DrawCtx): Drawing {
  if (topic) return { ...topicScene(topic, p), scene: true };
  const props = new Props(p);
  const body = v === 1 ? factoryYard(p, props) : v === 2 ? ppeStore(p, props) : workshop(p, props);
  const defs =
    '<pattern id="scp" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="3.2" fill="#5b3f22" opacity=".35"/></pattern>' +
    '<pattern id="scz" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="18" height="36" fill="#1f2226"/></pattern>' +
    linear(
      'scs',
      [
        [0, hsl(p.hue, 55, 84)],
        [1, hsl(p.hue, 40, 97)],
      ],
      [0, 0, 0, 600],
      true,
    ) +
    [...props.defs].join('');
  return { body, defs, scene: true };
}

export const sceneKinds: Record<Extract<ArtworkKind, 'blog-scene'>, KindRenderer> = {
  'blog-scene': blogScene,
};
