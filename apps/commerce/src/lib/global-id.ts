/**
 * Relay global ids as WPGraphQL makes them: base64 of "<kind>:<databaseId>", where products,
 * variations, posts and media are all "post" and every taxonomy's terms are "term".
 */
export type GlobalIdKind =
  | 'post'
  | 'term'
  | 'comment'
  | 'user'
  | 'product_attribute'
  | 'cart_item'
  | 'customer'
  | 'order'
  | 'order_item'
  | 'shipping_method'
  | 'user_role';

export const toGlobalId = (kind: GlobalIdKind, id: number | string): string =>
  Buffer.from(`${kind}:${id}`).toString('base64');

export function fromGlobalId(globalId: string): { kind: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || Buffer.from(decoded).toString('base64') !== globalId) return null;
  return { kind: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}
