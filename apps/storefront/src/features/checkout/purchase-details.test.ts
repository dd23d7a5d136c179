/**
 * Purchase details at checkout: the form checks them with the backend's own rules
 * (@ppe/shop-rules/purchase-details), sends them as stock order meta under this shop's keys and the
 * company as the billing address's field, shows each problem in words at its field, and the order
 * pages read back this shop's keys only, whatever other meta the owner is answered.
 */
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import english from '@/messages/en-US/checkout.json';
import french from '@/messages/fr-FR/checkout.json';
import { checkedPurchaseDetails } from '../../../../commerce/src/checkout/purchase-details.ts';
import type { UserInputError } from '../../../../commerce/src/lib/errors.ts';
import { checkoutInput } from './checkout-input';
import { type CheckoutRules, type CheckoutValues, checkoutProblems, EMPTY_CHECKOUT } from './checkout-schema';
import { type FieldError, fieldErrorMessage, serverFieldErrors } from './field-errors';
import { purchaseDetails } from './map-order';

const rules: CheckoutRules = {
  allowedCountries: [],
  statesByCountry: {},
  cardGateway: 'test_card',
  signedIn: true,
};
const form = (change: Partial<CheckoutValues>): CheckoutValues => ({
  ...EMPTY_CHECKOUT,
  billing: {
    ...EMPTY_CHECKOUT.billing,
    firstName: 'Pat',
    lastName: 'Buyer',
    email: 'pat@example.com',
    phone: '555-0100',
    address1: '1 Dock Road',
    city: 'San Francisco',
    state: 'CA',
    postcode: '94105',
  },
  ...change,
});
const problems = (values: CheckoutValues, required = false) =>
  Object.fromEntries(checkoutProblems(values, { ...rules, purchaseOrderRequired: required }));

/** What the backend answers for the same values: the field and code it names, or none. */
function backendProblem(values: CheckoutValues, required = false): Record<string, string> {
  const { input } = checkoutInput(values, { signedIn: true, shippingMethods: [], idempotencyKey: 'k' });
  const metaData = (input.metaData ?? []).flatMap((entry) => (entry ? [entry] : []));
  try {
    checkedPurchaseDetails(metaData, { company: input.billing?.company ?? '' }, required);
    return {};
  } catch (error) {
    const [problem] = serverFieldErrors((error as UserInputError).extensions.fieldErrors);
    return problem ? { [problem.field]: problem.code } : {};
  }
}

