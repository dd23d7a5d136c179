/**
 * `full`: everything this backend serves, with its own stricter rules where docs/woocommerce.md
 * says so; `stock`: exactly what a stock WordPress + WooCommerce + WPGraphQL + WooGraphQL +
 * Headless Login site serves, schema and wire alike (COMMERCE_PROFILE).
 */
export type SchemaProfile = 'full' | 'stock';
