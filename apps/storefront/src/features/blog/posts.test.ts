import { describe, expect, it } from 'vitest';
import {
  isPostSlug,
  pageCursors,
  readCursor,
  readPostsPageRequest,
  toPostDetail,
  toPostSummary,
} from './posts';

describe('readCursor', () => {
  it('accepts the base64 cursors WPGraphQL and the embedded backend return', () => {
    expect(readCursor('YXJyYXljb25uZWN0aW9uOjEyMw==')).toBe('YXJyYXljb25uZWN0aW9uOjEyMw==');
    expect(readCursor('WyJEQVRFLSxJRC0iLCIyMDI2LTA1LTE5VDE1OjAwOjAwLjAwMFoiLDE3MTVd')).toBe(
      'WyJEQVRFLSxJRC0iLCIyMDI2LTA1LTE5VDE1OjAwOjAwLjAwMFoiLDE3MTVd',
    );
    expect(readCursor(['abc_-', 'ignored'])).toBe('abc_-');
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', 'has space', '<script>', 'a'.repeat(501), '{"a":1}', 'abc===']) {
      expect(readCursor(value), String(value)).toBeNull();
    }
  });
});

describe('readPostsPageRequest', () => {
  it('reads the newest page, a page after and a page before a cursor', () => {
    expect(readPostsPageRequest({})).toEqual({ request: {}, invalid: false });
    expect(readPostsPageRequest({ after: 'abc' })).toEqual({ request: { after: 'abc' }, invalid: false });
    expect(readPostsPageRequest({ before: 'abc' })).toEqual({ request: { before: 'abc' }, invalid: false });
  });

  it('flags a bad cursor or both directions at once', () => {
    expect(readPostsPageRequest({ after: 'not valid!' }).invalid).toBe(true);
    expect(readPostsPageRequest({ after: '' }).invalid).toBe(true);
    expect(readPostsPageRequest({ after: 'a', before: 'b' }).invalid).toBe(true);
  });
});

describe('post mapping', () => {
  const card = {
    databaseId: 7,
    slug: 'fit-testing',
    title: 'Fit &amp; Seal',
    date: '2025-03-01T10:00:00',
    excerpt: '<p>Why <em>fit</em> matters.</p>',
    featuredImage: { node: { sourceUrl: 'http://x/media/1/medium.webp', altText: '' } },
  };

  it('turns a card into plain text with a parsed date and an alt text', () => {
    expect(toPostSummary(card)).toEqual({
      id: 7,
      slug: 'fit-testing',
      title: 'Fit & Seal',
      date: new Date('2025-03-01T10:00:00Z'),
      excerpt: 'Why fit matters.',
      image: { url: 'http://x/media/1/medium.webp', alt: 'Fit & Seal' },
    });
  });

  it('sanitises the content of a post and keeps its image size', () => {
    const detail = toPostDetail({
      ...card,
      modified: '2025-03-02T10:00:00',
      content: '<h2>Fit</h2><p onclick="x()">Seal<script>alert(1)</script></p>',
      author: { node: { name: 'Karen Liu' } },
      featuredImage: {
        node: {
          sourceUrl: 'http://x/a.webp',
          srcSet: null,
          altText: 'A mask',
          mediaDetails: { width: 1024, height: 1024 },
        },
      },
    });
    expect(detail.contentHtml).toBe('<h2>Fit</h2><p>Seal</p>');
    expect(detail.author).toBe('Karen Liu');
    expect(detail.image).toEqual({ url: 'http://x/a.webp', alt: 'A mask', width: 1024, height: 1024 });
    expect(detail.modified?.toISOString()).toBe('2025-03-02T10:00:00.000Z');
  });

  it("gives a post's picture every size the backend has, so a phone fetches a small one", () => {
    const detail = toPostDetail({
      ...card,
      modified: null,
      content: '<p>Seal</p>',
      author: null,
      featuredImage: {
        node: {
          sourceUrl: 'http://x/media/1/large.webp',
          srcSet: 'http://x/media/1/medium_large.webp 768w, http://x/media/1/large.webp 1024w',
          altText: 'A mask',
          mediaDetails: { width: 1200, height: 1200 },
        },
      },
    });
    expect(detail.image?.srcSet).toBe(
      'http://x/media/1/medium_large.webp 768w, http://x/media/1/large.webp 1024w',
    );
    expect(detail.image?.width).toBe(1200);
  });

  it('copes with missing optional fields', () => {
    const summary = toPostSummary({
      ...card,
      slug: null,
      title: null,
      excerpt: null,
      featuredImage: null,
      date: null,
    });
    expect(summary).toEqual({ id: 7, slug: '7', title: '', date: null, excerpt: '', image: null });
  });
});

describe('isPostSlug', () => {
  it('accepts WordPress slugs and refuses paths and markup', () => {
    expect(isPostSlug('ffp2-vs-ffp3-vs-n95-what-the-numbers-mean')).toBe(true);
    expect(isPostSlug('sch%C3%BCtzen')).toBe(true);
    expect(isPostSlug('schützen')).toBe(true);
    for (const slug of ['', 'a/b', 'a b', '<script>', 'a.b', 'x'.repeat(201)])
      expect(isPostSlug(slug), slug).toBe(false);
  });
});

describe('pageCursors', () => {
  const info = (hasNextPage: boolean, hasPreviousPage: boolean) => ({
    hasNextPage,
    hasPreviousPage,
    startCursor: 'start',
    endCursor: 'end',
  });

  it('offers only older posts from the newest page, when there are more', () => {
    expect(pageCursors({}, info(true, false), 24)).toEqual({ olderCursor: 'end', newerCursor: null });
    expect(pageCursors({}, info(false, false), 14)).toEqual({ olderCursor: null, newerCursor: null });
  });

  it('offers newer posts from a page after a cursor', () => {
    expect(pageCursors({ after: 'x' }, info(false, true), 3)).toEqual({
      olderCursor: null,
      newerCursor: 'start',
    });
    expect(pageCursors({ after: 'x' }, info(true, false), 24)).toEqual({
      olderCursor: 'end',
      newerCursor: 'start',
    });
  });

  it('offers older posts from a page before a cursor, and newer ones while there are', () => {
    expect(pageCursors({ before: 'x' }, info(false, true), 24)).toEqual({
      olderCursor: 'end',
      newerCursor: 'start',
    });
    expect(pageCursors({ before: 'x' }, info(false, false), 3)).toEqual({
      olderCursor: 'end',
      newerCursor: null,
    });
  });

  it('offers nothing around an empty page', () => {
    expect(pageCursors({ after: 'x' }, info(true, true), 0)).toEqual({
      olderCursor: null,
      newerCursor: null,
    });
    expect(pageCursors({}, null, 3)).toEqual({ olderCursor: null, newerCursor: null });
  });
});
