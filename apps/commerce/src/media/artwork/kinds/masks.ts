/** Masks and filters: FFP2 / FFP3 / N95 disposables, half and full-face masks, cartridges. */
import type { ArtworkKind } from '../../../db/schema/column-types.ts';
import { type DrawCtx, type Drawing, type KindRenderer, radial } from '../svg-kit.ts';

/** Soft dome shading laid over a cup-shaped mask. */
const DOME_DEFS = radial(
  'dm',
  [
    [0, '#fff', 0.55],
    [0.55, '#fff', 0],
    [1, '#000', 0.28],
  ],
  0.42,
  0.34,
  0.72,
);

const FFP2 =
  'M150 330C230 282 320 262 400 256C480 262 570 282 650 330C654 424 584 520 472 552Q400 568 328 552C216 520 146 424 150 330Z';

function maskFfp2({ p, v, tag, print }: DrawCtx): Drawing {
  const loop = v === 2 ? p.light : '#f4f6f8';
  const loops = 'M166 336C30 300 20 560 214 512M634 336C770 300 780 560 586 512';
  const body =
    `<path d="${loops}" fill="none" stroke="#8f98a1" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="${loops}" fill="none" stroke="${loop}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${FFP2}" fill="url(#ml)" stroke="${p.light}" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="${FFP2}" fill="none" stroke="${p.dark}" stroke-opacity=".55" stroke-width="3" stroke-dasharray="3 7"/>` +
    // upper panel lighter, fold line, nose clip
    '<path d="M162 340C240 292 320 272 400 266C480 272 560 292 638 340L640 372Q400 424 160 372Z" fill="#fff" opacity=".5"/>' +
    `<path d="M158 380Q400 432 642 380" stroke="${p.dark}" stroke-opacity=".45" stroke-width="4" fill="none"/>` +
    `<path d="M162 388Q400 440 638 388" stroke="#fff" stroke-opacity=".8" stroke-width="3" fill="none"/>` +
    '<path d="M336 280Q400 268 464 280" stroke="url(#s)" stroke-width="12" stroke-linecap="round" fill="none"/>' +
    print('FFP2', 400, 482, { size: 34, color: p.dark }) +
    tag(400, 336, { size: 22, fill: 'none', color: p.darker });
  return { body, shadow: [400, 610, 260, 26] };
}

const CUP =
  'M400 196C528 196 612 286 612 396C612 510 524 596 400 596C276 596 188 510 188 396C188 286 272 196 400 196Z';
const CUP_INSET = 'translate(400 396) scale(.92) translate(-400 -396)';

function cupEdge(edge: string, stitch: string): string {
  return (
    `<path d="${CUP}" fill="none" stroke="${edge}" stroke-width="14"/>` +
    `<path d="${CUP}" fill="none" stroke="${stitch}" stroke-opacity=".6" stroke-width="3" stroke-dasharray="6 7" transform="${CUP_INSET}"/>`
  );
}

function maskFfp3({ p, v, tag }: DrawCtx): Drawing {
  let slots = '';
  for (let i = 0; i < 4; i++) {
    const y = 438 + i * 20;
    const half = i === 0 || i === 3 ? 28 : 38;
    slots += `M${400 - half} ${y}H${400 + half}`;
  }
  const strap = v === 1 ? p.darker : p.base;
  const body =
    // head straps running out behind the cup
    `<path d="M206 330C120 300 70 330 60 370M594 330C680 300 730 330 740 370M214 480C130 500 90 470 70 430M586 480C670 500 710 470 730 430" fill="none" stroke="${strap}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="${CUP}" fill="url(#ml)"/>` +
    `<path d="${CUP}" fill="url(#dm)"/>` +
    cupEdge('#e9edf0', p.dark) +
    // nose foam and clip
    '<path d="M324 226Q400 196 476 226" stroke="#d3d8dc" stroke-width="16" stroke-linecap="round" fill="none"/>' +
    '<path d="M344 244Q400 226 456 244" stroke="url(#s)" stroke-width="10" stroke-linecap="round" fill="none"/>' +
    // exhalation valve
    '<circle cx="400" cy="472" r="76" fill="#000" opacity=".12"/>' +
    `<circle cx="400" cy="466" r="74" fill="${p.dark}"/>` +
    '<circle cx="400" cy="466" r="74" fill="url(#mr)"/>' +
    `<circle cx="400" cy="466" r="56" fill="${p.base}" stroke="${p.darker}" stroke-opacity=".5" stroke-width="3"/>` +
    `<path d="${slots}" stroke="${p.deep}" stroke-width="9" stroke-linecap="round"/>` +
    '<path d="M352 430A60 60 0 0 1 420 404" stroke="#fff" stroke-opacity=".55" stroke-width="6" fill="none" stroke-linecap="round"/>' +
    tag(400, 310, { size: 24, fill: 'none', color: p.darker });
  return { body, shadow: [400, 640, 220, 26], defs: DOME_DEFS };
}

