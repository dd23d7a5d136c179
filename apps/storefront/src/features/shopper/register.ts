/**
 * Creating an account (spec: registerCustomer) as WooGraphQL 1.0 does it: the new customer is
 * signed in, and the answer carries auth tokens, only when the input asks with `authenticate: true`.
 */

export interface NewCustomer {
  email: string;
  password: string;
  username?: string;
}

/** The registerCustomer variables: always asking to be signed in at once. */
export function registerVariables(customer: NewCustomer): { input: Record<string, unknown> } {
  const username = customer.username?.trim();
  return {
    input: {
      email: customer.email.trim(),
      password: customer.password,
      ...(username ? { username } : {}),
      authenticate: true,
    },
  };
}

/**
 * Whether the account exists after the answer. A refused registration (email taken, weak
 * password) answers no payload; a payload means the account was made, even when messages come
 * with it (a backend that signed nobody in fails on the viewer's fields and says so).
 */
export function accountCreated(data: { registerCustomer?: unknown } | null): boolean {
  return typeof data?.registerCustomer === 'object' && data.registerCustomer !== null;
}
