import { describe, expect, it } from 'vitest';
import type { ProductTypesEnum, StockStatusEnum } from '@/graphql/generated';
import { mapWishlistProducts } from './map-products';

const GIFT_CARD = [{ key: '_gift_card', value: 'yes' }];

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
              type: 'SIMPLE',
              metaData: [],
              price: '$4.00',
              stockStatus: 'IN_STOCK',
              image: { altText: '', thumbnail: '/media/7/mask.jpg' },
            },
            { databaseId: 8, name: 'Course', slug: 'course', type: null, metaData: null, image: null },
            {
              databaseId: 9,
              name: 'No slug',
              slug: null,
              type: 'SIMPLE',
              metaData: [],
              price: '1',
              image: null,
            },
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
        action: 'addToCart',
      },
      { databaseId: 8, name: 'Course', slug: 'course', price: null, image: null, action: null },
    ]);
  });

  it('offers Add to cart for a simple product in stock and Choose options for a variable one, as its card does', () => {
    const product = (
      databaseId: number,
      type: ProductTypesEnum,
      fields: {
        price?: string | null;
        stockStatus?: StockStatusEnum | null;
        metaData?: typeof GIFT_CARD;
      } = {},
    ) => ({
      databaseId,
      name: `Product ${databaseId}`,
      slug: `product-${databaseId}`,
      type,
      metaData: [],
      price: '10.00',
      stockStatus: 'IN_STOCK' as const,
      image: null,
      ...fields,
    });
    const actions = mapWishlistProducts({
      products: {
        nodes: [
          product(1, 'SIMPLE'),
          product(2, 'SIMPLE', { stockStatus: 'OUT_OF_STOCK' }),
          product(3, 'SIMPLE', { stockStatus: 'ON_BACKORDER' }),
          product(4, 'SIMPLE', { price: null }),
          product(5, 'VARIABLE', { price: '10.00, 20.00' }),
          product(6, 'VARIABLE', { stockStatus: 'OUT_OF_STOCK' }),
          // A gift card's amount and recipient are chosen on its page.
          product(7, 'SIMPLE', { metaData: GIFT_CARD }),
          product(8, 'EXTERNAL', { stockStatus: null }),
        ],
      },
    }).map((row) => [row.databaseId, row.action]);
    expect(actions).toEqual([
      [1, 'addToCart'],
      [2, null],
      [3, null],
      [4, null],
      [5, 'chooseOptions'],
      [6, null],
      [7, 'chooseOptions'],
      [8, null],
    ]);
  });

  it('answers an empty list when the backend answered nothing', () => {
    expect(mapWishlistProducts(null)).toEqual([]);
  });
});
