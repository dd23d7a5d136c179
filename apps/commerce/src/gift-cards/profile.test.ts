/** Gift cards are a store plugin's fields: the full profile serves them, the stock one has none. */
import { type GraphQLSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../api/schema.ts';

const fieldsOf = (schema: GraphQLSchema, type: string) => {
  const found = schema.getType(type);
  return isObjectType(found) ? Object.keys(found.getFields()) : [];
};

const GIFT_CARD_FIELDS: [string, string][] = [
  ['RootQuery', 'giftCardBalance'],
  ['Cart', 'appliedGiftCards'],
  ['Customer', 'purchasedGiftCards'],
  ['Customer', 'receivedGiftCards'],
  ['Order', 'giftCardPayments'],
];

describe('gift card fields by schema profile', () => {
  it('are served in full, with resolvers attached', () => {
    const schema = createSchema('full');
    for (const [type, field] of GIFT_CARD_FIELDS) {
      const definition = (
        schema.getType(type) as { getFields(): Record<string, { resolve?: unknown }> }
      ).getFields()[field];
      expect(definition?.resolve, `${type}.${field}`).toBeTypeOf('function');
    }
  });

  it('are absent from the stock profile, which still takes extraData as WooGraphQL does', () => {
    const schema = createSchema('stock');
    for (const [type, field] of GIFT_CARD_FIELDS) expect(fieldsOf(schema, type), type).not.toContain(field);
    for (const type of ['GiftCard', 'GiftCardBalance', 'AppliedGiftCard', 'OrderGiftCardPayment'])
      expect(schema.getType(type)).toBeUndefined();
    const input = schema.getType('AddToCartInput');
    expect(input && 'getFields' in input ? Object.keys(input.getFields()) : []).toContain('extraData');
  });
});
