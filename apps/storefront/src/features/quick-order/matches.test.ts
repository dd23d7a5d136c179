import { describe, expect, it } from 'vitest';
import type { QuickOrderMatchFragment } from '@/graphql/generated';
import { matchesOf, rowStates } from './matches';

// Shapes as a real site answers productsWithVariations (real-site/quick-order.json), prices RAW.
const NODES = [
  {
    __typename: 'SimpleProduct',
    databaseId: 15,
    name: 'Aura 9320+ FFP2 Respirator',
    sku: '9320P',
    slug: 'aura-9320-ffp2-respirator',
    price: '3.95',
    stockStatus: 'IN_STOCK',
    stockQuantity: null,
    manageStock: null,
  },
  {
    __typename: 'SimpleProduct',
    databaseId: 76,
    name: 'GoggleGear 500 Safety Goggles',
    sku: 'GG501',
    slug: 'gogglegear-500-safety-goggles',
    price: '16.80',
    stockStatus: 'IN_STOCK',
    stockQuantity: 3,
    manageStock: 'TRUE',
  },
  {
    __typename: 'SimpleProductVariation',
    databaseId: 23,
    name: '6500 Half Mask Respirator - M',
    sku: '6500-M',
    slug: '6500-half-mask-respirator-m',
    price: '29.95',
    stockStatus: 'IN_STOCK',
    stockQuantity: null,
    parent: {
      node: { databaseId: 21, name: '6500 Half Mask Respirator', slug: '6500-half-mask-respirator' },
    },
  },
  {
    __typename: 'VariableProduct',
    databaseId: 21,
    name: '6500 Half Mask Respirator',
    sku: '6500',
    slug: '6500-half-mask-respirator',
    price: '29.95, 31.95',
    stockStatus: 'IN_STOCK',
  },
  {
    __typename: 'SimpleProduct',
    databaseId: 80,
    name: 'Gone Gloves',
    sku: 'GONE',
    slug: 'gone-gloves',
    price: '5.00',
    stockStatus: 'OUT_OF_STOCK',
    stockQuantity: 0,
    manageStock: 'TRUE',
  },
] as unknown as QuickOrderMatchFragment[];

const asked = ['9320p', 'GG501', '6500-M', '6500', 'GONE', 'NOPE'];
const matches = matchesOf(asked, NODES);
const rows = (...lines: [string, string][]) =>
  lines.map(([sku, quantity], index) => ({ id: index + 1, sku, quantity }));

describe('rowStates', () => {
  it('prices a recognised line, a variation added under its product', () => {
    const [simple, variation] = rowStates(rows(['9320P', '40'], ['6500-m', '2']), matches);
    expect(simple).toMatchObject({ status: 'ready', quantity: 40, lineTotal: 15800 });
    expect(variation).toMatchObject({
      status: 'ready',
      match: { productId: 21, variationId: 23, unitPrice: 2995 },
      lineTotal: 5990,
    });
  });

  it('flags an unknown SKU, a variable product, what is out of stock and a bad quantity', () => {
    expect(
      rowStates(
        rows(['NOPE', '1'], ['6500', '1'], ['GONE', '1'], ['9320P', 'two'], ['LATER', '1'], ['', '1']),
        matches,
      ).map((state) => state.status),
    ).toEqual(['unknown', 'choose', 'outOfStock', 'quantity', 'looking', 'empty']);
  });

  it('counts the same item over its rows against its stock', () => {
    const states = rowStates(rows(['GG501', '2'], ['gg501', '2']), matches);
    expect(states[0]).toMatchObject({ status: 'ready', quantity: 2 });
    expect(states[1]).toMatchObject({ status: 'overStock', stock: 1 });
  });
});
