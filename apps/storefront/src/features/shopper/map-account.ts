import type {
  AccountAddressFragment,
  AccountCustomerFragment,
  AccountViewerFragment,
  GetDownloadsQuery,
  GetOrdersQuery,
} from '@/graphql/generated';
import { centsOrZero } from '@/lib/format/price';
import { safeUrl } from '@/lib/navigation/safe-url';
import type {
  AccountState,
  Address,
  Customer,
  Download,
  LoginClient,
  OrderSummary,
  Viewer,
} from './account-types';

/** Maps the backend's account shapes (WooGraphQL + Headless Login) to the storefront's own types. */

const str = (value: string | null | undefined) => value ?? '';

export function mapAddress(address: AccountAddressFragment | null | undefined): Address {
  return {
    firstName: str(address?.firstName),
    lastName: str(address?.lastName),
    company: str(address?.company),
    address1: str(address?.address1),
    address2: str(address?.address2),
    city: str(address?.city),
    state: str(address?.state),
    postcode: str(address?.postcode),
    country: str(address?.country),
    email: str(address?.email),
    phone: str(address?.phone),
  };
}

function mapViewer(viewer: AccountViewerFragment | null | undefined): Viewer | null {
  if (!viewer?.databaseId) return null;
  return {
    databaseId: viewer.databaseId,
    name: str(viewer.name),
    firstName: str(viewer.firstName),
    lastName: str(viewer.lastName),
    email: str(viewer.email),
    username: str(viewer.username ?? viewer.nicename),
    avatarUrl: viewer.avatar?.url ?? null,
  };
}

function mapCustomer(customer: AccountCustomerFragment | null | undefined): Customer | null {
  if (!customer) return null;
  return {
    id: customer.id,
    databaseId: customer.databaseId ?? null,
    email: str(customer.email),
    firstName: str(customer.firstName),
    lastName: str(customer.lastName),
    username: str(customer.username),
    isPayingCustomer: customer.isPayingCustomer === true,
    billing: mapAddress(customer.billing),
    shipping: mapAddress(customer.shipping),
  };
}

interface RawLoginClient {
  name?: string | null;
  provider?: string | null;
  isEnabled?: boolean | null;
  authorizationUrl?: string | null;
}

/** Enabled clients with a name and an authorization URL on http(s) (never a script URL). */
export function mapLoginClients(
  clients: ReadonlyArray<RawLoginClient | null> | null | undefined,
): LoginClient[] {
  return (clients ?? []).flatMap((client) => {
    if (!client?.name || !client.provider || client.isEnabled === false || !client.authorizationUrl)
      return [];
    // The provider's page is another site: only a web URL, never a script protocol (lib/navigation/safe-url).
    const safe = safeUrl(client.authorizationUrl, { allowExternal: true });
    if (!safe) return [];
    return [{ name: client.name, provider: client.provider, authorizationUrl: safe.href }];
  });
}

export function mapAccountState(data: {
  viewer?: AccountViewerFragment | null;
  customer?: AccountCustomerFragment | null;
  loginClients?: ReadonlyArray<RawLoginClient | null> | null;
}): AccountState {
  const viewer = mapViewer(data.viewer);
  return {
    viewer,
    // A guest's session customer is not an account: only a signed-in viewer has one.
    customer: viewer ? mapCustomer(data.customer) : null,
    loginClients: mapLoginClients(data.loginClients),
  };
}

export function mapOrders(data: GetOrdersQuery | null | undefined): OrderSummary[] {
  return (data?.customer?.orders?.nodes ?? []).flatMap((order) =>
    order?.databaseId
      ? [
          {
            databaseId: order.databaseId,
            orderNumber: str(order.orderNumber) || String(order.databaseId),
            date: order.date ?? null,
            status: str(order.status),
            total: centsOrZero(order.total),
          },
        ]
      : [],
  );
}

/**
 * The embedded backend serves downloads at `<backend>/download/<key>`: the storefront links its own
 * proxy (which attaches the sign-in cookie). Any other URL (a real WooCommerce) is linked as it is.
 */
export function downloadHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = url.match(/^(?:https?:\/\/[^/]+)?\/download\/([A-Za-z0-9_-]+)\/?$/);
  if (match?.[1]) return `/api/download/${match[1]}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

export function mapDownloads(data: GetDownloadsQuery | null | undefined): Download[] {
  return (data?.customer?.downloadableItems?.nodes ?? []).flatMap((item) =>
    item
      ? [
          {
            id: item.id,
            name: str(item.name),
            productName: str(item.product?.name),
            productSlug: item.product?.slug ?? null,
            href: downloadHref(item.url),
            downloadsRemaining: item.downloadsRemaining ?? null,
            accessExpires: item.accessExpires ?? null,
          },
        ]
      : [],
  );
}
