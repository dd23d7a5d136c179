/**
 * The reasons addCartItems gives for an item it could not add, worded as WooCommerce's own notices
 * (WooGraphQL passes them on as they are, HTML and entities included). Recorded from a real site
 * (real-site/quick-order.json): an unknown product, too many for the stock with none or some in
 * the cart, and a variable product without its options. Any other refusal gives this shop's
 * sentence.
 */

import type { UserInputError } from '../lib/errors.ts';
import { escapeHtml } from '../lib/html.ts';

export interface NoticeContext {
  /** The site's address, which WooCommerce's links in notices start with. */
  siteUrl: string;
  /** The refused product's slug, for the notice that links its page. */
  productSlug: string | null;
}

export function cartItemNotice(refusal: UserInputError, { siteUrl, productSlug }: NoticeContext): string {
  const params = (refusal.extensions.params ?? {}) as Record<string, string | number | undefined>;
  const name = escapeHtml(String(params.product ?? ''));
  switch (refusal.extensions.code) {
    case 'PRODUCT_NOT_FOUND':
      return 'No product found matching the ID provided';
    case 'NOT_ENOUGH_STOCK':
      return Number(params.inCart ?? 0) === 0
        ? `You cannot add that amount of &quot;${name}&quot; to the cart because there is not enough stock (${params.stock} remaining).`
        : `You cannot add that amount to the cart &mdash; we have ${params.stock} in stock and you already have ${params.inCart} in your cart. <a href="${siteUrl}/cart/" class="button wc-forward wp-element-button">View cart</a>`;
    case 'PRODUCT_OPTIONS_REQUIRED':
      return productSlug
        ? `Please choose product options by visiting <a href="${siteUrl}/product/${productSlug}/" title="${name}">${name}</a>.`
        : refusal.message;
    default:
      return refusal.message;
  }
}
