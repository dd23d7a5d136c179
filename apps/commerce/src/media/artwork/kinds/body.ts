/** Body: coated work glove, hi-vis vest and long-sleeve shirt, safety boot and first-aid kit. */
import type { ArtworkKind } from '../../../db/schema/column-types.ts';
import { type DrawCtx, type Drawing, hsl, type KindRenderer, linear } from '../svg-kit.ts';
import { firstAid } from './first-aid.ts';

/* ------------------------------------------------------------------ glove */

/** Finger as [x, y (tip), width, height, rotation]; rotated about its base centre. */
type Finger = readonly [number, number, number, number, number];
const FINGERS: readonly Finger[] = [
  [272, 150, 62, 220, -6],
  [338, 116, 64, 254, -1.5],
  [406, 132, 62, 238, 3],
  [472, 196, 56, 176, 8],
];
const THUMB: Finger = [255, 330, 72, 224, -38];
const PALM = 'M268 330H532C544 420 538 520 522 598H288C272 520 258 420 268 330Z';

function fingerRect([x, y, w, h, r]: Finger, extra = ''): string {
  const base = `rotate(${r} ${x + w / 2} ${y + h})`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" transform="${base}"${extra}/>`;
}

/** A rounded fingertip cap of depth `d` following the finger's rotation. */
function tipCap([x, y, w, h, r]: Finger, d: number): string {
  return (
    `<g transform="rotate(${r} ${x + w / 2} ${y + h})">` +
    `<path d="M${x - 4} ${y + w / 2}A${w / 2 + 4} ${w / 2 + 4} 0 0 1 ${x + w + 4} ${y + w / 2}V${y + d}Q${x + w / 2} ${y + d - 14} ${x - 4} ${y + d + 6}Z"/></g>`
  );
}

function handShapes(extra = ''): string {
  return `<path d="${PALM}"${extra}/>${[...FINGERS, THUMB].map((f) => fingerRect(f, extra)).join('')}`;
}

function glove({ p, v, tag }: DrawCtx): Drawing {
  // v0: palette knit, charcoal fingertips (back); v1: dark knit, palette palm (palm side);
  // v2: light grey knit, palette coating over the fingers and knuckles (back).
  const liner =
    v === 0
      ? [p.light, p.base, p.dark]
      : v === 1
        ? ['#5a6068', '#3d4248', '#25292d']
        : ['#f3f5f6', '#d9dde1', '#aab1b8'];
  const coat = v === 0 ? ['#5b6169', '#33373d', '#1b1e22'] : [p.light, p.base, p.darker];
  const defs =
    linear(
      'glv',
      [
        [0, liner[0]!],
        [0.55, liner[1]!],
        [1, liner[2]!],
      ],
      [170, 150, 560, 560],
      true,
    ) +
    linear(
      'glc',
      [
        [0, coat[0]!],
        [0.5, coat[1]!],
        [1, coat[2]!],
      ],
      [170, 120, 560, 560],
      true,
    ) +
    `<clipPath id="glk">${handShapes()}</clipPath>` +
    '<pattern id="gld" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2.6" fill="#fff" opacity=".22"/></pattern>' +
    '<pattern id="glt" width="12" height="10" patternUnits="userSpaceOnUse"><path d="M1 2L6 7L11 2" fill="none" stroke="#000" stroke-opacity=".09" stroke-width="1.6"/></pattern>';
  let coating: string;
  if (v === 1) {
    coating =
      '<path d="M140 80H600V548Q520 572 400 560Q300 570 200 548Z" fill="url(#glc)"/>' +
      '<path d="M140 80H600V548Q520 572 400 560Q300 570 200 548Z" fill="url(#gld)"/>' +
      // palm creases and finger joints
      `<path d="M300 420Q380 450 500 400M318 480Q400 470 470 500M290 300H340M360 270H406M424 282H470M486 320H526" fill="none" stroke="${p.deep}" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>`;
  } else if (v === 2) {
    coating =
      '<path d="M140 80H600V396Q540 420 470 398Q400 380 330 404Q260 424 240 390L200 80Z" fill="url(#glc)"/>' +
      `<g fill="url(#glc)">${tipCap(THUMB, 96)}</g>` +
      `<path d="M600 396Q540 420 470 398Q400 380 330 404Q290 416 262 400" fill="none" stroke="${p.deep}" stroke-opacity=".25" stroke-width="4"/>`;
  } else {
    coating = `<g fill="url(#glc)">${FINGERS.map((f) => tipCap(f, 78)).join('')}${tipCap(THUMB, 70)}</g>`;
  }
  const knuckles =
    v === 1
      ? ''
      : `<path d="M296 350Q304 340 312 350M366 344Q372 334 380 344M432 348Q438 338 446 348M494 360Q500 352 506 362" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="4" stroke-linecap="round"/>`;
  const ribs = Array.from({ length: 14 }, (_, i) => `M${298 + i * 16} 604V690`).join('');
  const hem = v === 0 ? p.darker : v === 1 ? p.base : p.dark;
  const hand =
    // cuff: ribbed knit with a coloured overlock hem
    `<rect x="282" y="584" width="250" height="124" rx="18" fill="${liner[2]}"/>` +
    `<rect x="286" y="586" width="242" height="112" rx="16" fill="url(#glv)"/>` +
    `<path d="${ribs}" stroke="#000" stroke-opacity=".14" stroke-width="5"/>` +
    `<rect x="282" y="690" width="250" height="22" rx="10" fill="${hem}"/>` +
    // outline, then the knit hand, texture, coating and shading
    `<g fill="${liner[2]}" stroke="${liner[2]}" stroke-width="10" stroke-linejoin="round">${handShapes()}</g>` +
    `<g fill="url(#glv)">${handShapes()}</g>` +
    `<g clip-path="url(#glk)"><rect x="140" y="80" width="460" height="540" fill="url(#glt)"/>${coating}` +
    // soft highlight down the left of each finger, shade at the right edge of the palm
    `<g fill="#fff" opacity=".22">${FINGERS.map(([x, y, w, h, r]) => `<rect x="${x + 10}" y="${y + 22}" width="12" height="${h - 90}" rx="6" transform="rotate(${r} ${x + w / 2} ${y + h})"/>`).join('')}</g>` +
    '<path d="M500 330C520 420 516 520 500 598H540V330Z" fill="#000" opacity=".14"/>' +
    '</g>' +
    knuckles +
    // seam where the palm meets the cuff
    `<path d="M290 596Q405 606 520 596" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="5"/>`;
  const body = `<g transform="translate(48 4)">${hand}</g>${tag(454, 648, { size: 22 })}`;
  return { body, defs, shadow: [454, 724, 170, 24] };
}

