/**
 * WPGraphQL core's `allSettings`, and the WooNuxt Settings plugin's User fields.
 */
import type { RootQueryResolvers, UserResolvers } from '../graphql/generated/resolvers-types.ts';

/**
 * WordPress options behind WPGraphQL's Settings type (register_setting in WordPress core):
 * the site's own from the store options, the rest WordPress's defaults, which this store keeps.
 */
export const settingsQueryResolvers: RootQueryResolvers = {
  allSettings: async (_root, _args, context) => {
    const { site } = await context.options();
    return {
      generalSettingsTitle: site.siteName,
      generalSettingsDescription: site.shortDescription,
      generalSettingsUrl: site.baseUrl,
      generalSettingsLanguage: 'en_US',
      generalSettingsTimezone: 'UTC',
      generalSettingsDateFormat: 'F j, Y',
      generalSettingsTimeFormat: 'g:i a',
      generalSettingsStartOfWeek: 1,
      readingSettingsPostsPerPage: 10,
    };
  },
};

/**
 * WooNuxt Settings' User fields (includes/graphql/stripe.php) read the Stripe customer mapped to
 * the user and their saved cards from WooCommerce payment tokens. This backend keeps no Stripe
 * customers or saved cards, so a user has none: null and an empty list, as the plugin answers
 * for a user without them.
 */
export const userStripeResolvers: UserResolvers = {
  stripeCustomerId: () => null,
  savedPaymentMethods: () => [],
};
