/** The storefront's cart operations (WooNuxt's documents, trimmed), shared by the cart tests. */
export const CART_FIELDS = `
  isEmpty subtotal(format: RAW) total(format: RAW) totalTax(format: RAW) discountTotal(format: RAW)
  shippingTotal(format: RAW) chosenShippingMethods needsShippingAddress
  appliedCoupons { code description discountAmount(format: RAW) discountTax(format: RAW) }
  availableShippingMethods { packageDetails supportsShippingCalculator rates { id label cost(format: RAW) methodId instanceId } }
  contents(first: 100) {
    itemCount productCount
    nodes { key quantity subtotal(format: RAW) total(format: RAW)
      product { node { databaseId name } }
      variation { node { databaseId name } } }
  }`;

export const GET_CART = `query getCart { cart { ${CART_FIELDS} } }`;

export const ADD_TO_CART = `mutation addToCart($input: AddToCartInput!) {
  addToCart(input: $input) { cartItem { key quantity } cart { ${CART_FIELDS} } } }`;

export const UPDATE_QUANTITIES = `mutation UpDateCartQuantity($items: [CartItemQuantityInput]) {
  updateItemQuantities(input: {items: $items}) { updated { key } removed { key } cart { ${CART_FIELDS} } } }`;

export const EMPTY_CART = `mutation EmptyCart($clear: Boolean) {
  emptyCart(input: {clearPersistentCart: $clear}) { deletedCart { contents { itemCount } } cart { ${CART_FIELDS} } } }`;

export const APPLY_COUPON = `mutation applyCoupon($code: String!) {
  applyCoupon(input: {code: $code}) { applied { code discountAmount(format: RAW) } cart { ${CART_FIELDS} } } }`;

export const REMOVE_COUPONS = `mutation removeCoupons($codes: [String]) {
  removeCoupons(input: {codes: $codes}) { cart { ${CART_FIELDS} } } }`;

export const CHANGE_SHIPPING_METHOD = `mutation ChangeShippingMethod($shippingMethods: [String]) {
  updateShippingMethod(input: {shippingMethods: $shippingMethods}) { cart { ${CART_FIELDS} } } }`;

export const CHANGE_SHIPPING_COUNTY = `mutation ChangeShippingCounty($shipping: CustomerAddressInput, $billing: CustomerAddressInput) {
  updateCustomer(input: {shipping: $shipping, billing: $billing}) { customer { shipping { country state } billing { country state email } } } }`;

export interface CartLine {
  key: string;
  quantity: number;
  subtotal: string;
  total: string;
  product: { node: { databaseId: number; name: string } };
  variation: { node: { databaseId: number; name: string } } | null;
}

export interface CartData {
  isEmpty: boolean;
  subtotal: string;
  total: string;
  totalTax: string;
  discountTotal: string;
  shippingTotal: string;
  chosenShippingMethods: string[];
  needsShippingAddress: boolean;
  appliedCoupons: { code: string; description: string; discountAmount: string; discountTax: string }[];
  availableShippingMethods: {
    packageDetails: string;
    supportsShippingCalculator: boolean;
    rates: { id: string; label: string; cost: string; methodId: string; instanceId: number }[];
  }[];
  contents: { itemCount: number; productCount: number; nodes: CartLine[] };
}
