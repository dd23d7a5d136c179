/**
 * Product artwork for the demo store, drawn programmatically as self-contained SVG
 * (no external references, no web fonts, no scripts). The seeder stores the SVG and
 * rasterises it to the sizes the shop asks for.
 */
import type { ArtworkKind, ArtworkSpec } from '../../db/schema/column-types.ts';
import { standardDefs } from './gradients.ts';
import { bodyKinds } from './kinds/body.ts';
import { headKinds } from './kinds/head-and-eyes.ts';
import { maskKinds } from './kinds/masks.ts';
import { poweredAirKinds } from './kinds/powered-air.ts';
import { sceneKinds } from './kinds/scene.ts';
import { weldingKinds } from './kinds/welding.ts';
import {
  background,
  cleanLabel,
  type DrawCtx,
  escapeXml,
  groundShadow,
  type KindRenderer,
  labelTag,
  palette,
  SIZE,
} from './svg-kit.ts';

const RENDERERS: Record<ArtworkKind, KindRenderer> = {
  ...weldingKinds,
  ...poweredAirKinds,
  ...maskKinds,
  ...headKinds,
  ...bodyKinds,
  ...sceneKinds,
};

/** Every kind the renderer can draw (handy for previews and tests). */
export const ARTWORK_KINDS = Object.keys(RENDERERS) as ArtworkKind[];

/** Pose of the item per variation: mirrored and/or slightly turned. */
const POSES: readonly { mirror: boolean; rotate: number }[] = [
  { mirror: false, rotate: 0 },
  { mirror: true, rotate: 4 },
  { mirror: false, rotate: -5 },
];

function variantOf(variant: number | undefined): number {
  const v = Math.trunc(Number.isFinite(variant) ? (variant ?? 0) : 0);
  return ((v % 3) + 3) % 3;
}

/** Draws `spec.kind` as a complete 800x800 SVG document. */
export function renderArtwork(spec: ArtworkSpec): string {
  const render = RENDERERS[spec.kind];
  if (!render) throw new Error(`Unknown artwork kind: ${String(spec.kind)}`);
  const v = variantOf(spec.variant);
  const pose = POSES[v] ?? POSES[0]!;
  const p = palette(spec.hue, spec.tone);
  const label = cleanLabel(spec.label);
  const ctx: DrawCtx = {
    p,
    v,
    mirror: pose.mirror,
    tag: (x, y, opts) => labelTag(label, x, y, pose.mirror, opts),
    print: (text, x, y, opts) => labelTag(escapeXml(text), x, y, pose.mirror, { fill: 'none', ...opts }),
    ...(spec.topic ? { topic: spec.topic } : {}),
  };
  const drawing = render(ctx);
  const c = SIZE / 2;
  let content: string;
  if (drawing.scene) {
    content = drawing.body;
  } else {
    const transforms: string[] = [];
    if (pose.rotate !== 0) transforms.push(`rotate(${pose.rotate} ${c} ${c})`);
    if (pose.mirror) transforms.push(`translate(${SIZE} 0) scale(-1 1)`);
    const shadow = drawing.shadow ? groundShadow(drawing.shadow) : '';
    const body =
      transforms.length > 0 ? `<g transform="${transforms.join(' ')}">${drawing.body}</g>` : drawing.body;
    content = background() + shadow + body;
  }
  const title = escapeXml(spec.alt);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">` +
    `<title>${title}</title>` +
    `<defs>${standardDefs(p, v, content + (drawing.defs ?? ''))}${drawing.defs ?? ''}</defs>` +
    content +
    '</svg>'
  );
}