function maskN95({ p, v, tag, print }: DrawCtx): Drawing {
  const strap = v === 2 ? p.lighter : '#f4f5f7';
  const bands = 'M214 330C150 60 650 60 586 330M226 470C140 720 660 720 574 470';
  const body =
    // two headbands laid out above and below the cup
    `<path d="${bands}" fill="none" stroke="#8f98a1" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="${bands}" fill="none" stroke="${strap}" stroke-width="14" stroke-linecap="round"/>` +
    '<path d="M204 330H232M568 330H596M214 470H242M558 470H586" stroke="url(#s)" stroke-width="18"/>' +
    `<path d="${CUP}" fill="url(#mv)"/>` +
    `<path d="${CUP}" fill="url(#dm)" opacity=".6"/>` +
    cupEdge(p.dark, '#fff') +
    // moulded ridge and metal nose clip
    `<path d="M220 396Q400 356 580 396" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/>` +
    '<path d="M340 226Q400 206 460 226" stroke="url(#s)" stroke-width="12" stroke-linecap="round" fill="none"/>' +
    print('N95', 400, 470, { size: 44, color: '#fff' }) +
    tag(400, 530, { size: 20, fill: 'none', color: '#fff' });
  return { body, shadow: [400, 660, 220, 24], defs: DOME_DEFS };
}

const FACEPIECE =
  'M400 206C452 206 482 250 502 298C544 338 594 380 594 450C594 542 504 604 400 604C296 604 206 542 206 450C206 380 256 338 298 298C318 250 348 206 400 206Z';

function cartridge(cx: number, side: number, v: number): string {
  const back = cx - side * 26;
  return (
    `<ellipse cx="${back}" cy="476" rx="74" ry="104" fill="#1c1f23"/>` +
    `<ellipse cx="${cx}" cy="470" rx="78" ry="106" fill="url(#mc)"/>` +
    `<ellipse cx="${cx}" cy="470" rx="78" ry="106" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="4"/>` +
    `<ellipse cx="${cx}" cy="470" rx="52" ry="72" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="5"/>` +
    (v === 2
      ? `<ellipse cx="${cx}" cy="470" rx="36" ry="50" fill="#f4f6f8" opacity=".9"/>`
      : `<path d="M${cx - 10} 430V510M${cx + 10} 430V510M${cx - 30} 446V494M${cx + 30} 446V494" stroke="#000" stroke-opacity=".3" stroke-width="7" stroke-linecap="round"/>`) +
    `<path d="M${cx - 40} 400A60 80 0 0 1 ${cx + 20} 382" stroke="#fff" stroke-opacity=".5" stroke-width="6" fill="none" stroke-linecap="round"/>`
  );
}

function halfMask({ p, v, tag }: DrawCtx): Drawing {
  const body =
    // head harness
    `<path d="M330 280L196 150M470 280L604 150M250 540L110 610M550 540L690 610" stroke="${p.darker}" stroke-width="24" stroke-linecap="round"/>` +
    '<path d="M236 188L272 222M564 188L528 222M176 575L212 557M624 575L588 557" stroke="#c9ced3" stroke-width="32"/>' +
    `<path d="${FACEPIECE}" fill="url(#k)"/>` +
    '<path d="M400 218C440 218 466 254 482 296C430 280 370 280 318 296C334 254 360 218 400 218Z" fill="#fff" opacity=".12"/>' +
    // exhalation valve cover
    '<path d="M346 452H454L444 560Q400 584 356 560Z" fill="#3b4047" stroke="#16181b" stroke-width="4" stroke-linejoin="round"/>' +
    '<path d="M366 480H434M368 506H432M372 532H428" stroke="#111316" stroke-width="8" stroke-linecap="round"/>' +
    cartridge(250, -1, v) +
    cartridge(550, 1, v) +
    tag(400, 380, { size: 20, fill: p.base, color: '#fff' });
  return { body, shadow: [400, 660, 270, 28] };
}

const FULL_SEAL =
  'M400 118C542 118 612 240 612 380C612 522 522 640 400 652C278 640 188 522 188 380C188 240 258 118 400 118Z';
const FULL_VISOR =
  'M400 160C512 160 572 240 574 332C576 424 532 474 470 484Q400 494 330 484C268 474 224 424 226 332C228 240 288 160 400 160Z';

