import { describe, expect, it } from 'vitest';
import type { GetOrderForBuyAgainQuery } from '@/graphql/generated';
import { buyAgainLines } from './order-lines';

const order = {
  databaseId: 9,
  lineItems: {
    nodes: [
      {
        databaseId: 1,
        productId: 15,
        variationId: null,
        quantity: 4,
        metaData: [],
        product: {
          node: {
            databaseId: 15,
            name: 'Aura 9320+',
            slug: 'aura',
            purchasable: true,
            metaData: [],
            price: '4.25',
            stockStatus: 'IN_STOCK',
            stockQuantity: null,
            manageStock: null,
          },
        },
        variation: null,
      },
      {
        databaseId: 2,
        productId: 21,
        variationId: 23,
        quantity: 1,
        metaData: [
          { key: 'pa_size', value: 'm' },
          { key: '_reduced_stock', value: '1' },
        ],
        product: {
          node: {
            databaseId: 21,
            name: '6500 Half Mask',
            slug: '6500',
            purchasable: true,
            metaData: [],
            attributes: { nodes: [{ name: 'pa_size', variation: true }] },
          },
        },
        variation: {
          node: {
            databaseId: 23,
            name: '6500 Half Mask - M',
            purchasable: true,
            price: '29.95',
            stockStatus: 'IN_STOCK',
            stockQuantity: null,
          },
        },
      },
      {
        databaseId: 3,
        productId: 76,
        variationId: null,
        quantity: 2,
        metaData: [],
        product: {
          node: {
            databaseId: 76,
            name: 'GoggleGear',
            slug: 'goggles',
            purchasable: true,
            metaData: [],
            price: '16.80',
            stockStatus: 'OUT_OF_STOCK',
            stockQuantity: 0,
            manageStock: 'TRUE',
          },
        },
        variation: null,
      },
      {
        databaseId: 4,
        productId: 99,
        variationId: null,
        quantity: 1,
        metaData: [],
        product: null,
        variation: null,
      },
    ],
  },
} as unknown as GetOrderForBuyAgainQuery['order'];

describe('buyAgainLines', () => {
  it('adds each line still sold at its quantity and today’s price, a variation with the values it chose', () => {
    const [simple, variation] = buyAgainLines(order);
    expect(simple).toMatchObject({
      quantity: 4,
      unitPrice: 425,
      outcome: { addition: { productId: 15, quantity: 4 } },
    });
    expect(variation?.outcome).toEqual({
      addition: {
        productId: 21,
        variationId: 23,
        quantity: 1,
        name: '6500 Half Mask - M',
        variation: [{ attributeName: 'pa_size', attributeValue: 'm' }],
      },
    });
  });

  it('says why a line cannot be bought again', () => {
    const lines = buyAgainLines(order);
    expect(lines.slice(2).map((line) => line.outcome)).toEqual([
      { unavailable: 'outOfStock' },
      { unavailable: 'gone' },
    ]);
  });
});
