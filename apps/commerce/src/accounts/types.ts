/** The values account resolvers take as parents. */
import type { GuestCustomerView } from '../cart/addresses.ts';
import type { AccountSource } from './customers.ts';
import type { LoginClientConfig } from './providers/login-clients-config.ts';

/** A Customer: a registered account, or a guest's session addresses. */
export type CustomerSource = AccountSource | GuestCustomerView;

/** A User: a registered account, or a blog post's author known by name only. */
export type UserSource = AccountSource | { name: string };

/** An external sign-in provider, with its place in the configured list. */
export interface LoginClientSource {
  client: LoginClientConfig;
  order: number;
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  CustomerSource: CustomerSource;
  UserSource: UserSource;
  LoginClientSource: LoginClientSource;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
