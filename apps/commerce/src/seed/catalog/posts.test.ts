/**
 * Every demo blog post has a picture of its own subject: a topic scene drawn from the store's
 * product artwork, described by an alt text that speaks of the post's subject.
 */
import { describe, expect, it } from 'vitest';
import { bodyKinds } from '../../media/artwork/kinds/body.ts';
import { headKinds } from '../../media/artwork/kinds/head-and-eyes.ts';
import { maskKinds } from '../../media/artwork/kinds/masks.ts';
import { poweredAirKinds } from '../../media/artwork/kinds/powered-air.ts';
import { weldingKinds } from '../../media/artwork/kinds/welding.ts';
import { renderArtwork } from '../../media/artwork/render-artwork.ts';
import { type KindRenderer, palette } from '../../media/artwork/svg-kit.ts';
import { posts } from './posts.ts';

/** The product each post is about, which its picture must show. */
const SUBJECT: Record<string, KindRenderer> = {
  'ffp2-vs-ffp3-vs-n95-what-the-numbers-mean': maskKinds['mask-ffp3'],
  'how-to-choose-an-auto-darkening-welding-filter': weldingKinds['welding-lens'],
  'fit-testing-your-respirator-step-by-step': maskKinds['half-mask'],
  'ansi-isea-105-cut-levels-explained': bodyKinds.glove,
  'when-a-papr-beats-a-tight-fitting-mask': poweredAirKinds['papr-hood'],
  'caring-for-your-speedglas-helmet': weldingKinds['welding-helmet'],
  'osha-respiratory-protection-basics': maskKinds['half-mask'],
  'type-i-vs-type-ii-hard-hats': headKinds['hard-hat'],
  'understanding-nrr-hearing-protection': headKinds['ear-muffs'],
  'ansi-isea-107-hi-vis-classes': bodyKinds['hi-vis-vest'],
  'which-respirator-cartridge-do-i-need': maskKinds['filter-cartridge'],
  'wildfire-smoke-protection-guide': maskKinds['mask-n95'],
  'nitrile-vs-latex-vs-vinyl-disposable-gloves': bodyKinds.glove,
  'building-a-workplace-first-aid-kit': bodyKinds['first-aid'],
};

/** A product drawing as a scene embeds it, in any of its variants. */
const drawings = (render: KindRenderer, hue: number) =>
  [0, 1, 2].map((v) => render({ p: palette(hue), v, mirror: false, tag: () => '', print: () => '' }).body);

const FILLER = new Set(['and', 'for', 'how', 'the', 'what', 'when', 'which', 'with', 'your', 'you', 'need']);
const words = (text: string) =>
  (text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((word) => !FILLER.has(word));

describe('blog post pictures', () => {
  it('names a subject for every post', () => {
    expect(Object.keys(SUBJECT).sort()).toEqual(posts.map((post) => post.slug).sort());
  });

  it.each(posts.map((post) => [post.slug, post] as const))('%s shows its subject', (slug, post) => {
    const svg = renderArtwork(post.image);
    const subject = SUBJECT[slug] as KindRenderer;
    expect(drawings(subject, post.image.hue).some((body) => svg.includes(body))).toBe(true);
  });

  it('gives every post a picture of its own', () => {
    const pictures = posts.map((post) => renderArtwork(post.image));
    expect(new Set(pictures).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.image.topic)).size).toBe(posts.length);
  });

  it('describes every picture in words that relate to its post', () => {
    for (const post of posts) {
      expect(post.image.alt.trim().length, post.slug).toBeGreaterThan(20);
      const alt = new Set(words(post.image.alt));
      expect(
        words(post.title).some((word) => alt.has(word)),
        `${post.slug}: "${post.image.alt}"`,
      ).toBe(true);
    }
  });
});
