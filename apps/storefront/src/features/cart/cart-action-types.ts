/**
 * What a shopper's addition to the cart is made of: the product page, the listing cards and the gift
 * card form build one; the cart's actions (cart-actions.ts) send it.
 */

/** One chosen value of a variation attribute, as WooGraphQL's ProductAttributeInput takes it. */
export interface AttributeChoice {
  attributeName: string;
  attributeValue: string;
}

/** One addition to the cart, as the shopper chose it. */
export interface CartAddition {
  productId: number;
  quantity: number;
  variationId?: number | null;
  /** The shopper's value for every attribute (WooCommerce needs those a variation takes any of). */
  variation?: readonly AttributeChoice[];
  /** WooGraphQL's JSON of the line's other choices (a gift card's). */
  extraData?: string;
  /** The product's name, shown in the cart panel while the addition is on its way. */
  name?: string;
}

/** An addition as WooGraphQL's CartItemInput (addToCart's input, without the name shown meanwhile). */
export function toCartItemInput({ productId, quantity, variationId, variation, extraData }: CartAddition) {
  return {
    productId,
    quantity,
    ...(variationId ? { variationId } : {}),
    ...(variation?.length ? { variation: [...variation] } : {}),
    ...(extraData ? { extraData } : {}),
  };
}
