import { readFileSync } from 'node:fs';

/**
 * What the shop's browser code posts to its same-origin /api/graphql route: a registered
 * operation's id (the SHA-256 of its text in the storefront's registry,
 * apps/storefront/src/graphql/generated/persisted-operations.json) and its variables, nothing
 * else. Tests that call the route, or watch the page call it, speak the same way.
 */
const registry = JSON.parse(
  readFileSync(
    new URL('../../apps/storefront/src/graphql/generated/persisted-operations.json', import.meta.url),
    'utf8',
  ),
) as Record<string, string>;

const nameOf = (text: string | undefined) =>
  text ? /^(?:query|mutation)\s+(\w+)/.exec(text)?.[1] : undefined;

/** The registered id of the operation named `name` (getCart, login, …). */
export function operationId(name: string): string {
  const entry = Object.entries(registry).find(([, text]) => nameOf(text) === name);
  if (!entry) throw new Error(`No registered operation is named ${name}`);
  return entry[0];
}

/** The JSON body the browser posts to run `name` through the route. */
export function routeCall(name: string, variables: Record<string, unknown> = {}) {
  return { id: operationId(name), variables };
}

/** The name of the operation a posted body runs, or null for anything else. */
export function routeOperationName(body: unknown): string | null {
  const id = (body as { id?: unknown } | null)?.id;
  return (typeof id === 'string' && nameOf(registry[id])) || null;
}
