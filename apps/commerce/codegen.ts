import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { buildSchema, isObjectType } from 'graphql';

/**
 * Resolver types for every field of the full schema profile (the WooGraphQL subset, WooNuxt
 * Settings and the store extensions), so each resolver's arguments, parent and result are
 * checked against the SDL. Never edit the output by hand: run `npm run codegen -w @ppe/commerce`;
 * a test fails when it is out of date.
 */
const files = (JSON.parse(readFileSync('src/schema/profiles.json', 'utf8')) as { full: string[] }).full.map(
  (file) => `src/schema/${file}`,
);

/** Every taxonomy term type (categories, tags, attribute terms) is one terms row. */
const termTypes = Object.values(
  buildSchema(files.map((file) => readFileSync(file, 'utf8')).join('\n')).getTypeMap(),
)
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'TermNode'))
  .map((type) => type.name);

/**
 * Each parent value by name from graphql/models.ts, where the domain defining it registers it:
 * the generated file lives in the kit every domain builds on, so it imports no domain.
 */
const model = (name: string) => `../models.ts#${name}`;
const PRODUCT = model('ProductRecord');

const config: CodegenConfig = {
  schema: files,
  generates: {
    'src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#Context',
        // Every resolver here is a plain function, so one map's field can call another's.
        makeResolverTypeCallable: true,
        // Types without a mapper are plain objects the resolvers build; their fields are read as they stand.
        defaultMapper: 'unknown',
        mappers: {
          SimpleProduct: PRODUCT,
          VariableProduct: PRODUCT,
          ExternalProduct: PRODUCT,
          GroupProduct: PRODUCT,
          SimpleProductVariation: model('VariationRow'),
          GlobalProductAttribute: model('AttributeView'),
          LocalProductAttribute: model('AttributeView'),
          RootQueryToProductConnection: model('ProductConnectionSource'),
          MediaItem: model('MediaRow'),
          MediaDetails: model('MediaRow'),
          ...Object.fromEntries(termTypes.map((name) => [name, model('TermRow')])),
          Comment: model('ReviewRow'),
          CommentAuthor: model('ReviewAuthor'),
          Post: model('PostRow'),
          Cart: model('CartView'),
          SimpleCartItem: model('CartLineView'),
          AppliedCoupon: model('AppliedCouponView'),
          AppliedGiftCard: model('AppliedGiftCardView'),
          GiftCard: model('GiftCardRow'),
          GiftCardBalance: model('GiftCardRow'),
          OrderGiftCardPayment: model('OrderGiftCardPaymentView'),
          ShippingRate: model('ShippingRateView'),
          QuantityTier: model('QuantityTierView'),
          CartItemQuantityTier: model('AppliedTierView'),
          Order: model('OrderRow'),
          LineItem: model('OrderItemRow'),
          DownloadableItem: model('DownloadableItemSource'),
          Customer: model('CustomerSource'),
          User: model('UserSource'),
          LoginClient: model('LoginClientSource'),
        },
      },
    },
  },
};

export default config;
