/**
 * WooGraphQL's `updateProduct` and `updateProductVariation`, as this shop uses them: a shop manager
 * sets a product's or variation's stock (manageStock, stockQuantity, stockStatus), as WooCommerce's
 * product editor does; nothing else of a product is edited here. It is the one place where stock
 * comes back in this backend (checkout only takes it), so it wakes the stock alerts' delivery at
 * once; the delivery job finds any other return of stock at its next run.
 */
import { signedInShopManager } from '../accounts/shop-manager.ts';
import type { Context } from '../graphql/context.ts';
import type { RootMutationResolvers, StockStatusEnum } from '../graphql/generated/resolvers-types.ts';
import { UserInputError } from '../lib/errors.ts';
import { fromGlobalId } from '../lib/global-id.ts';
import { deliverStockAlertsNow } from '../stock-alerts/delivery.ts';
import { type StockChange, updateProductStock, updateVariationStock } from './stock.ts';

/** The refusals, in WooGraphQL's words. */
export const CANNOT_EDIT = 'Sorry, you are not allowed to edit this resource.';
export const invalidId = (id: string) => `No product or variation exists with the ID ${id}.`;

const STATUS: Record<StockStatusEnum, StockChange['stockStatus']> = {
  IN_STOCK: 'instock',
  OUT_OF_STOCK: 'outofstock',
  ON_BACKORDER: 'onbackorder',
};

/** A database ID ("125") or WPGraphQL's global ID of a post ("post:125" in base64). */
function databaseIdOf(id: string | null | undefined): number {
  const given = id?.trim() ?? '';
  if (/^\d+$/.test(given)) return Number(given);
  const global = fromGlobalId(given);
  if (global?.kind === 'post' && /^\d+$/.test(global.id)) return Number(global.id);
  throw new UserInputError(invalidId(given));
}

const changeOf = (input: {
  manageStock?: boolean | null;
  stockQuantity?: number | null;
  stockStatus?: StockStatusEnum | null;
}): StockChange => ({
  manageStock: input.manageStock ?? undefined,
  stockQuantity: input.stockQuantity ?? undefined,
  stockStatus: input.stockStatus ? STATUS[input.stockStatus] : undefined,
});

async function authorise(context: Context) {
  if (!(await signedInShopManager(context))) throw new UserInputError(CANNOT_EDIT, { code: 'FORBIDDEN' });
}

async function wakeStockAlerts(context: Context) {
  const { siteName } = (await context.options()).site;
  deliverStockAlertsNow(
    context.db,
    context.mailer,
    { siteName, storefrontUrl: context.storefrontUrl },
    context.logger,
  );
}

export const stockMutationResolvers: RootMutationResolvers = {
  updateProduct: async (_root, args, context) => {
    await authorise(context);
    const id = databaseIdOf(args.input.id);
    const product = await updateProductStock(context.db, id, changeOf(args.input));
    if (!product) throw new UserInputError(invalidId(args.input.id));
    await wakeStockAlerts(context);
    return { clientMutationId: args.input.clientMutationId ?? null, product };
  },

  updateProductVariation: async (_root, args, context) => {
    await authorise(context);
    const id = databaseIdOf(args.input.id);
    const parentId = databaseIdOf(args.input.productId);
    const variation = await updateVariationStock(context.db, id, parentId, changeOf(args.input));
    if (!variation) throw new UserInputError(invalidId(args.input.id));
    await wakeStockAlerts(context);
    return { clientMutationId: args.input.clientMutationId ?? null, variation };
  },
};
