import { UserInputError } from './errors.ts';

/**
 * Opaque connection cursors. Inside is the position to continue from (for lists sorted in
 * the database, the sort key values and the id, so the next page is a keyset seek rather
 * than an OFFSET scan). Clients must treat them as opaque strings.
 */
export const encodeCursor = (position: readonly unknown[]): string =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

export function decodeCursor(cursor: string, argumentName: string): unknown[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value)) return value;
  } catch {
    // fall through to the error below
  }
  throw new UserInputError(`The "${argumentName}" cursor is not valid. Use a cursor returned by this list.`);
}
