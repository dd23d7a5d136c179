/**
 * The dashboard's tabs (spec section 2: Orders, Downloads, Account details, Wishlist), and Gift
 * cards when the backend has the gift card plugin.
 */
export const DASHBOARD_TABS = ['orders', 'downloads', 'details', 'wishlist', 'gift-cards'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The plugin features that add a tab of their own. */
export interface DashboardFeatures {
  giftCards: boolean;
}

/** The tabs this backend offers, in order: a plugin's tab only when the plugin is there. */
export function dashboardTabs(features: DashboardFeatures): readonly DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => tab !== 'gift-cards' || features.giftCards);
}

const QUERY_VALUES: Record<string, DashboardTab> = {
  orders: 'orders',
  downloads: 'downloads',
  details: 'details',
  'edit-account': 'details',
  account: 'details',
  wishlist: 'wishlist',
  'gift-cards': 'gift-cards',
};

/** The tab a `?tab=` value asks for among `tabs`; the orders tab otherwise. */
export function tabFromQuery(value: string | null | undefined, tabs: readonly DashboardTab[]): DashboardTab {
  const asked = value ? QUERY_VALUES[value.toLowerCase()] : undefined;
  return asked && tabs.includes(asked) ? asked : 'orders';
}

/** The tab a keyboard key moves to among `tabs` (WAI-ARIA tabs: arrows wrap, Home and End). */
export function tabForKey(
  current: DashboardTab,
  key: string,
  tabs: readonly DashboardTab[],
): DashboardTab | null {
  const index = tabs.indexOf(current);
  const count = tabs.length;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return tabs[(index + 1) % count] ?? null;
    case 'ArrowLeft':
    case 'ArrowUp':
      return tabs[(index - 1 + count) % count] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[count - 1] ?? null;
    default:
      return null;
  }
}

/** The URL of a tab on /my-account (orders is the default, without a query). */
export function tabHref(tab: DashboardTab): string {
  return tab === 'orders' ? '/my-account' : `/my-account?tab=${tab}`;
}
