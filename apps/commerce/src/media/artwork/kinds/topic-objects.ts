/**
 * Small things drawn beside the products in the blog's topic scenes: what a welder, a fit tester
 * or a safety manager has on the bench. Each is placed by its bottom centre (x, y) unless said
 * otherwise, in the scene's palette where it has a colour of its own.
 */
import { type DrawCtx, escapeXml, labelTag } from '../svg-kit.ts';

type Palette = DrawCtx['p'];

/** A burst of welding sparks around (x, y). */
export function sparks(x: number, y: number): string {
  const rays = Array.from({ length: 14 }, (_, i) => {
    const angle = (-170 + i * 12.5) * (Math.PI / 180);
    const inner = 18 + (i % 3) * 8;
    const outer = 70 + ((i * 37) % 5) * 18;
    const [x1, y1] = [x + Math.cos(angle) * inner, y + Math.sin(angle) * inner];
    const [x2, y2] = [x + Math.cos(angle) * outer, y + Math.sin(angle) * outer];
    return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }).join('');
  return (
    `<circle cx="${x}" cy="${y}" r="34" fill="#ffd86b" opacity=".35"/>` +
    `<path d="${rays}" stroke="#ffb02e" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="14" fill="#fff6d6"/>`
  );
}

/** A ring binder standing upright, its spine lettered with `lines`. */
export function binder(x: number, y: number, p: Palette, lines: readonly string[]): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y - 300 + i * 30}" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<rect x="${x - 92}" y="${y - 380}" width="184" height="380" rx="10" fill="${p.dark}"/>` +
    `<rect x="${x - 92}" y="${y - 380}" width="24" height="380" rx="8" fill="${p.darker}"/>` +
    `<rect x="${x - 62}" y="${y - 340}" width="140" height="${lines.length * 30 + 24}" rx="6" fill="${p.base}"/>` +
    text +
    `<circle cx="${x + 8}" cy="${y - 90}" r="18" fill="${p.light}"/>` +
    `<rect x="${x - 70}" y="${y - 150}" width="156" height="10" rx="5" fill="#fff" opacity=".25"/>`
  );
}

/** A pair of foam ear plugs lying on their side. */
export function earPlugs(x: number, y: number): string {
  const plug = (cx: number, turn: number) =>
    `<g transform="translate(${cx} ${y - 22}) rotate(${turn})">` +
    '<rect x="-40" y="-20" width="80" height="40" rx="20" fill="#f28c28"/>' +
    '<rect x="-34" y="-16" width="50" height="12" rx="6" fill="#fff" opacity=".35"/></g>';
  return `<ellipse cx="${x}" cy="${y}" rx="110" ry="10" fill="#000" opacity=".12"/>${plug(x - 48, -8)}${plug(x + 52, 14)}`;
}

/** A hand-held sound level meter showing `reading`. */
export function soundMeter(x: number, y: number, reading: string): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="70" ry="10" fill="#000" opacity=".14"/>` +
    `<rect x="${x - 52}" y="${y - 250}" width="104" height="250" rx="22" fill="#2b2f35"/>` +
    `<circle cx="${x}" cy="${y - 268}" r="30" fill="#4a5058"/><circle cx="${x}" cy="${y - 268}" r="20" fill="#1a1d21"/>` +
    `<rect x="${x - 42}" y="${y - 220}" width="84" height="54" rx="6" fill="#c9f2d0"/>` +
    `<text x="${x}" y="${y - 184}" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#1f3b27">${escapeXml(reading)}</text>` +
    `<circle cx="${x - 20}" cy="${y - 120}" r="12" fill="#f2c230"/><circle cx="${x + 20}" cy="${y - 120}" r="12" fill="#8a939c"/>`
  );
}

/** The squeeze-bulb nebuliser of a taste fit test. */
export function nebuliser(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="60" ry="9" fill="#000" opacity=".14"/>` +
    `<ellipse cx="${x}" cy="${y - 50}" rx="44" ry="50" fill="#e8edf2" stroke="#9aa4ae" stroke-width="4"/>` +
    `<rect x="${x - 16}" y="${y - 150}" width="32" height="60" rx="6" fill="#cfd6dd"/>` +
    `<path d="M${x} ${y - 150}v-30q0-20 24-24h46" fill="none" stroke="#9aa4ae" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="${x + 120}" cy="${y - 140}" r="46" fill="#2b2f35"/><circle cx="${x + 120}" cy="${y - 140}" r="30" fill="#4a5058"/>`
  );
}

/** A folded cleaning cloth. */
export function cloth(x: number, y: number, p: Palette): string {
  return (
    `<path d="M${x - 110} ${y}L${x - 90} ${y - 46}H${x + 110}L${x + 96} ${y}Z" fill="${p.lighter}"/>` +
    `<path d="M${x - 90} ${y - 46}L${x - 70} ${y - 80}H${x + 120}L${x + 110} ${y - 46}Z" fill="${p.light}"/>` +
    `<path d="M${x - 80} ${y - 24}H${x + 80}" stroke="#fff" stroke-opacity=".5" stroke-width="4" stroke-dasharray="10 8"/>`
  );
}

/** A stack of clear protection plates. */
export function plates(x: number, y: number): string {
  return [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${x - 100 + i * 6}" y="${y - 18 - i * 16}" width="200" height="14" rx="6" fill="#dfeaf2" stroke="#9fb3c4" stroke-width="3"/>`,
    )
    .join('');
}

/** A dispenser box of disposable gloves with one glove's cuff sticking out. */
export function gloveBox(x: number, y: number, p: Palette): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="150" ry="12" fill="#000" opacity=".12"/>` +
    `<rect x="${x - 140}" y="${y - 150}" width="280" height="150" rx="8" fill="#f4f6f8"/>` +
    `<rect x="${x - 140}" y="${y - 56}" width="280" height="56" rx="8" fill="${p.base}"/>` +
    `<ellipse cx="${x}" cy="${y - 150}" rx="78" ry="16" fill="#cfd6dd"/>` +
    `<path d="M${x - 40} ${y - 150}q10-70 40-80q30 10 40 80" fill="${p.lighter}"/>` +
    labelTag('M', x + 100, y - 100, false, { size: 30, fill: p.base, color: '#fff' })
  );
}

/** A roll of bandage. */
export function bandage(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="60" ry="8" fill="#000" opacity=".12"/>` +
    `<rect x="${x - 54}" y="${y - 70}" width="108" height="70" rx="10" fill="#f7f3ea"/>` +
    `<ellipse cx="${x + 54}" cy="${y - 35}" rx="14" ry="35" fill="#e9e1cf"/><ellipse cx="${x + 54}" cy="${y - 35}" rx="5" ry="14" fill="#c9bfa8"/>`
  );
}

/** A small plaque with `text` on it, centred on (x, y). */
export const plaque = (text: string, x: number, y: number, fill: string): string =>
  labelTag(escapeXml(text), x, y, false, { size: 30, fill, color: '#fff' });
