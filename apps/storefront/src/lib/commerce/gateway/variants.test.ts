import { describe, expect, it } from 'vitest';
import {
  UpdateCustomerDocument,
  UpdatePasswordDocument,
  UpdatePasswordWithCurrentPasswordDocument,
} from '@/graphql/generated';
import { withCurrentPassword } from './variants';

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
