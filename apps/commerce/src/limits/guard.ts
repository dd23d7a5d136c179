/**
 * Which buckets a GraphQL request draws from, read from the operation before anything runs: every
 * guarded root field counts, also when repeated under aliases or hidden in fragments, so one
 * request with 50 aliased logins costs 50 attempts. Account buckets are keyed by the username or
 * email the field names.
 */
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getArgumentValues,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { accountSubject, type Hit } from './limiter.ts';
import type { RuleName } from './rules.ts';

type AccountOf = (input: Record<string, unknown>) => unknown;

interface FieldRule {
  address: RuleName;
  account?: { rule: RuleName; of: AccountOf };
  /** Only calls whose input passes count (an account update counts when it carries a password). */
  when?: (input: Record<string, unknown>) => boolean;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const carriesPassword = (input: Record<string, unknown>) =>
  ['password', 'currentPassword'].some((name) => typeof input[name] === 'string' && input[name] !== '');

/**
 * The inbox an address delivers to: "name+anything@host" reaches name@host's inbox (plus
 * addressing, which Gmail, Outlook, Fastmail and most others honour), so its sign-ups count as one.
 */
export function inboxOf(email: unknown): unknown {
  if (typeof email !== 'string') return email;
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${email.slice(at)}` : email;
}

/** The guarded root mutations (WooGraphQL, Headless Login, the store's contact form, newsletter and stock alerts). */
export const GUARDED_FIELDS: Record<string, FieldRule> = {
  login: {
    address: 'login',
    account: { rule: 'loginAccount', of: (input) => record(input.credentials).username },
  },
  registerCustomer: { address: 'register' },
  sendPasswordResetEmail: {
    address: 'passwordReset',
    account: { rule: 'passwordResetAccount', of: (input) => input.username },
  },
  // The reset key in the email is unguessable; the address bucket stops anyone trying.
  resetUserPassword: { address: 'passwordReset' },
  writeReview: { address: 'review' },
  submitContactForm: { address: 'contact' },
  addToCart: { address: 'addToCart' },
  checkout: { address: 'checkout' },
  // A password change checks the current password: guessing it through the account form costs
  // sign-in attempts too. Address and profile updates without a password do not count.
  updateCustomer: { address: 'login', when: carriesPassword },
  updateUser: { address: 'login', when: carriesPassword },
  subscribeToNewsletter: {
    address: 'newsletter',
    account: { rule: 'newsletterEmail', of: (input) => inboxOf(input.email) },
  },
  confirmNewsletterSubscription: { address: 'newsletterLink' },
  unsubscribeFromNewsletter: { address: 'newsletterLink' },
  subscribeToStockAlert: {
    address: 'stockAlert',
    account: { rule: 'stockAlertEmail', of: (input) => inboxOf(input.email) },
  },
  // Alert links carry unguessable tokens as the newsletter's do: one bucket for both.
  confirmStockAlert: { address: 'newsletterLink' },
  unsubscribeFromStockAlert: { address: 'newsletterLink' },
};

function rootFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string>,
  into: FieldNode[],
): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      rootFields(selection.selectionSet, fragments, seen, into);
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      rootFields(fragment.selectionSet, fragments, seen, into);
    }
  }
  return into;
}

export function rateLimitHits(
  schema: GraphQLSchema,
  fragments: readonly FragmentDefinitionNode[],
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown>,
  address: string,
): Hit[] {
  const mutationType = schema.getMutationType();
  if (operation.operation !== 'mutation' || !mutationType) return [];
  const fields = rootFields(
    operation.selectionSet,
    new Map(fragments.map((fragment) => [fragment.name.value, fragment])),
    new Set(),
    [],
  );
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables);
  const variables = 'coerced' in coerced ? coerced.coerced : null;
  const hits: Hit[] = [];
  for (const field of fields) {
    const rule = GUARDED_FIELDS[field.name.value];
    const definition = mutationType.getFields()[field.name.value];
    if (!rule || !definition) continue;
    let input: Record<string, unknown> | null = null;
    try {
      input = variables ? record(getArgumentValues(definition, field, variables).input) : null;
    } catch {
      // Arguments that do not coerce fail the field anyway; the address bucket still counts it.
      input = null;
    }
    if (rule.when && !(input && rule.when(input))) continue;
    hits.push({ rule: rule.address, subject: address });
    if (!rule.account || !input) continue;
    const account = rule.account.of(input);
    if (typeof account === 'string' && account.trim() !== '') {
      hits.push({ rule: rule.account.rule, subject: accountSubject(account) });
    }
  }
  return hits;
}
