import { describe, expect, it, vi } from 'vitest';
import { GetProductsDocument, RefreshTokenDocument } from '@/graphql/generated';
import * as operations from '@/graphql/generated/browser-operations.generated';
import { persistedEntry } from '../server/persisted-id';

vi.mock('server-only', () => ({}));
const { registeredOperation } = await import('./registry');

describe('the operations /api/graphql serves', () => {
  it('are the registered cart, checkout and account operations, found by id', () => {
    for (const [operation, name] of [
      [operations.GetCartOperation, 'getCart'],
      [operations.UpDateCartQuantityOperation, 'UpDateCartQuantity'],
      [operations.CheckoutOperation, 'Checkout'],
      [operations.ChangeShippingCountyOperation, 'ChangeShippingCounty'],
      [operations.GetAllowedCountriesOperation, 'getAllowedCountries'],
      [operations.GetStatesOperation, 'getStates'],
      [operations.GetPaymentGatewaysOperation, 'getPaymentGateways'],
      [operations.GetOrderOperation, 'getOrder'],
      [operations.LoginOperation, 'login'],
      [operations.GetWishlistProductsOperation, 'getWishlistProducts'],
    ] as const) {
      const found = registeredOperation(operation.id);
      expect(found?.name).toBe(name);
      expect(found && persistedEntry(found.document).id).toBe(operation.id);
    }
  });

  it('refuse anything else: server operations, names, inherited keys, nothing', () => {
    expect(registeredOperation(persistedEntry(GetProductsDocument).id)).toBeNull();
    expect(registeredOperation(persistedEntry(RefreshTokenDocument).id)).toBeNull();
    expect(registeredOperation('getCart')).toBeNull();
    expect(registeredOperation('toString')).toBeNull();
    expect(registeredOperation('__proto__')).toBeNull();
    expect(registeredOperation(undefined)).toBeNull();
  });
});
