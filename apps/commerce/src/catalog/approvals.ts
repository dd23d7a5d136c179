/**
 * The local attribute that holds a product's NIOSH approval numbers (TC-84A-9315), as stores
 * name it: the seed writes it, the compliance documents print it, any client reads it as stock data.
 */
export const NIOSH_APPROVAL_ATTRIBUTE = 'NIOSH approval';
