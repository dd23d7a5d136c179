import { describe, expect, it } from 'vitest';
import type { GetCartQuantityStepsQuery } from '@/graphql/generated';
import { quantityStepsOf } from './quantity-steps';

const answer = (nodes: { databaseId: number; packaging: { quantityStep: number } | null }[]) =>
  ({ products: { nodes } }) as GetCartQuantityStepsQuery;

describe('quantityStepsOf', () => {
  it('keeps the products sold in whole packs, by database id', () => {
    const steps = quantityStepsOf(
      answer([
        { databaseId: 7, packaging: { quantityStep: 10 } },
        { databaseId: 8, packaging: { quantityStep: 1 } },
        { databaseId: 9, packaging: null },
      ]),
    );
    expect([...steps]).toEqual([[7, 10]]);
  });

  it('knows no steps without an answer', () => {
    expect(quantityStepsOf(null).size).toBe(0);
  });
});
