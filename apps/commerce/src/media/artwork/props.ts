/**
 * Product drawings placed in miniature inside a larger picture (blog scenes, the home page's
 * hero). Each (kind, variant) is drawn once into <defs> and re-used with <use>, so a picture may
 * show the same item several times cheaply. A picture must use only one variant per kind: a
 * kind's own gradient ids do not vary.
 */
import { type DrawCtx, type Drawing, groundShadow, type KindRenderer } from './svg-kit.ts';

export interface PlaceOptions {
  /** Turn in degrees. */
  rot?: number;
  /** Hanging on a hook or a wall: no ground shadow. */
  hung?: boolean;
  /** Id of a <filter> that recolours the item (see `tintFilter`). */
  tint?: string;
  /** Mirror the item horizontally. */
  mirror?: boolean;
}

export class Props {
  readonly defs = new Set<string>();
  private readonly drawn = new Map<string, { id: string; shadow: Drawing['shadow'] }>();
  constructor(private readonly p: DrawCtx['p']) {}

  private draw(render: KindRenderer, v: number) {
    const key = `${render.name}:${v}`;
    let item = this.drawn.get(key);
    if (!item) {
      const d = render({ p: this.p, v, mirror: false, tag: () => '', print: () => '' });
      if (d.defs) this.defs.add(d.defs);
      item = { id: `pr${this.drawn.size}`, shadow: d.shadow };
      this.defs.add(`<g id="${item.id}">${d.body}</g>`);
      this.drawn.set(key, item);
    }
    return item;
  }

  /** Draws a product kind (variant `v`) centred on (x, y) at scale `s`. */
  place(render: KindRenderer, v: number, x: number, y: number, s: number, o: PlaceOptions = {}): string {
    const item = this.draw(render, v);
    const shadow = item.shadow && !o.hung ? groundShadow(item.shadow) : '';
    const turn = o.rot ? ` rotate(${o.rot})` : '';
    const flip = o.mirror ? ' scale(-1 1)' : '';
    const tint = o.tint ? ` filter="url(#${o.tint})"` : '';
    return (
      `<g transform="translate(${x} ${y})${turn}${flip} scale(${s}) translate(-400 -400)">` +
      `${shadow}<use href="#${item.id}"${tint}/></g>`
    );
  }

  /** Like `place`, centred on x and standing on the surface at `ground` (its shadow's centre there). */
  stand(render: KindRenderer, v: number, x: number, ground: number, s: number, o: PlaceOptions = {}): string {
    const shadowY = this.draw(render, v).shadow?.[1] ?? 400;
    return this.place(render, v, x, Math.round(ground - (shadowY - 400) * s), s, o);
  }
}

/** Every channel scaled by `slope` and lifted by `intercept`. */
const levels = (slope: number, intercept: number): string =>
  `<feComponentTransfer>${['R', 'G', 'B'].map((c) => `<feFunc${c} type="linear" slope="${slope}" intercept="${intercept}"/>`).join('')}</feComponentTransfer>`;

/**
 * A filter that recolours an item drawn in the picture's main colour: turned round the colour
 * wheel by `turn` degrees, washed almost white with `pale` (clear vinyl, white hard hats), or
 * made charcoal with `dark` (a welding helmet's shell).
 */
export function tintFilter(
  id: string,
  { turn = 0, pale = false, dark = false }: { turn?: number; pale?: boolean; dark?: boolean },
): string {
  const matrix = pale
    ? `<feColorMatrix type="saturate" values="0.12"/>${levels(0.45, 0.55)}`
    : dark
      ? `<feColorMatrix type="saturate" values="0.15"/>${levels(0.55, 0.02)}`
      : `<feColorMatrix type="hueRotate" values="${turn}"/>`;
  return `<filter id="${id}" color-interpolation-filters="sRGB">${matrix}</filter>`;
}