/* ------------------------------------------------------------- hi-vis vest */

const VEST =
  'M326 126L246 142C240 230 222 296 184 330L190 652Q296 694 400 688Q504 694 610 652L616 330C578 296 560 230 554 142L474 126C458 218 432 290 400 334C368 290 342 218 326 126Z';

function hiVisVest({ p, v, tag }: DrawCtx): Drawing {
  const fluo = hsl(p.hue, 100, 56);
  const fluoDark = hsl(p.hue, 92, 44);
  const fluoLight = hsl(p.hue, 100, 72);
  const defs =
    `<clipPath id="hvc"><path d="${VEST}"/></clipPath>` +
    linear(
      'hvf',
      [
        [0, fluoLight],
        [0.45, fluo],
        [1, fluoDark],
      ],
      [0, 0, 1, 1],
    ) +
    linear('hvr', [
      [0, '#eef1f3'],
      [0.45, '#c7cdd3'],
      [0.55, '#b3bac1'],
      [1, '#e3e7ea'],
    ]) +
    '<pattern id="hvm" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="1.6" fill="#000" opacity=".09"/></pattern>';
  const stripe = (y: number): string =>
    `<rect x="170" y="${y}" width="460" height="46" fill="url(#hvr)"/>` +
    `<path d="M170 ${y + 4}H630M170 ${y + 42}H630" stroke="${fluoDark}" stroke-opacity=".55" stroke-width="2" stroke-dasharray="6 5"/>`;
  const braces =
    v === 1
      ? '<path d="M262 140L292 140L300 452L270 452Z" fill="url(#hvr)"/><path d="M538 140L508 140L500 452L530 452Z" fill="url(#hvr)"/>' +
        `<path d="M266 142L274 452M296 142L296 452M534 142L526 452M504 142L504 452" stroke="${fluoDark}" stroke-opacity=".5" stroke-width="2" stroke-dasharray="6 5"/>`
      : '';
  const pocket =
    v === 2
      ? `<rect x="460" y="352" width="96" height="74" rx="8" fill="#fff" opacity=".35" stroke="${fluoDark}" stroke-width="3"/>` +
        `<path d="M460 370H556" stroke="${fluoDark}" stroke-width="3"/>` +
        `<rect x="486" y="380" width="44" height="8" rx="4" fill="url(#s)"/>`
      : '';
  const body =
    // inside of the back, seen through the neck and armholes
    `<path d="M326 126Q400 166 474 126L400 340Z" fill="${fluoDark}"/>` +
    `<path d="M330 132Q400 168 470 132L466 148Q400 184 334 148Z" fill="#000" opacity=".18"/>` +
    `<path d="${VEST}" fill="url(#hvf)"/>` +
    `<g clip-path="url(#hvc)"><rect x="170" y="110" width="460" height="600" fill="url(#hvm)"/>` +
    braces +
    stripe(452) +
    stripe(566) +
    pocket +
    // shading at the sides, light on the left chest
    `<path d="M184 300C214 420 214 560 196 660L170 660V300Z" fill="#000" opacity=".12"/>` +
    `<path d="M616 300C586 420 586 560 604 660L630 660V300Z" fill="#000" opacity=".16"/>` +
    '<path d="M262 160C258 240 246 290 222 330C260 320 300 260 318 150Z" fill="#fff" opacity=".3"/>' +
    '</g>' +
    // binding along all the edges
    `<path d="${VEST}" fill="none" stroke="${fluoDark}" stroke-width="9" stroke-linejoin="round"/>` +
    `<path d="${VEST}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="2"/>` +
    // zip from the V of the neck to the hem
    '<path d="M400 338V686" stroke="#2b2f35" stroke-width="12"/>' +
    '<path d="M400 340V684" stroke="#8d949c" stroke-width="6" stroke-dasharray="3 4"/>' +
    '<rect x="390" y="344" width="20" height="30" rx="4" fill="url(#s)" stroke="#454b52" stroke-width="2"/>' +
    '<rect x="394" y="372" width="12" height="32" rx="5" fill="#3a3f45"/>' +
    tag(294, 400, { size: 22 });
  return { body, defs, shadow: [400, 700, 240, 26] };
}

