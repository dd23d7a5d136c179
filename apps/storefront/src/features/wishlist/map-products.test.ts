import { describe, expect, it } from 'vitest';
import { mapWishlistProducts } from './map-products';

describe('mapWishlistProducts', () => {
  it('keeps linkable products with their price and thumbnail, the name standing in for missing alt text', () => {
    expect(
      mapWishlistProducts({
        products: {
          nodes: [
            {
              databaseId: 7,
              name: 'FFP3 mask',
              slug: 'ffp3-mask',
              price: '$4.00',
              image: { altText: '', thumbnail: '/media/7/mask.jpg' },
            },
            { databaseId: 8, name: 'Gift card', slug: 'gift-card', image: null },
            { databaseId: 9, name: 'No slug', slug: null, price: '1', image: null },
          ],
        },
      }),
    ).toEqual([
      {
        databaseId: 7,
        name: 'FFP3 mask',
        slug: 'ffp3-mask',
        price: '$4.00',
        image: { url: '/media/7/mask.jpg', alt: 'FFP3 mask' },
      },
      { databaseId: 8, name: 'Gift card', slug: 'gift-card', price: null, image: null },
    ]);
  });

  it('answers an empty list when the backend answered nothing', () => {
    expect(mapWishlistProducts(null)).toEqual([]);
  });
});
