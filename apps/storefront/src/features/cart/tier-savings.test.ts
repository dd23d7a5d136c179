import { describe, expect, it } from 'vitest';
import type { GetCartQuantityTiersQuery } from '@/graphql/generated';
import { tierSavingsOf } from './tier-savings';

type Node = {
  key: string;
  quantity: number | null;
  quantityTier: { minQuantity: number; price: string | null; saving: string | null } | null;
};
const answer = (nodes: Node[]) => ({ cart: { contents: { nodes } } }) as GetCartQuantityTiersQuery;

describe('tierSavingsOf', () => {
  it('keeps the lines whose quantity reached a tier, with its unit price and saving in cents', () => {
    const savings = tierSavingsOf(
      answer([
        { key: 'a', quantity: 10, quantityTier: { minQuantity: 10, price: '11.40', saving: '15.00' } },
        { key: 'b', quantity: 3, quantityTier: null },
        { key: 'c', quantity: 12, quantityTier: { minQuantity: 10, price: '11.40', saving: null } },
        { key: 'd', quantity: 12, quantityTier: { minQuantity: 10, price: null, saving: '18.00' } },
      ]),
    );
    expect([...savings]).toEqual([['a', { quantity: 10, minQuantity: 10, price: 1140, saving: 1500 }]]);
  });

  it('knows no savings without an answer', () => {
    expect(tierSavingsOf(null).size).toBe(0);
    expect(tierSavingsOf({ cart: null }).size).toBe(0);
  });
});
