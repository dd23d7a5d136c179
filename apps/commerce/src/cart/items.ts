/**
 * The rules for what may go in a cart: which product and variation a request means, and
 * whether the store can sell that many. Every refusal is a sentence the shopper can read.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProductRecord, VariationRow } from '../catalog/loaders.ts';
import type { Db } from '../db/client.ts';
import { productAttributes, products, productVariations, type StoredCartLine } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 9999;

export interface Purchasable {
  product: ProductRecord;
  variation: VariationRow | null;
  /** Attribute name to chosen value, for every attribute the variation defines. */
  attributes: Record<string, string>;
}

/** "attribute_pa_size", "pa_size" and "Size" all name the attribute pa_size / Size. */
const attributeKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^attribute_/, '');

/** WooCommerce's cart item key: one line per product, variation and chosen values. */
export function lineKey(productId: number, variationId: number | null, attributes: Record<string, string>) {
  const sorted = Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b));
  return createHash('md5')
    .update(JSON.stringify([productId, variationId ?? 0, sorted]))
    .digest('hex');
}

export interface AddRequest {
  productId: number;
  variationId: number | null;
  variation: { attributeName: string; attributeValue: string | null }[];
}

export async function resolvePurchasable(db: Db, request: AddRequest): Promise<Purchasable> {
  const [found] = await db.select().from(products).where(eq(products.id, request.productId));
  // A variation id given as the product id is accepted, as WooCommerce accepts it.
  let product = found;
  let variationId = request.variationId;
  if (!product) {
    const [variation] = await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.id, request.productId));
    if (variation) {
      [product] = await db.select().from(products).where(eq(products.id, variation.parentId));
      variationId ??= variation.id;
    }
  }
  if (product?.status !== 'publish') {
    throw new UserInputError('Sorry, this product does not exist or is no longer available.');
  }
  if (product.type === 'external') {
    throw new UserInputError(`"${product.name}" is sold on another site and cannot be added to the cart.`);
  }
  if (product.type !== 'variable') {
    if (variationId !== null) throw new UserInputError(`"${product.name}" has no variations to choose from.`);
    return { product, variation: null, attributes: {} };
  }

  const variations = await db
    .select()
    .from(productVariations)
    .where(eq(productVariations.parentId, product.id));
  const given = new Map(
    request.variation
      .filter((choice) => choice.attributeValue !== null && choice.attributeValue !== '')
      .map((choice) => [attributeKey(choice.attributeName), String(choice.attributeValue).trim()]),
  );
  const valueFor = (name: string) => given.get(attributeKey(name));
  const matches = (variation: VariationRow) =>
    Object.entries(variation.attributes).every(([name, value]) => {
      const chosen = valueFor(name);
      return value === ''
        ? chosen !== undefined
        : chosen === undefined || chosen.toLowerCase() === value.toLowerCase();
    });

  let variation: VariationRow | undefined;
  if (variationId !== null) {
    variation = variations.find((row) => row.id === variationId);
    if (!variation) throw new UserInputError(`That is not one of the options of "${product.name}".`);
    if (!matches(variation)) throw new UserInputError(`Please choose product options for "${product.name}".`);
  } else {
    if (given.size === 0) throw new UserInputError(`Please choose product options for "${product.name}".`);
    variation = variations.find(
      (row) =>
        row.status === 'publish' &&
        Object.entries(row.attributes).every(([name]) => valueFor(name) !== undefined) &&
        matches(row),
    );
    if (!variation) {
      throw new UserInputError(
        `Sorry, no "${product.name}" matches your choice. Please choose a different combination.`,
      );
    }
  }
  if (variation.status !== 'publish') {
    throw new UserInputError(`Sorry, that option of "${product.name}" is no longer available.`);
  }

  // 'any' attributes need a value the product offers.
  const options = await db
    .select()
    .from(productAttributes)
    .where(eq(productAttributes.productId, product.id));
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(variation.attributes)) {
    if (value !== '') {
      attributes[name] = value;
      continue;
    }
    const chosen = valueFor(name) ?? '';
    const offered = options.find((row) => attributeKey(row.name) === attributeKey(name))?.options ?? [];
    const match = offered.find((option) => option.toLowerCase() === chosen.toLowerCase());
    if (!match) throw new UserInputError(`"${chosen}" is not an option of "${product.name}".`);
    attributes[name] = match;
  }
  return { product, variation, attributes };
}

/** The display name WooCommerce uses in messages: "Glove - l" for a variation. */
export const purchasableName = ({ product, attributes }: Pick<Purchasable, 'product' | 'attributes'>) => {
  const values = Object.values(attributes);
  return values.length > 0 ? `${product.name} - ${values.join(', ')}` : product.name;
};

/** Which stock a line draws from: its variation's own, or the product's. */
function stockOf({ product, variation }: Pick<Purchasable, 'product' | 'variation'>) {
  if (variation?.manageStock) return { key: `v${variation.id}`, quantity: variation.stockQuantity };
  if (product.manageStock) return { key: `p${product.id}`, quantity: product.stockQuantity };
  return null;
}

/**
 * Refuses quantities the store cannot sell: nothing when out of stock, never more than is in
 * stock unless the product takes backorders. `inCart` is what other lines draw from the same stock.
 */
export function assertInStock(item: Purchasable, quantity: number, inCart: number): void {
  const name = purchasableName(item);
  const status = item.variation?.stockStatus ?? item.product.stockStatus;
  if (status === 'outofstock') {
    throw new UserInputError(`You cannot add "${name}" to the cart because the product is out of stock.`);
  }
  const price = item.variation ? item.variation.price : item.product.price;
  if (price === null) throw new UserInputError(`Sorry, "${name}" cannot be purchased.`);
  const stock = stockOf(item);
  if (item.product.backorders !== 'no' || !stock || stock.quantity === null) return;
  if (quantity + inCart > stock.quantity) {
    throw new UserInputError(
      `You cannot add that amount of "${name}" to the cart — we have ${stock.quantity} in stock and you already have ${inCart} in your cart.`,
    );
  }
}

/** How many units other lines of the cart already draw from this item's stock. */
export function quantityFromSameStock(
  lines: StoredCartLine[],
  item: Pick<Purchasable, 'product' | 'variation'>,
  exceptKey: string | null,
): number {
  const stock = stockOf(item);
  return lines
    .filter((line) => line.key !== exceptKey)
    .filter((line) =>
      stock?.key.startsWith('v')
        ? line.variationId === item.variation?.id
        : line.productId === item.product.id,
    )
    .reduce((sum, line) => sum + line.quantity, 0);
}
