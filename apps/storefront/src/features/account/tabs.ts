/** The dashboard's tabs (spec section 2: Orders, Downloads, Account details, Wishlist). */
export const DASHBOARD_TABS = ['orders', 'downloads', 'details', 'wishlist'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const QUERY_VALUES: Record<string, DashboardTab> = {
  orders: 'orders',
  downloads: 'downloads',
  details: 'details',
  'edit-account': 'details',
  account: 'details',
  wishlist: 'wishlist',
};

/** The tab a `?tab=` value asks for; the orders tab otherwise. */
export function tabFromQuery(value: string | null | undefined): DashboardTab {
  return (value && QUERY_VALUES[value.toLowerCase()]) || 'orders';
}

/** The tab a keyboard key moves to (WAI-ARIA tabs: arrows wrap, Home and End). */
export function tabForKey(current: DashboardTab, key: string): DashboardTab | null {
  const index = DASHBOARD_TABS.indexOf(current);
  const count = DASHBOARD_TABS.length;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return DASHBOARD_TABS[(index + 1) % count] ?? null;
    case 'ArrowLeft':
    case 'ArrowUp':
      return DASHBOARD_TABS[(index - 1 + count) % count] ?? null;
    case 'Home':
      return DASHBOARD_TABS[0];
    case 'End':
      return DASHBOARD_TABS[count - 1] ?? null;
    default:
      return null;
  }
}

/** The URL of a tab on /my-account (orders is the default, without a query). */
export function tabHref(tab: DashboardTab): string {
  return tab === 'orders' ? '/my-account' : `/my-account?tab=${tab}`;
}
