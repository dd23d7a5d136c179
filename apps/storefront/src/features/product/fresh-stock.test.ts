import { describe, expect, it } from 'vitest';
import type { GetStockStatusQuery } from '@/graphql/generated';
import { currentStock, mapFreshStock } from './fresh-stock';

const cached = { status: 'IN_STOCK' as const, quantity: 5 };

describe('fresh stock', () => {
  it('maps a simple product by its id', () => {
    const data = {
      product: { databaseId: 7, stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 },
    } as GetStockStatusQuery;
    const fresh = mapFreshStock(data);
    expect(fresh).toEqual({ 7: { status: 'OUT_OF_STOCK', quantity: 0 } });
    // The fresh answer wins over what the cached page rendered.
    expect(currentStock(fresh, 7, cached)).toEqual({ status: 'OUT_OF_STOCK', quantity: 0 });
  });

  it('maps every variation of a variable product', () => {
    const data = {
      product: {
        databaseId: 10,
        stockStatus: 'IN_STOCK',
        stockQuantity: null,
        variations: { nodes: [{ databaseId: 11, stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 }] },
      },
    } as GetStockStatusQuery;
    const fresh = mapFreshStock(data);
    expect(currentStock(fresh, 11, cached).status).toBe('OUT_OF_STOCK');
    expect(currentStock(fresh, 10, cached).status).toBe('IN_STOCK');
  });

  it('keeps the cached stock until the fresh one arrives, or for unknown ids', () => {
    expect(currentStock(null, 7, cached)).toBe(cached);
    expect(currentStock({}, 99, cached)).toBe(cached);
    expect(mapFreshStock({ product: null })).toBeNull();
  });
});
