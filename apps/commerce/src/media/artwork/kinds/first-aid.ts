/** Body: the first-aid kit, drawn as a bag, a wall cabinet or a hard case. */
import type { DrawCtx, Drawing } from '../svg-kit.ts';

function cross(cx: number, cy: number, arm: number, len: number): string {
  const h = len / 2;
  const a = arm / 2;
  const d = `M${cx - a} ${cy - h}h${arm}v${h - a}h${h - a}v${arm}h${a - h}v${h - a}h${-arm}v${a - h}h${a - h}v${-arm}h${h - a}Z`;
  return (
    `<path d="${d}" fill="#000" opacity=".18" transform="translate(5 7)"/>` +
    `<path d="${d}" fill="#fff" stroke="#dde2e6" stroke-width="3" stroke-linejoin="round"/>`
  );
}

/** A first-aid kit: a soft bag (variant 1), a wall cabinet (2) or a hard case. */
export function firstAid({ p, v, tag }: DrawCtx): Drawing {
  if (v === 1) {
    // soft bag with zip round the top and a strap handle
    const body =
      `<path d="M300 246Q300 180 350 180H450Q500 180 500 246" fill="none" stroke="${p.darker}" stroke-width="34" stroke-linecap="round"/>` +
      `<path d="M300 246Q300 180 350 180H450Q500 180 500 246" fill="none" stroke="${p.dark}" stroke-width="24" stroke-linecap="round"/>` +
      `<path d="M180 300Q180 240 250 236H550Q620 240 620 300L636 600Q640 660 570 662H230Q160 660 164 600Z" fill="${p.darker}" transform="translate(0 10)"/>` +
      '<path d="M180 300Q180 240 250 236H550Q620 240 620 300L636 600Q640 660 570 662H230Q160 660 164 600Z" fill="url(#m)"/>' +
      '<path d="M190 300Q192 252 250 248H550Q608 252 610 300" fill="none" stroke="#2b2f35" stroke-width="10"/>' +
      '<path d="M190 300Q192 252 250 248H550Q608 252 610 300" fill="none" stroke="#8d949c" stroke-width="5" stroke-dasharray="3 4"/>' +
      '<rect x="536" y="256" width="16" height="40" rx="5" fill="url(#s)" stroke="#454b52" stroke-width="2"/>' +
      `<path d="M178 332Q400 350 622 332" fill="none" stroke="${p.deep}" stroke-opacity=".3" stroke-width="4" stroke-dasharray="9 6"/>` +
      '<path d="M200 320Q210 270 260 262H420Q300 290 250 420Z" fill="#fff" opacity=".18"/>' +
      cross(400, 470, 78, 210) +
      tag(400, 620, { size: 22 });
    return { body, shadow: [400, 684, 260, 28] };
  }
  if (v === 2) {
    // wall cabinet with a door handle
    const body =
      `<rect x="232" y="168" width="360" height="500" rx="26" fill="${p.darker}"/>` +
      '<rect x="214" y="152" width="360" height="500" rx="26" fill="url(#m)"/>' +
      `<rect x="236" y="176" width="316" height="452" rx="16" fill="none" stroke="${p.deep}" stroke-opacity=".3" stroke-width="5"/>` +
      '<rect x="240" y="180" width="310" height="200" rx="14" fill="url(#hi)" opacity=".3"/>' +
      `<rect x="204" y="240" width="18" height="60" rx="6" fill="url(#s)"/><rect x="204" y="500" width="18" height="60" rx="6" fill="url(#s)"/>` +
      '<rect x="520" y="340" width="22" height="110" rx="11" fill="url(#k)"/>' +
      '<path d="M527 352V438" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>' +
      cross(394, 390, 76, 220) +
      tag(394, 580, { size: 22 });
    return { body, shadow: [400, 668, 230, 26] };
  }
  // hard case: top face, lid seam with latches, carry handle
  const latch = (x: number): string =>
    `<rect x="${x - 26}" y="334" width="52" height="56" rx="8" fill="url(#s)" stroke="#5b636b" stroke-width="3"/>` +
    `<rect x="${x - 14}" y="360" width="28" height="18" rx="4" fill="#5b636b"/>`;
  const body =
    '<path d="M330 262V218Q330 190 358 190H442Q470 190 470 218V262" fill="none" stroke="#1e2125" stroke-width="30"/>' +
    '<path d="M330 262V218Q330 190 358 190H442Q470 190 470 218V262" fill="none" stroke="#454b52" stroke-width="20"/>' +
    '<path d="M344 212Q346 202 360 202H440" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"/>' +
    `<rect x="310" y="250" width="40" height="22" rx="6" fill="#2b2f35"/><rect x="450" y="250" width="40" height="22" rx="6" fill="#2b2f35"/>` +
    `<path d="M196 262H604Q644 262 648 304H152Q156 262 196 262Z" fill="${p.light}"/>` +
    `<rect x="152" y="296" width="496" height="350" rx="32" fill="${p.darker}" transform="translate(0 10)"/>` +
    '<rect x="152" y="296" width="496" height="350" rx="32" fill="url(#m)"/>' +
    `<path d="M152 362H648" stroke="${p.deep}" stroke-opacity=".45" stroke-width="6"/>` +
    '<path d="M152 366H648" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>' +
    '<path d="M170 318Q172 304 190 304H420Q280 320 200 420L170 440Z" fill="#fff" opacity=".2"/>' +
    latch(250) +
    latch(550) +
    cross(400, 494, 76, 206) +
    tag(400, 618, { size: 22 });
  return { body, shadow: [400, 668, 290, 30] };
}
