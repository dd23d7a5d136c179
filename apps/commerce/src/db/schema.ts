/**
 * The commerce database, modelled on WooCommerce's data (products, variations, terms,
 * attributes, comments as reviews, posts, options) but normalised for PostgreSQL, one module a
 * domain. Money is stored as integer cents; the GraphQL layer formats it. Timestamps keep
 * milliseconds, no finer: cursors carry them as JavaScript dates, which would otherwise lose the
 * microseconds and skip rows that share a millisecond. drizzle-kit reads the tables from here.
 */

export * from './schema/accounts.ts';
export * from './schema/cart.ts';
export * from './schema/catalog.ts';
export * from './schema/content.ts';
export * from './schema/downloads.ts';
export * from './schema/gift-cards.ts';
export * from './schema/ids.ts';
export * from './schema/limits.ts';
export * from './schema/newsletter.ts';
export * from './schema/orders.ts';
export * from './schema/stock-alerts.ts';
export * from './schema/translations.ts';
export * from './schema/webhooks.ts';
export * from './schema/wishlist.ts';