describe('purchase details in the checkout form', () => {
  it.each([
    ['nothing given', {}, false, {}],
    ['a purchase-order number', { purchaseOrder: 'PO-1234' }, false, {}],
    ['none where the store requires one', { purchaseOrder: '  ' }, true, { purchaseOrder: 'required' }],
    ['51 characters', { purchaseOrder: 'P'.repeat(51) }, false, { purchaseOrder: 'too_long' }],
    ['50 characters', { purchaseOrder: 'P'.repeat(50) }, false, {}],
    ['a tab in the number', { purchaseOrder: 'PO\t1' }, false, { purchaseOrder: 'invalid_characters' }],
    ['a note over 500 characters', { dockNote: 'd'.repeat(501) }, false, { dockNote: 'too_long' }],
    ['a note over two lines', { dockNote: 'Dock 4\nAsk for Sam' }, false, {}],
    ['an escape in the note', { dockNote: 'Dock\u001b4' }, false, { dockNote: 'invalid_characters' }],
  ] as const)('%s: as the backend decides', (_what, change, required, expected) => {
    const values = form(change);
    expect(problems(values, required)).toEqual(expected);
    expect(backendProblem(values, required)).toEqual(expected);
  });

  it('checks the company of the billing address with the same rules', () => {
    const billing = (company: string) => form({}).billing && { ...form({}).billing, company };
    expect(problems(form({ billing: billing('Acme Safety Ltd') }))).toEqual({});
    expect(problems(form({ billing: billing('A'.repeat(101)) }))).toEqual({ 'billing.company': 'too_long' });
    expect(backendProblem(form({ billing: billing('Acme\u0007') }))).toEqual({
      'billing.company': 'invalid_characters',
    });
  });

  it("sends the details trimmed as the shop's order meta, the company in the billing address", () => {
    const values = form({ purchaseOrder: ' PO-1234 ', dockNote: 'Dock 4\n' });
    values.billing = { ...values.billing, company: ' Acme Safety Ltd ' };
    const { input } = checkoutInput(values, { signedIn: true, shippingMethods: [], idempotencyKey: 'k' });
    expect(input.billing?.company).toBe('Acme Safety Ltd');
    expect(input.metaData).toEqual([
      { key: '_idempotency_key', value: 'k' },
      { key: '_po_number', value: 'PO-1234' },
      { key: '_dock_note', value: 'Dock 4' },
    ]);
    const empty = checkoutInput(form({}), { signedIn: true, shippingMethods: [], idempotencyKey: 'k' });
    expect(empty.input.metaData).toEqual([{ key: '_idempotency_key', value: 'k' }]);
    expect(empty.input.billing).not.toHaveProperty('company');
  });

  it('says each problem in words at its field, in the shopper’s language', () => {
    const say = (messages: typeof english, locale: string) => {
      const errors = createTranslator({
        locale,
        messages: { checkout: messages },
        namespace: 'checkout.fieldErrors',
      });
      const labels = createTranslator({
        locale,
        messages: { checkout: messages },
        namespace: 'checkout.form',
      });
      return (error: FieldError) =>
        fieldErrorMessage(
          (key, values) => errors(key as 'required', values as { section: string; label: string }),
          (key) => labels(key as 'firstName'),
          error,
        );
    };
    const inEnglish = say(english, 'en-US');
    expect(inEnglish({ field: 'purchaseOrder', code: 'required' })).toBe(
      'Please enter your purchase-order number.',
    );
    expect(inEnglish({ field: 'purchaseOrder', code: 'too_long' })).toBe(
      'Please keep the purchase-order number under 50 characters.',
    );
    expect(inEnglish({ field: 'dockNote', code: 'too_long' })).toBe(
      'Please keep the delivery note under 500 characters.',
    );
    expect(inEnglish({ field: 'billing.company', code: 'invalid_characters' })).toBe(
      'The company name cannot contain line breaks, tabs or other control characters.',
    );
    expect(say(french, 'fr-FR')({ field: 'dockNote', code: 'too_long' })).toBe(
      'La note de livraison ne doit pas dépasser 500 caractères.',
    );
    expect(serverFieldErrors([{ field: 'purchaseOrder', code: 'required' }])).toEqual([
      { field: 'purchaseOrder', code: 'required' },
    ]);
  });
});

describe("an order's purchase details", () => {
  it("reads this shop's keys only, never WooCommerce's own meta or a look-alike key", () => {
    // The owner's answer on a real site (real-site/purchase-details.json) when keysIn is ignored.
    const meta = [
      { key: '_billing_address_index', value: 'Pat Buyer Acme Safety Ltd 1 Dock Road' },
      { key: '_dock_note', value: 'Dock 4' },
      { key: '_po_number', value: 'PO-1234' },
      { key: 'dock_note', value: 'other' },
      { key: 'is_vat_exempt', value: 'no' },
      { key: 'po_number', value: 'other' },
    ];
    expect(purchaseDetails(meta)).toEqual({ purchaseOrder: 'PO-1234', dockNote: 'Dock 4' });
    expect(purchaseDetails(null)).toEqual({ purchaseOrder: '', dockNote: '' });
    expect(purchaseDetails([{ key: 'po_number', value: 'PO-9' }, null])).toEqual({
      purchaseOrder: '',
      dockNote: '',
    });
  });
});
