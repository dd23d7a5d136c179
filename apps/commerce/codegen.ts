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

/** Paths from the generated file to the modules that define each parent value. */
const model = (path: string, name: string) => `../../${path}#${name}`;
const PRODUCT = model('catalog/loaders.ts', 'ProductRecord');

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
          SimpleProductVariation: model('catalog/loaders.ts', 'VariationRow'),
          GlobalProductAttribute: model('catalog/types.ts', 'AttributeView'),
          LocalProductAttribute: model('catalog/types.ts', 'AttributeView'),
          RootQueryToProductConnection: model('catalog/types.ts', 'ProductConnectionSource'),
          MediaItem: model('catalog/loaders.ts', 'MediaRow'),
          MediaDetails: model('catalog/loaders.ts', 'MediaRow'),
          ...Object.fromEntries(termTypes.map((name) => [name, model('catalog/loaders.ts', 'TermRow')])),
          Comment: model('catalog/loaders.ts', 'ReviewRow'),
          CommentAuthor: model('reviews/types.ts', 'ReviewAuthor'),
          Post: model('content/posts.ts', 'PostRow'),
          Cart: model('cart/totals.ts', 'CartView'),
          SimpleCartItem: model('cart/totals.ts', 'CartLineView'),
          AppliedCoupon: model('cart/totals.ts', 'AppliedCouponView'),
          AppliedGiftCard: model('gift-cards/cards.ts', 'AppliedGiftCardView'),
          GiftCard: model('gift-cards/cards.ts', 'GiftCardRow'),
          GiftCardBalance: model('gift-cards/cards.ts', 'GiftCardRow'),
          OrderGiftCardPayment: model('gift-cards/cards.ts', 'OrderGiftCardPaymentView'),
          ShippingRate: model('cart/shipping.ts', 'ShippingRateView'),
          Order: model('orders/types.ts', 'OrderRow'),
          LineItem: model('orders/types.ts', 'OrderItemRow'),
          DownloadableItem: model('downloads/types.ts', 'DownloadableItemSource'),
          Customer: model('accounts/types.ts', 'CustomerSource'),
          User: model('accounts/types.ts', 'UserSource'),
          LoginClient: model('accounts/types.ts', 'LoginClientSource'),
        },
      },
    },
  },
};

export default config;
