/** Head, eyes and ears: wraparound safety glasses, hard hat, ear muffs. */
import type { ArtworkKind } from '../../../db/schema/column-types.ts';
import { type DrawCtx, type Drawing, type KindRenderer, linear } from '../svg-kit.ts';

const LENS =
  'M168 330C172 290 226 272 300 274C358 276 386 288 400 300C414 288 442 276 500 274C574 272 628 290 632 330C638 404 604 462 530 470C468 476 430 452 416 422Q400 396 384 422C370 452 332 476 270 470C196 462 162 404 168 330Z';

function safetyGlasses({ p, v, tag }: DrawCtx): Drawing {
  // v0 tinted in the main colour, v1 clear, v2 mirrored blue-silver
  const lensStops =
    v === 1
      ? linear('ln', [
          [0, '#eef6fb', 0.85],
          [1, '#b9d3e2', 0.8],
        ])
      : v === 2
        ? linear('ln', [
            [0, p.lighter, 0.95],
            [0.5, '#7fa6c4', 0.95],
            [1, p.dark, 0.95],
          ])
        : linear('ln', [
            [0, p.dark, 0.88],
            [0.6, p.base, 0.75],
            [1, p.light, 0.7],
          ]);
  const body =
    // temples folded open, going back
    `<path d="M178 322C150 282 156 214 200 168M622 322C650 282 644 214 600 168" fill="none" stroke="${p.darker}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M200 168Q214 150 236 146M600 168Q586 150 564 146" fill="none" stroke="#2a2e34" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="${LENS}" fill="url(#ln)"/>` +
    `<path d="${LENS}" fill="none" stroke="${p.deep}" stroke-opacity=".35" stroke-width="4"/>` +
    // brow bar
    `<path d="M172 318C184 282 240 266 304 268C360 270 388 282 400 292C412 282 440 270 496 268C560 266 616 282 628 318" fill="none" stroke="${p.darker}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M190 300C210 284 250 276 300 276" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>` +
    // nose pads
    '<path d="M380 410Q372 436 360 448M420 410Q428 436 440 448" stroke="#3a3f46" stroke-width="12" stroke-linecap="round" fill="none"/>' +
    // reflections
    '<path d="M226 300L262 298L214 438L196 420Z" fill="#fff" opacity=".5"/>' +
    '<path d="M282 296L298 296L250 458L238 454Z" fill="#fff" opacity=".35"/>' +
    '<path d="M520 300L544 300L506 464L488 464Z" fill="#fff" opacity=".3"/>' +
    tag(512, 282, { size: 14, fill: 'none', color: '#fff' });
  return { body, shadow: [400, 560, 250, 24], defs: lensStops };
}

const DOME = 'M186 492C186 300 276 186 400 186C524 186 614 300 614 492Q400 548 186 492Z';

function hardHat({ p, v, tag }: DrawCtx): Drawing {
  const extra =
    v === 1
      ? // reflective band
        '<path d="M194 430Q400 480 606 430L610 466Q400 520 190 466Z" fill="url(#s)" opacity=".9"/>'
      : v === 2
        ? `<path d="M262 300L284 360M300 268L318 330M538 300L516 360M500 268L482 330" stroke="${p.darker}" stroke-width="12" stroke-linecap="round"/>`
        : '';
  const body =
    // brim: underside then top surface
    `<ellipse cx="400" cy="508" rx="272" ry="64" fill="${p.darker}"/>` +
    `<ellipse cx="400" cy="496" rx="264" ry="56" fill="url(#mv)"/>` +
    `<path d="M150 504Q400 596 650 504" fill="none" stroke="${p.lighter}" stroke-opacity=".5" stroke-width="4"/>` +
    `<path d="${DOME}" fill="url(#m)"/>` +
    // side ribs and central ridge
    `<path d="M318 214C262 286 242 384 244 500M482 214C538 286 558 384 556 500" fill="none" stroke="${p.deep}" stroke-opacity=".18" stroke-width="10"/>` +
    `<path d="M386 188Q400 185 414 188C424 240 428 310 424 360H376C372 310 376 240 386 188Z" fill="${p.light}"/>` +
    `<path d="M390 200C384 250 383 310 386 350" stroke="#fff" stroke-opacity=".6" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M424 360C428 310 424 240 414 188" stroke="${p.dark}" stroke-opacity=".5" stroke-width="4" fill="none"/>` +
    // highlight and shade
    '<path d="M236 360C240 270 290 214 350 196C300 240 272 300 264 380Z" fill="#fff" opacity=".38"/>' +
    `<path d="M614 492C614 300 524 186 400 186C500 230 540 330 540 520Q590 508 614 492Z" fill="${p.deep}" opacity=".15"/>` +
    extra +
    tag(400, 410, { size: 24 });
  return { body, shadow: [400, 588, 280, 32] };
}

function earMuffs({ p, v, tag }: DrawCtx): Drawing {
  const cup = (cx: number, side: number): string => {
    const inner = cx - side * 68;
    return (
      `<rect x="${inner - 22}" y="388" width="48" height="240" rx="24" fill="url(#k)" transform="translate(${-side * 6} 0)"/>` +
      `<rect x="${inner - 12}" y="382" width="24" height="252" rx="12" fill="${p.darker}"/>` +
      `<ellipse cx="${cx}" cy="508" rx="78" ry="132" fill="url(#m)"/>` +
      `<ellipse cx="${cx}" cy="508" rx="78" ry="132" fill="none" stroke="${p.darker}" stroke-opacity=".4" stroke-width="4"/>` +
      `<ellipse cx="${cx + side * 6}" cy="502" rx="44" ry="82" fill="#fff" opacity=".14"/>` +
      `<path d="M${cx + side * 30} 420Q${cx + side * 52} 470 ${cx + side * 48} 540" stroke="#fff" stroke-opacity=".5" stroke-width="8" fill="none" stroke-linecap="round"/>`
    );
  };
  const band = v === 2 ? 'M230 392C220 130 580 130 570 392' : 'M226 392C216 150 584 150 574 392';
  const body =
    // wire forks from the headband into each cup
    '<path d="M212 400V370M238 400V370M562 400V370M588 400V370" stroke="url(#s)" stroke-width="8"/>' +
    `<path d="${band}" fill="none" stroke="#2a2e34" stroke-width="36" stroke-linecap="round"/>` +
    `<path d="${band}" fill="none" stroke="${v === 1 ? '#4a5058' : p.dark}" stroke-width="22" stroke-dasharray="0 60 260 1000" stroke-linecap="round"/>` +
    '<path d="M282 250C320 200 380 188 420 190" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>' +
    cup(222, -1) +
    cup(578, 1) +
    tag(222, 590, { size: 16, fill: 'none', color: '#fff' });
  return { body, shadow: [400, 680, 280, 30] };
}

export const headKinds: Record<
  Extract<ArtworkKind, 'safety-glasses' | 'hard-hat' | 'ear-muffs'>,
  KindRenderer
> = {
  'safety-glasses': safetyGlasses,
  'hard-hat': hardHat,
  'ear-muffs': earMuffs,
};
