import type { Address, Customer } from '@/features/shopper/account-types';
import { ADDRESS_FIELDS, type AddressField, SHIPPING_FIELDS } from './checkout-schema';

export type PrefillPath = `billing.${AddressField}` | `shipping.${AddressField}`;

/**
 * The saved values a signed-in customer's checkout starts from, field by field. The rule: a saved
 * value fills only a field the shopper has not touched (typed into, picked from, left), so an
 * account, cart or rates answer that arrives late (a slow network, a slow device) never takes back
 * what they typed meanwhile. Empty saved values fill nothing.
 */
export function savedAddressFills(
  customer: Pick<Customer, 'email' | 'billing' | 'shipping'>,
  touched: (path: PrefillPath) => boolean,
): Array<[PrefillPath, string]> {
  const fills: Array<[PrefillPath, string]> = [];
  const fill = (kind: 'billing' | 'shipping', fields: readonly AddressField[], saved: Partial<Address>) => {
    for (const field of fields) {
      const path: PrefillPath = `${kind}.${field}`;
      // The account's email stands in for a billing address saved without one.
      const value = (saved[field] || (path === 'billing.email' ? customer.email : '') || '').trim();
      if (value && !touched(path)) fills.push([path, value]);
    }
  };
  fill('billing', ADDRESS_FIELDS, customer.billing);
  fill('shipping', SHIPPING_FIELDS, customer.shipping);
  return fills;
}
