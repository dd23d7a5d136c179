/**
 * Fields a stock WooGraphQL site lacks, served by this store's WordPress plugins. Each needs a
 * reason; anything else that fails against the real schema fails this test. (The reference site
 * also runs WooNuxt Settings, so its fields pass here; a stock site lacks them too.) The
 * operations that use any of these belong to an optional feature (plugin-features.ts) and are sent
 * only to a backend that has it.
 */
export const PLUGIN_FIELDS: Record<string, string> = {
  'RootQuery.bannerSettings': 'announcement banner plugin (spec: getBannerSettings)',
  'RootQuery.siteSettings': 'site identity for SEO (spec: site settings)',
  'RootQuery.storeSettings': 'storefront behaviour switches (spec section 1)',
  'Product.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'SimpleProduct.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'VariableProduct.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'ExternalProduct.customTabs': 'custom product tabs plugin (spec: getProductCustomTabs)',
  'Product.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'SimpleProduct.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'VariableProduct.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'ExternalProduct.faqs': 'product FAQ plugin (spec: getProductFaqs)',
  'Product.warranty': 'warranty plugin (spec: getProductWarranty)',
  'SimpleProduct.warranty': 'warranty plugin (spec: getProductWarranty)',
  'VariableProduct.warranty': 'warranty plugin (spec: getProductWarranty)',
  'ExternalProduct.warranty': 'warranty plugin (spec: getProductWarranty)',
  'Product.crossSellOf': 'product links: the products a part fits (those cross-selling it)',
  'SimpleProduct.crossSellOf': 'product links: the products a part fits (those cross-selling it)',
  'VariableProduct.crossSellOf': 'product links: the products a part fits (those cross-selling it)',
  'ExternalProduct.crossSellOf': 'product links: the products a part fits (those cross-selling it)',
  'Product.documents': 'compliance documents plugin: certificates, declarations, data sheets, instructions',
  'SimpleProduct.documents':
    'compliance documents plugin: certificates, declarations, data sheets, instructions',
  'VariableProduct.documents':
    'compliance documents plugin: certificates, declarations, data sheets, instructions',
  'ExternalProduct.documents':
    'compliance documents plugin: certificates, declarations, data sheets, instructions',
  'Product.packaging': 'pack sizes plugin: units per box and the quantity step',
  'SimpleProduct.packaging': 'pack sizes plugin: units per box and the quantity step',
  'VariableProduct.packaging': 'pack sizes plugin: units per box and the quantity step',
  'ExternalProduct.packaging': 'pack sizes plugin: units per box and the quantity step',
  'Product.quantityTiers': 'box and case pricing plugin: unit prices by quantity',
  'SimpleProduct.quantityTiers': 'box and case pricing plugin: unit prices by quantity',
  'VariableProduct.quantityTiers': 'box and case pricing plugin: unit prices by quantity',
  'ExternalProduct.quantityTiers': 'box and case pricing plugin: unit prices by quantity',
  'ProductVariation.quantityTiers': 'box and case pricing plugin: unit prices by quantity',
  'SimpleProductVariation.quantityTiers': 'box and case pricing plugin: unit prices by quantity',
  'CartItem.quantityTier': 'box and case pricing plugin: the tier a cart line reached and its saving',
  'SimpleCartItem.quantityTier': 'box and case pricing plugin: the tier a cart line reached and its saving',
  'Product.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'SimpleProduct.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'VariableProduct.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'ExternalProduct.seo': 'Yoast SEO for WPGraphQL (spec: getProductSEO)',
  'Post.seo': 'Yoast SEO for WPGraphQL (blog posts)',
  'RootMutation.submitContactForm': 'contact-form plugin: stores the contact page form (spec: contact)',
  'Customer.wishlistProductIds': "wishlist plugin: the customer's saved product ids (spec: wishlist)",
  'RootMutation.addToWishlist': 'wishlist plugin: saves products, and merges the browser list on login',
  'RootMutation.removeFromWishlist': "wishlist plugin: removes products from the customer's wishlist",
  'Cart.appliedGiftCards': 'gift cards plugin: cards applied through the coupon field and what each pays',
  'RootQuery.giftCardBalance': "gift cards plugin: a card's balance for anyone holding its code",
  'Customer.purchasedGiftCards': 'gift cards plugin: the cards the signed-in customer bought',
  'Customer.receivedGiftCards': "gift cards plugin: the cards sent to the signed-in customer's email",
  'Order.giftCardPayments': 'gift cards plugin: what each card paid of the order',
  'RootMutation.subscribeToNewsletter':
    'newsletter plugin: signs an address up, pending until the mailed link confirms it (double opt-in)',
  'RootMutation.confirmNewsletterSubscription':
    "newsletter plugin: confirms a sign-up with the mailed link's token",
  'RootMutation.unsubscribeFromNewsletter':
    "newsletter plugin: unsubscribes with any newsletter mail's link, without signing in",
  'RootMutation.subscribeToStockAlert':
    'stock alerts plugin: asks for one email when an out-of-stock item is back, pending until the mailed link confirms it',
  'RootMutation.confirmStockAlert': "stock alerts plugin: confirms an alert with the mailed link's token",
  'RootMutation.unsubscribeFromStockAlert':
    "stock alerts plugin: cancels an alert with any of its mails' link, without signing in",
  'PaymentGateway.instructions':
    "payment instructions plugin: an offline gateway's instructions (WooCommerce's Instructions setting)",
  'PaymentGateway.bankAccounts':
    "payment instructions plugin: the bank transfer gateway's account details, as WooCommerce's order-received page lists them",
  'UpdateCustomerInput.currentPassword':
    'accounts plugin: the current password, asked for to change the password or the email',
};
