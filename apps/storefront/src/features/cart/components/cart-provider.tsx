/**
 * The cart lives in the shopper's one store (features/shopper); the checkout reads it through
 * this module's useCart, the same hook every other island uses.
 */
export { type CartResult, type CartSettings, type CartStore, useCart } from '@/features/shopper/hooks';
