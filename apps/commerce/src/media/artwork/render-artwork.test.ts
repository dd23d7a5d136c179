/** The store's artwork renders for every kind, safely and deterministically. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtworkKind, ArtworkSpec } from '../../db/schema/column-types.ts';
import { SCENE_TOPICS } from './kinds/topics.ts';
import { ARTWORK_KINDS, renderArtwork } from './render-artwork.ts';

const ALL_KINDS: readonly ArtworkKind[] = [
  'welding-helmet',
  'welding-lens',
  'papr',
  'papr-hood',
  'battery',
  'mask-ffp2',
  'mask-ffp3',
  'mask-n95',
  'half-mask',
  'full-face-mask',
  'filter-cartridge',
  'glove',
  'safety-glasses',
  'hard-hat',
  'ear-muffs',
  'hi-vis-vest',
  'hi-vis-shirt',
  'safety-boot',
  'first-aid',
  'blog-scene',
];

const spec = (kind: ArtworkKind, extra: Partial<ArtworkSpec> = {}): ArtworkSpec => ({
  kind,
  hue: 210,
  alt: `A ${kind}`,
  ...extra,
});

/**
 * A small XML well-formedness check: balanced tags, quoted unique attributes, a single
 * root element, and no bare '&' or '<' in text or attribute values.
 */
function assertWellFormed(xml: string): void {
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|[^<]+/y;
  const stack: string[] = [];
  let roots = 0;
  let pos = 0;
  while (pos < xml.length) {
    token.lastIndex = pos;
    const m = token.exec(xml);
    if (!m) throw new Error(`malformed markup at ${pos}: ${xml.slice(pos, pos + 60)}`);
    pos = token.lastIndex;
    const [whole, close, name, attrs = '', selfClose] = m;
    const text = name === undefined ? whole : attrs;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error(`bare '&' in ${text}`);
    if (name === undefined) {
      if (stack.length === 0) throw new Error(`text outside the root element: ${whole.slice(0, 40)}`);
      continue;
    }
    const attrNames = [...attrs.matchAll(/([\w:.-]+)="/g)].map((a) => a[1]);
    if (new Set(attrNames).size !== attrNames.length)
      throw new Error(`duplicate attribute in <${name}${attrs}>`);
    if (close) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClose) stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

/** How many distinct colours a small rendering has: a blank canvas has only its background. */
async function distinctColours(svg: string): Promise<number> {
  const { data } = await sharp(Buffer.from(svg)).resize(64, 64).raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += 3)
    colours.add(`${data[i]! >> 4}-${data[i + 1]! >> 4}-${data[i + 2]! >> 4}`);
  return colours.size;
}

describe('renderArtwork', () => {
  it('knows every ArtworkKind', () => {
    expect([...ARTWORK_KINDS].sort()).toEqual([...ALL_KINDS].sort());
  });

  it.each(ALL_KINDS)(
    '%s is a well-formed, self-contained SVG that rasterises to an 800x800 PNG',
    async (kind) => {
      for (const variant of [0, 1, 2]) {
        const svg = renderArtwork(spec(kind, { label: 'FFP3 NR D', variant, hue: 40 + variant * 100 }));
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain('viewBox="0 0 800 800"');
        expect(svg).toContain(`<title>A ${kind}</title>`);
        assertWellFormed(svg);
        // no scripts, no external resources, no web fonts
        expect(svg).not.toMatch(/<script|<image|<foreignObject|@import|@font-face|url\((?!#)|href="(?!#)/i);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|data:/);
        expect(svg.length).toBeLessThan(12 * 1024);
        const png = await sharp(Buffer.from(svg)).png().toBuffer();
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 800]);
      }
      expect(await distinctColours(renderArtwork(spec(kind)))).toBeGreaterThan(12);
    },
  );

  it('escapes label and alt text so they cannot break the SVG', async () => {
    const svg = renderArtwork(spec('welding-helmet', { label: '<a&"b>', alt: 'x</title><script>"&' }));
    expect(svg).toContain('&lt;a&amp;&quot;b&gt;');
    expect(svg).toContain('<title>x&lt;/title&gt;&lt;script&gt;&quot;&amp;</title>');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<a&');
    assertWellFormed(svg);
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  it('prints the label (at most 12 characters) and leaves it out when absent', () => {
    expect(renderArtwork(spec('battery', { label: '1234567890ABCDEF' }))).toContain('>1234567890AB</text>');
    expect(renderArtwork(spec('battery'))).not.toContain('<text');
  });

  it('is deterministic, and the hue and variant change the picture', () => {
    for (const kind of ALL_KINDS) {
      const base = renderArtwork(spec(kind, { label: 'X1' }));
      expect(renderArtwork(spec(kind, { label: 'X1' }))).toBe(base);
      expect(renderArtwork(spec(kind, { label: 'X1', hue: 30 }))).not.toBe(base);
      expect(renderArtwork(spec(kind, { label: 'X1', variant: 1 }))).not.toBe(base);
      expect(renderArtwork(spec(kind, { label: 'X1', variant: 3 }))).toBe(base);
    }
  });

  it('copes with odd hues and variants', () => {
    for (const [hue, variant] of [
      [-30, -1],
      [725, 7],
      [Number.NaN, 2.6],
    ] as const) {
      assertWellFormed(renderArtwork(spec('hard-hat', { hue, variant })));
    }
    expect(renderArtwork(spec('glove', { hue: 330 }))).toBe(renderArtwork(spec('glove', { hue: -30 })));
  });

  it.each(SCENE_TOPICS)(
    'a blog scene of topic %s is a well-formed, self-contained SVG that rasterises',
    async (topic) => {
      const svg = renderArtwork(spec('blog-scene', { topic, hue: 120, label: 'IGNORED' }));
      assertWellFormed(svg);
      expect(svg).not.toMatch(/<script|<image|<foreignObject|@import|@font-face|url\((?!#)|href="(?!#)/i);
      expect(svg).not.toBe(renderArtwork(spec('blog-scene', { hue: 120 })));
      const meta = await sharp(await sharp(Buffer.from(svg)).png().toBuffer()).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);
      expect(await distinctColours(svg)).toBeGreaterThan(12);
    },
  );

  it('refuses an unknown kind', () => {
    expect(() => renderArtwork(spec('spaceship' as ArtworkKind))).toThrow(/Unknown artwork kind/);
  });
});
