import { describe, expect, it } from 'vitest';
import { shopMediaUrl, shopSrcSet, toImage } from './media-url';

describe('shopMediaUrl', () => {
  it("serves the backend's store images from the shop's own origin", () => {
    expect(shopMediaUrl('http://127.0.0.1:4000/media/1000/medium.webp', 'http://127.0.0.1:4000')).toBe(
      '/media/1000/medium.webp',
    );
  });
  it('leaves other images (a WooCommerce site, another host or path) absolute', () => {
    const woo = 'https://shop.example.com/wp-content/uploads/2026/01/mask.jpg';
    expect(shopMediaUrl(woo, 'https://shop.example.com')).toBe(woo);
    expect(shopMediaUrl('http://127.0.0.1:4001/media/1/full.webp', 'http://127.0.0.1:4000')).toBe(
      'http://127.0.0.1:4001/media/1/full.webp',
    );
  });
});

describe('shopSrcSet', () => {
  // WPGraphQL's MediaItem.srcSet is WordPress's wp_get_attachment_image_srcset: "<url> <width>w"
  // candidates joined by ", " (wp-graphql/wp-graphql, src/Registry/Utils/PostObject.php, the
  // attachment fields' srcSet resolver).
  it("puts every candidate of the backend's srcset on the shop's own origin, keeping its width", () => {
    const srcSet =
      'http://127.0.0.1:4000/media/7/medium.webp 300w, http://127.0.0.1:4000/media/7/medium_large.webp 768w, https://cdn.example.com/7.jpg 1200w';
    expect(shopSrcSet(srcSet, 'http://127.0.0.1:4000')).toBe(
      '/media/7/medium.webp 300w, /media/7/medium_large.webp 768w, https://cdn.example.com/7.jpg 1200w',
    );
  });
  it('gives null when the backend has no srcset', () => {
    expect(shopSrcSet(null, 'http://127.0.0.1:4000')).toBeNull();
    expect(shopSrcSet('', 'http://127.0.0.1:4000')).toBeNull();
  });
});

describe('toImage', () => {
  it('falls back to the given alt text when the backend has none', () => {
    expect(toImage({ sourceUrl: 'https://x.test/a.jpg', altText: '' }, 'FFP3 mask')).toEqual({
      url: 'https://x.test/a.jpg',
      alt: 'FFP3 mask',
    });
    expect(toImage({ sourceUrl: null, altText: 'x' }, 'y')).toBeNull();
  });
});