/** The left sleeve of a long-sleeve shirt, from the shoulder to the cuff; the right one mirrors it. */
const SLEEVE = 'M252 138C206 146 176 166 162 214L106 498Q134 524 176 526L212 336C222 300 236 240 246 142Z';

/** The vest's body with long sleeves, each with a segmented reflective band above the cuff. */
function hiVisShirt(ctx: DrawCtx): Drawing {
  const vest = hiVisVest(ctx);
  const fluoDark = hsl(ctx.p.hue, 92, 44);
  const sleeve =
    `<path d="${SLEEVE}" fill="url(#hvf)" stroke="${fluoDark}" stroke-width="8" stroke-linejoin="round"/>` +
    '<path d="M119 430L194 430L187 470L112 470Z" fill="url(#hvr)"/>' +
    `<path d="M144 428L137 472M169 428L162 472" stroke="${fluoDark}" stroke-width="5"/>` +
    '<path d="M170 300C160 380 150 440 144 500" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="10"/>';
  return { ...vest, body: `${sleeve}<g transform="translate(800 0) scale(-1 1)">${sleeve}</g>${vest.body}` };
}

/* ------------------------------------------------------------ safety boot */

const UPPER =
  'M224 166L418 150C420 240 428 318 460 370C500 420 580 440 636 460C676 476 692 536 674 576H194C172 500 196 424 200 362C204 300 202 220 224 166Z';

