import { describe, expect, it } from 'vitest';
import { shopMediaUrl, toImage } from './media-url';

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

describe('toImage', () => {
  it('falls back to the given alt text when the backend has none', () => {
    expect(toImage({ sourceUrl: 'https://x.test/a.jpg', altText: '' }, 'FFP3 mask')).toEqual({
      url: 'https://x.test/a.jpg',
      alt: 'FFP3 mask',
    });
    expect(toImage({ sourceUrl: null, altText: 'x' }, 'y')).toBeNull();
  });
});
