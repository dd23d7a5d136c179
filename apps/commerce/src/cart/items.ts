/**
 * The rules for what may go in a cart: which product and variation a request means, and
 * whether the store can sell that many. Every refusal is a sentence the shopper can read.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { eq } from 'drizzle-orm';
import type { ProductRecord, VariationRow } from '../catalog/loaders.ts';
import { quantityStep } from '../catalog/packaging.ts';
import { localAttributeWords, localizeProducts } from '../catalog/translations.ts';
import { attributeLabeller, variationTitle } from '../catalog/variation-words.ts';
import type { Db } from '../db/client.ts';
import {
  attributeTaxonomies,
  productAttributes,
  products,
  productVariations,
  type StoredCartLine,
} from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { chosenAttributes, matchesPosted, postedValues } from './variation-choice.ts';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 9999;

export interface Purchasable {
  product: ProductRecord;
  variation: VariationRow | null;
  /** Attribute name to chosen value, for every attribute the variation defines. */
  attributes: Record<string, string>;
  /** The variation's title with its values' display names ("Glove - L"), when known. */
  title?: string;
}

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
  /** The shopper's language: refusals name the product and its attributes in it. */
  language?: StoreLanguage;
}

export async function resolvePurchasable(db: Db, request: AddRequest): Promise<Purchasable> {
  const language = request.language ?? DEFAULT_LANGUAGE;
  const [found] = await localizeProducts(
    db,
    language,
    await db.select().from(products).where(eq(products.id, request.productId)),
  );
  // A variation id given as the product id is accepted, as WooCommerce accepts it.
  let product = found;
  let variationId = request.variationId;
  if (!product) {
    const [variation] = await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.id, request.productId));
    if (variation) {
      [product] = await localizeProducts(
        db,
        language,
        await db.select().from(products).where(eq(products.id, variation.parentId)),
      );
      variationId ??= variation.id;
    }
  }
  if (product?.status !== 'publish') {
    throw new UserInputError('Sorry, this product does not exist or is no longer available.', {
      code: 'PRODUCT_NOT_FOUND',
      field: 'productId',
    });
  }
  if (product.type === 'external') {
    throw new UserInputError(`"${product.name}" is sold on another site and cannot be added to the cart.`, {
      code: 'PRODUCT_SOLD_ELSEWHERE',
      params: { product: product.name },
    });
  }
  if (product.type !== 'variable') {
    if (variationId !== null)
      throw new UserInputError(`"${product.name}" has no variations to choose from.`, {
        code: 'PRODUCT_HAS_NO_VARIATIONS',
        params: { product: product.name },
      });
    return { product, variation: null, attributes: {} };
  }

  const [variations, options, taxonomies, words] = await Promise.all([
    db.select().from(productVariations).where(eq(productVariations.parentId, product.id)),
    db.select().from(productAttributes).where(eq(productAttributes.productId, product.id)),
    db.select().from(attributeTaxonomies),
    localAttributeWords(db, language, [product.id]),
  ]);
  const posted = postedValues(product.name, options, request.variation, words.get(product.id)?.values);

  let variation: VariationRow | undefined;
  if (variationId !== null) {
    variation = variations.find((row) => row.id === variationId);
    if (!variation)
      throw new UserInputError(`That is not one of the options of "${product.name}".`, {
        code: 'VARIATION_NOT_FOUND',
        params: { product: product.name },
      });
  } else {
    if (posted.size === 0)
      throw new UserInputError(`Please choose product options for "${product.name}".`, {
        code: 'PRODUCT_OPTIONS_REQUIRED',
        params: { product: product.name },
      });
    variation = variations.find((row) => row.status === 'publish' && matchesPosted(row, posted));
    if (!variation) {
      throw new UserInputError(
        `Sorry, no "${product.name}" matches your choice. Please choose a different combination.`,
        { code: 'VARIATION_NO_MATCH', params: { product: product.name } },
      );
    }
  }
  if (variation.status !== 'publish') {
    throw new UserInputError(`Sorry, that option of "${product.name}" is no longer available.`, {
      code: 'VARIATION_UNAVAILABLE',
      params: { product: product.name },
    });
  }
  const label = await attributeLabeller(db, language, product.id, taxonomies);
  const attributes = chosenAttributes(variation, options, posted, label);
  const title = await variationTitle(db, product.name, variation, language);
  return { product, variation, attributes, title };
}

/** The display name WooCommerce uses in messages: the variation's title, or "Glove - l" from the line's values. */
export const purchasableName = ({
  product,
  attributes,
  title,
}: Pick<Purchasable, 'product' | 'attributes' | 'title'>) => {
  if (title) return title;
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
    throw new UserInputError(`You cannot add "${name}" to the cart because the product is out of stock.`, {
      code: 'OUT_OF_STOCK',
      params: { product: name },
    });
  }
  const price = item.variation ? item.variation.price : item.product.price;
  if (price === null)
    throw new UserInputError(`Sorry, "${name}" cannot be purchased.`, {
      code: 'NOT_PURCHASABLE',
      params: { product: name },
    });
  const stock = stockOf(item);
  if (item.product.backorders !== 'no' || !stock || stock.quantity === null) return;
  if (quantity + inCart > stock.quantity) {
    throw new UserInputError(
      `You cannot add that amount of "${name}" to the cart — we have ${stock.quantity} in stock and you already have ${inCart} in your cart.`,
      { code: 'NOT_ENOUGH_STOCK', params: { product: name, stock: stock.quantity, inCart } },
    );
  }
}

/**
 * The cart's rules that come with this store's extensions rather than WooCommerce: the stock
 * profile, which serves none of those extensions, applies none of them either.
 */
export interface CartRules {
  /** What the `packaging` field says is sold in whole packs takes whole packs only. */
  wholePacks: boolean;
  /** A line whose quantity reaches a box and case tier (`quantityTiers`) pays the tier's price. */
  quantityTiers: boolean;
}

export const STORE_CART_RULES: CartRules = { wholePacks: true, quantityTiers: true };

/** The rules of the stock profile: a stock WooGraphQL site has none of the extensions above. */
export const STOCK_CART_RULES: CartRules = { wholePacks: false, quantityTiers: false };

/**
 * A product sold by the unit in whole packs takes multiples of the pack only (the quantity step
 * that `packaging` states and the product page's stepper applies), where the rules say so.
 */
export function assertWholePacks(
  item: Pick<Purchasable, 'product' | 'attributes' | 'title'>,
  quantity: number,
  rules: CartRules,
): void {
  if (!rules.wholePacks) return;
  const step = quantityStep(item.product.packaging);
  if (quantity % step === 0) return;
  const name = purchasableName(item);
  throw new UserInputError(`"${name}" is sold in packs of ${step}. Please choose a multiple of ${step}.`, {
    code: 'QUANTITY_STEP',
    params: { product: name, step },
  });
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