function fullFaceMask({ p, v, tag }: DrawCtx): Drawing {
  // head harness: crown pad behind the top, side and neck straps with buckles
  const straps =
    'M290 190L318 86Q400 62 482 86L510 190M196 360H96M604 360H704M236 560L160 636M564 560L640 636';
  const body =
    `<path d="${straps}" fill="none" stroke="#2a2e34" stroke-width="28" stroke-linejoin="round"/>` +
    '<path d="M350 74Q400 58 450 74L446 104Q400 92 354 104Z" fill="#3d434a"/>' +
    '<path d="M124 346h22v28h-22zM654 346h22v28h-22zM176 606l16 16-18 18-16-16zM624 606l-16 16 18 18 16-16z" fill="url(#s)"/>' +
    `<path d="${FULL_SEAL}" fill="url(#k)"/>` +
    `<path d="${FULL_VISOR}" fill="${p.base}" stroke="${p.base}" stroke-width="34" stroke-linejoin="round"/>` +
    `<path d="${FULL_VISOR}" fill="none" stroke="${p.dark}" stroke-width="34" stroke-opacity=".35" transform="translate(0 6)"/>` +
    `<path d="${FULL_VISOR}" fill="url(#gl)"/>` +
    // inner oro-nasal cup seen through the visor
    '<path d="M400 336C436 336 456 380 462 430Q400 456 338 430C344 380 364 336 400 336Z" fill="#2f343a" opacity=".22"/>' +
    '<path d="M290 200Q340 176 380 172L300 420Q262 380 262 320C262 262 270 222 290 200Z" fill="#fff" opacity=".45"/>' +
    '<path d="M404 172L428 172L350 452L334 446Z" fill="#fff" opacity=".3"/>' +
    // screws on the visor frame
    `<circle cx="400" cy="150" r="9" fill="url(#s)"/><circle cx="400" cy="500" r="9" fill="url(#s)"/>` +
    // filter port / speech diaphragm at the chin
    '<circle cx="400" cy="574" r="64" fill="#15181b"/>' +
    '<circle cx="400" cy="574" r="50" fill="url(#s)"/>' +
    (v === 1
      ? `<circle cx="400" cy="574" r="36" fill="${p.base}"/>`
      : '<circle cx="400" cy="574" r="36" fill="#2b3036"/>') +
    '<path d="M380 560H420M376 574H424M380 588H420" stroke="#0e1012" stroke-width="6" stroke-linecap="round"/>' +
    tag(400, 130, { size: 16, fill: 'none', color: '#fff' });
  return { body, shadow: [400, 690, 230, 28] };
}

/** A band of a vertical cylinder (x 230-570) between y1 and y2, front half visible. */
function band(y1: number, y2: number, fill: string, rx = 170, ry = 48): string {
  const l = 400 - rx;
  const r = 400 + rx;
  return `<path d="M${l} ${y1}V${y2}A${rx} ${ry} 0 0 0 ${r} ${y2}V${y1}A${rx} ${ry} 0 0 1 ${l} ${y1}Z" fill="${fill}"/>`;
}

function ribs(y1: number, y2: number, rx: number, ry: number, count: number): string {
  let d = '';
  for (let i = 1; i < count; i++) {
    const x = -Math.cos((Math.PI * i) / count) * rx;
    const dy = Math.round(ry * Math.sqrt(1 - (x / rx) ** 2));
    d += `M${Math.round(400 + x)} ${y1 + dy}V${y2 + dy}`;
  }
  return `<path d="${d}" stroke="#000" stroke-opacity=".35" stroke-width="5"/>`;
}

function filterCartridge({ p, v, tag }: DrawCtx): Drawing {
  const lower = v === 1 ? p.pale : '#f3f5f7';
  const body =
    band(488, 566, lower) +
    band(308, 492, 'url(#mc)') +
    band(262, 312, 'url(#kc)') +
    ribs(262, 302, 170, 48, 18) +
    '<path d="M230 566A170 48 0 0 0 570 566" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="4"/>' +
    '<path d="M230 490A170 48 0 0 0 570 490" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/>' +
    '<ellipse cx="400" cy="262" rx="170" ry="48" fill="#3b4148"/>' +
    '<ellipse cx="400" cy="262" rx="150" ry="40" fill="#4d545c"/>' +
    // threaded connector
    band(214, 262, 'url(#kc)', 78, 22) +
    '<path d="M322 232A78 22 0 0 0 478 232M322 246A78 22 0 0 0 478 246" fill="none" stroke="#9aa3ac" stroke-opacity=".6" stroke-width="3"/>' +
    '<ellipse cx="400" cy="214" rx="78" ry="22" fill="#2f343a"/>' +
    '<ellipse cx="400" cy="214" rx="50" ry="13" fill="#0d0f12"/>' +
    '<path d="M262 330V470" stroke="#fff" stroke-opacity=".35" stroke-width="14" stroke-linecap="round"/>' +
    tag(400, 560, { size: 24, fill: 'none', color: '#2a2e34' });
  return { body, shadow: [400, 616, 230, 30] };
}

export const maskKinds: Record<
  Extract<
    ArtworkKind,
    'mask-ffp2' | 'mask-ffp3' | 'mask-n95' | 'half-mask' | 'full-face-mask' | 'filter-cartridge'
  >,
  KindRenderer
> = {
  'mask-ffp2': maskFfp2,
  'mask-ffp3': maskFfp3,
  'mask-n95': maskN95,
  'half-mask': halfMask,
  'full-face-mask': fullFaceMask,
  'filter-cartridge': filterCartridge,
};
