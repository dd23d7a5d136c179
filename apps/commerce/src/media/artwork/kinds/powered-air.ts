/** Powered air: belt-mounted PAPR blower, PAPR hood (head-top) and battery pack. */
import type { ArtworkKind } from '../../../db/schema/column-types.ts';
import { type DrawCtx, type Drawing, hose, type KindRenderer } from '../svg-kit.ts';

function papr({ p, v, tag }: DrawCtx): Drawing {
  const leds = ['#3ddc6a', v === 2 ? '#3ddc6a' : '#f5b72f', '#e5484d']
    .map((c, i) => `<circle cx="${488 + i * 22}" cy="414" r="7" fill="${c}"/>`)
    .join('');
  let slots = '';
  for (let i = 0; i < 5; i++) {
    const y = 404 + i * 26;
    slots += `<rect x="262" y="${y}" width="176" height="12" rx="6" fill="${p.deep}" opacity=".55"/>`;
  }
  const body =
    // belt behind the unit
    '<path d="M96 452Q400 400 704 452V506Q400 454 96 506Z" fill="url(#k)"/>' +
    '<path d="M96 462Q400 410 704 462M96 496Q400 444 704 496" stroke="#8a9098" stroke-width="2" stroke-dasharray="8 6" fill="none"/>' +
    '<rect x="92" y="446" width="22" height="66" rx="6" fill="url(#s)"/>' +
    // hose from the top of the unit up and over
    hose('M312 352C286 220 400 140 540 168', 46) +
    '<rect x="-26" y="-34" width="56" height="68" rx="10" fill="url(#k)" transform="translate(560 174) rotate(14)"/>' +
    `<rect x="-6" y="-36" width="14" height="72" rx="5" fill="${p.base}" transform="translate(584 180) rotate(14)"/>` +
    // blower body
    '<rect x="228" y="562" width="344" height="58" rx="20" fill="url(#k)"/>' +
    '<rect x="214" y="344" width="372" height="240" rx="54" fill="url(#m)"/>' +
    '<rect x="230" y="352" width="340" height="96" rx="44" fill="url(#hi)" opacity=".45"/>' +
    '<rect x="278" y="330" width="68" height="34" rx="10" fill="url(#k)"/>' +
    // filter grille and control panel
    `<rect x="246" y="388" width="208" height="160" rx="26" fill="${p.dark}" opacity=".45"/>` +
    slots +
    '<rect x="472" y="392" width="84" height="150" rx="18" fill="url(#k)"/>' +
    leds +
    '<circle cx="514" cy="494" r="22" fill="#111418" stroke="#6f7780" stroke-width="3"/>' +
    '<path d="M514 482V496M504 488A14 14 0 1 0 524 488" stroke="#9be7ad" stroke-width="3" fill="none" stroke-linecap="round"/>' +
    tag(350, 570, { size: 22 });
  return { body, shadow: [400, 650, 300, 34] };
}

const HOOD =
  'M400 118C508 118 562 200 566 300C570 390 562 432 582 470C622 520 662 562 676 624Q540 656 400 654Q260 656 124 624C138 562 178 520 218 470C238 432 230 390 234 300C238 200 292 118 400 118Z';

function paprHood({ p, v, tag }: DrawCtx): Drawing {
  const visor =
    v === 2
      ? 'M296 236Q400 208 504 236L512 424Q400 462 288 424Z'
      : 'M300 248Q400 222 500 248L506 420Q400 452 294 420Z';
  const body =
    // air hose entering the back of the hood
    hose('M520 250C660 240 716 380 648 560', 40) +
    `<path d="${HOOD}" fill="url(#m)"/>` +
    `<path d="M400 118C508 118 562 200 566 300C570 390 562 432 582 470C622 520 662 562 676 624Q600 642 540 648C600 560 560 420 520 340C470 230 480 150 400 118Z" fill="${p.deep}" opacity=".16"/>` +
    '<path d="M270 220C290 160 330 132 380 124C334 156 306 196 292 250Z" fill="#fff" opacity=".4"/>' +
    // fabric folds and neck drawstring
    `<path d="M214 540C250 520 270 500 280 470M586 540C550 520 530 500 520 470M330 620C340 580 340 540 330 500M470 620C460 580 460 540 470 500" stroke="${p.darker}" stroke-opacity=".35" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M252 474Q400 510 548 474" stroke="${p.darker}" stroke-width="6" stroke-dasharray="14 8" fill="none"/>` +
    // visor with rubber frame and reflections
    `<path d="${visor}" fill="url(#gl)" stroke="#2a2e34" stroke-width="12" stroke-linejoin="round"/>` +
    '<path d="M330 262L376 252L334 410L312 404Z" fill="#fff" opacity=".55"/>' +
    '<path d="M392 248L410 246L368 420L356 418Z" fill="#fff" opacity=".35"/>' +
    tag(400, 578, { size: 24 });
  return { body, shadow: [400, 664, 290, 30] };
}

function battery({ p, v, tag }: DrawCtx): Drawing {
  const lit = v === 1 ? 3 : 4;
  let bars = '';
  for (let i = 0; i < 4; i++) {
    bars += `<rect x="${252 + i * 34}" y="357" width="26" height="16" rx="4" fill="${i < lit ? '#3ddc6a' : '#3a4047'}"/>`;
  }
  const body =
    // top and side faces (rounded via a matching stroke), then the front
    `<path d="M222 330L276 278H628L574 330Z" fill="${p.light}" stroke="${p.light}" stroke-width="24" stroke-linejoin="round"/>` +
    `<path d="M574 330L628 278V506L574 558Z" fill="${p.dark}" stroke="${p.dark}" stroke-width="24" stroke-linejoin="round"/>` +
    '<rect x="210" y="318" width="360" height="252" rx="18" fill="url(#mv)"/>' +
    // side grip ribs
    `<path d="M588 326V536M602 312V522M616 298V508" stroke="${p.darker}" stroke-width="6" stroke-linecap="round"/>` +
    // terminal latch on top
    '<path d="M350 306L372 286H488L466 306Z" fill="url(#k)" stroke="#2a2e34" stroke-width="10" stroke-linejoin="round"/>' +
    '<path d="M392 297H410M430 297H448" stroke="#d9dee3" stroke-width="5"/>' +
    // level indicator panel and charge symbol
    '<rect x="232" y="340" width="316" height="50" rx="14" fill="url(#k)"/>' +
    bars +
    '<circle cx="516" cy="365" r="12" fill="#15181c" stroke="#8b939c" stroke-width="3"/>' +
    '<path d="M412 402L366 468H402L386 524L440 448H404L426 402Z" fill="#fff" opacity=".9"/>' +
    '<rect x="210" y="318" width="360" height="252" rx="18" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="4"/>' +
    tag(390, 546, { size: 20 });
  return { body, shadow: [420, 610, 260, 28] };
}

export const poweredAirKinds: Record<Extract<ArtworkKind, 'papr' | 'papr-hood' | 'battery'>, KindRenderer> = {
  papr,
  'papr-hood': paprHood,
  battery,
};
