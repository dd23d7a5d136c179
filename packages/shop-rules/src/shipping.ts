/**
 * The order amount from which this shop ships for free, in units of the store's currency (US
 * dollars): one number for both apps. The embedded backend's seed gives its free_shipping method
 * this minimum (`apps/commerce/src/seed/store-setup.ts`), and the storefront's promise ("Free
 * shipping on orders over $50", the "$x away from free shipping" note in the cart, the info pages)
 * reads it through `STORE_FREE_SHIPPING_THRESHOLD`, whose default it is
 * (`apps/storefront/src/config/store.ts`; docs/configuration.md). The demo store's announcement
 * banner states it too, written in each language's way (`{amount}` in its texts).
 *
 * Why the storefront does not ask the backend: a stock WooCommerce site tells a shopper no
 * free-shipping minimum.
 * - `shippingZones` and a zone's `methods` (whose edge `settings` would carry `min_amount`) are
 *   for shop managers only: WooGraphQL 1.0.2 (wp-graphql/wp-graphql-woocommerce)
 *   `includes/data/connection/class-shipping-zone-connection-resolver.php` runs only after
 *   `wc_rest_check_manager_permissions( 'settings', 'read' )`, and
 *   `class-shipping-method-connection-resolver.php` only after
 *   `wc_rest_check_manager_permissions( 'shipping_methods', 'read' )`; anyone else gets an
 *   empty list. The storefront signs in as no shop manager, and must not.
 * - The cart's `availableShippingMethods` answers `ShippingPackage.rates`, each `ShippingRate`
 *   with `id`, `methodId`, `instanceId`, `label`, `cost`, `subtotal` and `taxTotal`
 *   (reference/woographql/schema.graphql): no minimum. WooCommerce offers the `free_shipping`
 *   rate only once the cart has reached the minimum (`WC_Shipping_Free_Shipping::is_available`,
 *   woocommerce `includes/shipping/free-shipping/class-wc-shipping-free-shipping.php`), so the
 *   rate says "reached", never "how far".
 * - The answers recorded from a real site as a shopper hold no shipping zone or method setting.
 *
 * So the backend's rates decide whether an order ships free (features/cart/shipping.ts), and
 * this number, kept equal to the site's "Minimum order amount" of its Free shipping method, is
 * what the storefront promises. On a site of its own the owner sets the storefront's
 * `STORE_FREE_SHIPPING_THRESHOLD` to that minimum.
 */
export const FREE_SHIPPING_MINIMUM = 50;

/**
 * An amount in running text as a shopper of `locale` (a storefront locale or a WPML language code)
 * reads it: "$50" in English, "50 $" in German, "US$ 50" in Brazilian Portuguese; cents only when
 * it has them. The storefront's promise and the demo store's banner write the minimum so.
 */
export function formatShippingAmount(amount: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export const formatFreeShippingMinimum = (locale: string, currency = 'USD'): string =>
  formatShippingAmount(FREE_SHIPPING_MINIMUM, locale, currency);

/** A text with `{amount}` standing for the minimum (the demo banner's), filled for `locale`. */
export function withFreeShippingMinimum(text: string, locale: string): string {
  return text.replaceAll('{amount}', formatFreeShippingMinimum(locale));
}
