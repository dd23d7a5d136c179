import { describe, expect, it, vi } from 'vitest';
import {
  GetProductsDocument,
  RefreshTokenDocument,
  UpdateCustomerDocument,
  UpdatePasswordDocument,
  UpdatePasswordWithCurrentPasswordDocument,
} from '@/graphql/generated';
import * as operations from '@/graphql/generated/browser-operations.generated';
import { persistedEntry } from '../server/persisted-id';

vi.mock('server-only', () => ({}));
const { registeredOperation, withCurrentPassword } = await import('./registry');

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

const asks = async () => true;
const stock = async () => false;

describe('withCurrentPassword', () => {
  it('sends the current password to a backend that asks for it', async () => {
    const password = await withCurrentPassword(
      'updatePassword',
      UpdatePasswordDocument,
      { id: 'x', password: 'new one', currentPassword: 'old one' },
      asks,
    );
    expect(password.document).toBe(UpdatePasswordWithCurrentPasswordDocument);
    expect(password.variables).toEqual({ id: 'x', password: 'new one', currentPassword: 'old one' });
    const email = await withCurrentPassword(
      'UpdateCustomer',
      UpdateCustomerDocument,
      { input: { email: 'new@example.com' }, currentPassword: 'old one' },
      asks,
    );
    expect(email.document).toBe(UpdateCustomerDocument);
    expect(email.variables).toEqual({ input: { email: 'new@example.com', currentPassword: 'old one' } });
  });

  it('leaves it out for a stock site, whose schema has no such field', async () => {
    const password = await withCurrentPassword(
      'updatePassword',
      UpdatePasswordDocument,
      { id: 'x', password: 'new one', currentPassword: 'old one' },
      stock,
    );
    expect(password).toEqual({
      document: UpdatePasswordDocument,
      variables: { id: 'x', password: 'new one' },
    });
    const email = await withCurrentPassword(
      'UpdateCustomer',
      UpdateCustomerDocument,
      { input: { email: 'new@example.com' }, currentPassword: 'old one' },
      stock,
    );
    expect(email.variables).toEqual({ input: { email: 'new@example.com' } });
  });

  it('touches no other operation', async () => {
    const variables = { currentPassword: 'x', username: 'u' };
    const other = await withCurrentPassword('login', UpdatePasswordDocument, variables, asks);
    expect(other.variables).toBe(variables);
  });
});
