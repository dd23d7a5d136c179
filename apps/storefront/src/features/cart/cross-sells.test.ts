import { describe, expect, it } from 'vitest';
import type { GetCartCrossSellsQuery } from '@/graphql/generated';
import { CROSS_SELLS_SHOWN, cartCrossSells } from './cross-sells';

const offer = (databaseId: number, type: 'SIMPLE' | 'VARIABLE' = 'SIMPLE') => ({
  databaseId,
  name: `Part ${databaseId}`,
  slug: `part-${databaseId}`,
  type,
  metaData: [],
  price: '9.99',
  stockStatus: 'IN_STOCK' as const,
  image: null,
});

const answer = (crossSells: Record<number, ReturnType<typeof offer>[]>) =>
  ({
    products: {
      nodes: Object.entries(crossSells).map(([id, nodes]) => ({
        __typename: 'SimpleProduct',
        databaseId: Number(id),
        crossSell: { nodes },
      })),
    },
  }) as unknown as GetCartCrossSellsQuery;

describe('cartCrossSells', () => {
  it("offers the cart's cross-sells in the lines' order, each once, never one the cart holds", () => {
    // A half mask (1) with its cartridges (2) already in the cart: the filters (3, 4) are offered.
    const data = answer({ 1: [offer(2), offer(3), offer(4, 'VARIABLE')], 2: [offer(3), offer(5), offer(1)] });
    const offers = cartCrossSells(data, [1, 2]);
    expect(offers.map((o) => o.databaseId)).toEqual([3, 4, 5]);
    expect(offers.map((o) => o.action)).toEqual(['addToCart', 'chooseOptions', 'addToCart']);
  });

  it(`shows at most ${CROSS_SELLS_SHOWN}`, () => {
    const data = answer({ 1: [2, 3, 4, 5, 6, 7].map((id) => offer(id)) });
    expect(cartCrossSells(data, [1])).toHaveLength(CROSS_SELLS_SHOWN);
  });

  it('offers nothing without an answer or without cross-sells', () => {
    expect(cartCrossSells(null, [1])).toEqual([]);
    expect(cartCrossSells(answer({ 1: [] }), [1])).toEqual([]);
  });
});
