/** Welding: helmet with auto-darkening filter window, and the filter cartridge itself. */
import type { ArtworkKind } from '../../../db/schema/column-types.ts';
import type { DrawCtx, Drawing, KindRenderer } from '../svg-kit.ts';

/** Solar cell strip: dark blue panel with cell divisions. */
function solarCell(x: number, y: number, w: number, h: number): string {
  const cells = Math.max(2, Math.round(w / 26));
  let lines = '';
  for (let i = 1; i < cells; i++) {
    const lx = Math.round(x + (w * i) / cells);
    lines += `M${lx} ${y + 3}V${y + h - 3}`;
  }
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#1c2d57"/>` +
    `<path d="${lines}" stroke="#4a6bb0" stroke-width="2"/>` +
    `<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${Math.round(h / 3)}" rx="2" fill="#fff" opacity=".14"/>`
  );
}

/** Dark filter glass with a diagonal reflection. */
function darkGlass(x: number, y: number, w: number, h: number): string {
  const r1 = x + w * 0.16;
  const r2 = x + w * 0.36;
  const r3 = x + w * 0.48;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#g)"/>` +
    `<path d="M${r2} ${y}H${r3}L${r3 - h * 0.45} ${y + h}H${r2 - h * 0.45}Z" fill="#fff" opacity=".09"/>` +
    `<path d="M${r1} ${y}H${r1 + w * 0.07}L${r1 + w * 0.07 - h * 0.45} ${y + h}H${Math.max(x, r1 - h * 0.45)}Z" fill="#fff" opacity=".07"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="3"/>`
  );
}

const SHELL =
  'M400 128C530 128 600 215 606 330L612 468C614 560 548 628 462 656Q400 676 338 656C252 628 186 560 188 468L194 330C200 215 270 128 400 128Z';

function weldingHelmet({ p, v, tag }: DrawCtx): Drawing {
  const decal =
    v === 2
      ? `<path d="M236 300C270 200 330 160 400 150C350 190 318 240 300 330C282 420 290 520 318 600C262 560 220 480 236 300Z" fill="${p.lighter}" opacity=".45"/>`
      : v === 1
        ? `<path d="M200 420C300 380 500 380 600 420L602 446C500 408 300 408 198 446Z" fill="${p.darker}" opacity=".55"/>`
        : '';
  const body =
    // headgear pivots peeking out at the sides
    '<circle cx="190" cy="430" r="30" fill="url(#k)"/><circle cx="610" cy="430" r="30" fill="url(#k)"/>' +
    `<path d="${SHELL}" fill="url(#m)"/>` +
    // shade on the right, highlight on the left
    `<path d="M400 128C530 128 600 215 606 330L612 468C614 560 548 628 462 656Q430 666 400 668C480 560 490 300 400 128Z" fill="${p.deep}" opacity=".22"/>` +
    '<path d="M238 260C258 196 310 158 372 148C318 184 284 232 266 310Z" fill="#fff" opacity=".4"/>' +
    // raised front panel running from the crown to the chin
    `<path d="M400 196C474 196 528 246 536 310L546 468C548 540 494 600 400 628C306 600 252 540 254 468L264 310C272 246 326 196 400 196Z" fill="#fff" fill-opacity=".07" stroke="${p.deep}" stroke-opacity=".2" stroke-width="5"/>` +
    decal +
    `<path d="M400 140V286" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>` +
    // ADF cartridge holder, solar cell, sensors, glass
    '<rect x="278" y="290" width="244" height="188" rx="24" fill="url(#k)"/>' +
    '<rect x="278" y="290" width="244" height="188" rx="24" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="4"/>' +
    solarCell(318, 302, 84, 20) +
    '<circle cx="448" cy="312" r="7" fill="#0b0d10" stroke="#8b939c" stroke-width="2"/>' +
    '<circle cx="478" cy="312" r="7" fill="#0b0d10" stroke="#8b939c" stroke-width="2"/>' +
    darkGlass(300, 334, 200, 122) +
    // chin vents
    `<path d="M352 560H448M362 584H438M374 608H426" stroke="${p.darker}" stroke-width="12" stroke-linecap="round"/>` +
    '<path d="M352 556H448M362 580H438M374 604H426" stroke="#fff" stroke-opacity=".25" stroke-width="3" stroke-linecap="round"/>' +
    // pivot knobs
    '<circle cx="200" cy="430" r="18" fill="url(#s)"/><circle cx="600" cy="430" r="18" fill="url(#s)"/>' +
    tag(400, 514, { size: 24 });
  return { body, shadow: [400, 690, 250, 36] };
}

function weldingLens({ p, v, tag }: DrawCtx): Drawing {
  const spare =
    v === 2
      ? '<rect x="250" y="180" width="420" height="300" rx="26" fill="#dfe9ef" opacity=".8" stroke="#9fb3c1" stroke-width="4"/>' +
        '<path d="M300 200L360 200L300 300Z" fill="#fff" opacity=".6"/>'
      : '';
  const knobs =
    v === 1
      ? '<circle cx="520" cy="514" r="16" fill="url(#k)"/><path d="M520 502V514" stroke="#fff" stroke-width="4" stroke-linecap="round"/>'
      : '<rect x="496" y="504" width="54" height="20" rx="10" fill="url(#k)"/>';
  const body =
    spare +
    // depth of the cartridge, then its face
    `<rect x="208" y="244" width="420" height="320" rx="32" fill="${p.darker}"/>` +
    '<rect x="190" y="226" width="420" height="320" rx="32" fill="url(#m)"/>' +
    '<rect x="198" y="234" width="404" height="150" rx="26" fill="url(#hi)" opacity=".35"/>' +
    // bezel, glass, solar cell and sensors
    '<rect x="232" y="300" width="336" height="188" rx="16" fill="#1b1e22"/>' +
    darkGlass(248, 316, 304, 156) +
    solarCell(262, 248, 130, 36) +
    '<circle cx="470" cy="266" r="11" fill="#0b0d10" stroke="#9aa3ac" stroke-width="3"/>' +
    '<circle cx="520" cy="266" r="11" fill="#0b0d10" stroke="#9aa3ac" stroke-width="3"/>' +
    '<circle cx="466" cy="262" r="3" fill="#fff" opacity=".7"/><circle cx="516" cy="262" r="3" fill="#fff" opacity=".7"/>' +
    knobs +
    tag(340, 516, { size: 22 });
  return { body, shadow: [410, 600, 250, 30] };
}

export const weldingKinds: Record<Extract<ArtworkKind, 'welding-helmet' | 'welding-lens'>, KindRenderer> = {
  'welding-helmet': weldingHelmet,
  'welding-lens': weldingLens,
};
