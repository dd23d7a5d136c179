/** The shopper's account as the storefront's components see it (mapped in map-account.ts). */

export interface Address {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email: string;
  phone: string;
}

/** The signed-in user (spec: Viewer). */
export interface Viewer {
  databaseId: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  avatarUrl: string | null;
}

/** The WooCommerce customer of the session (spec: Customer); a guest has databaseId 0 or null. */
export interface Customer {
  id: string;
  databaseId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  isPayingCustomer: boolean;
  billing: Address;
  shipping: Address;
}

/** An external sign-in provider (spec: LoginClient), enabled and with its authorization URL. */
export interface LoginClient {
  name: string;
  provider: string;
  authorizationUrl: string;
}

/** Who the shopper is, read with the cart (getCart). */
export interface AccountState {
  viewer: Viewer | null;
  customer: Customer | null;
  loginClients: LoginClient[];
}

export interface OrderSummary {
  databaseId: number;
  orderNumber: string;
  date: string | null;
  status: string;
  /** In integer cents. */
  total: number;
}

export interface Download {
  id: string;
  name: string;
  productName: string;
  productSlug: string | null;
  /** Where the shopper downloads it: this storefront's proxy for the embedded backend, else the backend's URL. */
  href: string | null;
  /** Null: unlimited. */
  downloadsRemaining: number | null;
  /** Null: never expires. */
  accessExpires: string | null;
}