function safetyBoot({ p, v, tag }: DrawCtx): Drawing {
  // leather: brown, black or tan nubuck
  const leather = [
    ['#a8703f', '#7b4a26', '#4a2a14'],
    ['#62676e', '#34383d', '#17191c'],
    ['#e0b070', '#c48a4a', '#8d5a26'],
  ][v] ?? ['#a8703f', '#7b4a26', '#4a2a14'];
  const [lLight, lBase, lDark] = leather as [string, string, string];
  const defs = linear(
    'btl',
    [
      [0, lLight],
      [0.5, lBase],
      [1, lDark],
    ],
    [0, 0, 0.35, 1],
  );
  const stitch = `stroke="${v === 1 ? p.light : '#f1d9a8'}" stroke-width="3" stroke-dasharray="8 6" fill="none" stroke-opacity=".85"`;
  // eyelets along the facing and laces to the front edge
  const eyelets: string[] = [];
  const laces: string[] = [];
  // [eyelet x, y, front-edge x] down the facing
  const rows: readonly (readonly [number, number, number])[] = [
    [372, 196, 414],
    [374, 230, 416],
    [378, 266, 418],
    [384, 300, 424],
    [394, 332, 434],
    [410, 362, 450],
  ];
  for (const [i, [ex, ey, fx]] of rows.entries()) {
    eyelets.push(
      i < 2
        ? `<path d="M${ex - 6} ${ey}h14" stroke="url(#s)" stroke-width="9" stroke-linecap="round"/>`
        : `<circle cx="${ex}" cy="${ey}" r="8" fill="url(#s)"/><circle cx="${ex}" cy="${ey}" r="3.5" fill="${lDark}"/>`,
    );
    laces.push(`M${ex} ${ey}L${fx} ${ey - 18}`);
  }
  const laceColour = v === 1 ? p.base : v === 2 ? '#5b3a1e' : p.dark;
  const body =
    // sole: outsole with lugs, midsole stripe in the palette
    '<path d="M178 568H680Q708 568 708 598V616Q708 648 676 648H198Q170 648 170 618V592Q170 568 178 568Z" fill="#26292d"/>' +
    '<path d="M190 646H690" stroke="#131517" stroke-width="16" stroke-dasharray="30 14"/>' +
    '<path d="M330 642Q390 628 450 642" stroke="#3c4046" stroke-width="10" fill="none"/>' +
    `<path d="M180 568H684Q704 568 706 590H172Q172 568 180 568Z" fill="${p.base}"/>` +
    '<path d="M180 590H706" stroke="#000" stroke-opacity=".25" stroke-width="3"/>' +
    // upper
    `<path d="${UPPER}" fill="url(#btl)"/>` +
    // heel counter and toe cap panels
    `<path d="M194 576C176 500 190 440 200 404C262 414 316 470 326 576Z" fill="${lDark}" opacity=".45"/>` +
    `<path d="M208 566C196 500 204 450 212 420C260 432 300 480 312 566" ${stitch}/>` +
    `<path d="M548 576C538 520 546 470 576 444C620 452 666 470 680 520C688 548 682 566 674 576Z" fill="${lDark}" opacity=".5"/>` +
    `<path d="M562 566C554 522 560 482 584 460C618 468 654 484 666 524" ${stitch}/>` +
    '<path d="M600 458C632 466 660 480 670 506" stroke="#fff" stroke-opacity=".3" stroke-width="6" fill="none" stroke-linecap="round"/>' +
    // vamp stitching and facing
    `<path d="M348 180C350 270 362 340 402 392C450 436 520 452 560 458" ${stitch}/>` +
    `<path d="M354 176C356 272 368 346 410 398" stroke="${lDark}" stroke-width="4" fill="none" opacity=".6"/>` +
    // tongue above the collar, padded collar, pull tab
    `<path d="M392 156Q404 118 448 120Q462 124 458 150L440 190L404 184Z" fill="${lBase}" stroke="${lDark}" stroke-width="4"/>` +
    `<path d="M218 150Q320 130 420 140L418 180Q320 170 220 190Z" fill="url(#mv)" stroke="${p.darker}" stroke-width="4"/>` +
    `<path d="M230 154Q320 138 410 146" stroke="#fff" stroke-opacity=".4" stroke-width="5" fill="none"/>` +
    `<path d="M214 150Q200 110 224 104Q246 102 246 146" fill="none" stroke="${p.dark}" stroke-width="12"/>` +
    // laces and eyelets
    `<path d="${laces.join('')}" stroke="${laceColour}" stroke-width="9" stroke-linecap="round"/>` +
    eyelets.join('') +
    // left-side highlight on the shaft
    '<path d="M236 200C226 270 226 340 232 400" stroke="#fff" stroke-opacity=".22" stroke-width="14" stroke-linecap="round" fill="none"/>' +
    tag(290, 320, { size: 22 });
  return { body, defs, shadow: [440, 656, 290, 30] };
}

export const bodyKinds: Record<
  Extract<ArtworkKind, 'glove' | 'hi-vis-vest' | 'hi-vis-shirt' | 'safety-boot' | 'first-aid'>,
  KindRenderer
> = {
  glove,
  'hi-vis-vest': hiVisVest,
  'hi-vis-shirt': hiVisShirt,
  'safety-boot': safetyBoot,
  'first-aid': firstAid,
};
