/**
 * Persisted operations (COMMERCE_PERSISTED_OPERATIONS), on the wire of WPGraphQL Smart Cache's
 * saved documents with its grant mode "only allowed": a request names a saved document by
 * `queryId` (GET parameter or POST field), an ad-hoc `query` runs only when it is a saved one,
 * and anything else is refused in Smart Cache's words. The documents come from a manifest, one
 * JSON object mapping the lowercase hex SHA-256 of each document's exact text to that text (the
 * storefront's build writes it), checked at start-up.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GraphQLError } from 'graphql';

/** Saved documents by the SHA-256 of their text. */
export type PersistedOperations = ReadonlyMap<string, string>;

/** How long shared caches may keep a GET answer that depends on no session or sign-in. */
export const SHARED_MAX_AGE_SECONDS = 60;

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const SETTING = 'COMMERCE_PERSISTED_OPERATIONS';

/** Reads and checks the manifest; every problem stops start-up with a sentence naming the file. */
export function loadPersistedOperations(path: string): PersistedOperations {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `${SETTING}: cannot read "${path}" (${reason}). Point it at the persisted-operations manifest the storefront's build writes, or leave it unset to accept any query.`,
    );
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    manifest = null;
  }
  const shape = `${SETTING}: "${path}" must be a JSON object mapping the SHA-256 of each document (64 lowercase hex digits) to the document's text`;
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new Error(`${shape}.`);
  }
  const operations = new Map<string, string>();
  for (const [hash, document] of Object.entries(manifest)) {
    if (!/^[0-9a-f]{64}$/.test(hash) || typeof document !== 'string') {
      throw new Error(`${shape}; the entry "${hash.slice(0, 80)}" is not.`);
    }
    if (sha256(document) !== hash) {
      throw new Error(
        `${SETTING}: in "${path}" the document registered as ${hash} has the SHA-256 ${sha256(document)}: the manifest does not match its documents; build it again.`,
      );
    }
    operations.set(hash, document);
  }
  return operations;
}

/**
 * Smart Cache's sentences. An unknown id: its Document\Loader::by_query_id. An ad-hoc document
 * while only saved ones are allowed: its ValidationRules\AllowDenyQueryDocument. A `queryId` to a
 * site without saved documents: graphql-php's Helper, which has no persisted-query loader then.
 */
export const UNKNOWN_QUERY_ID = 'PersistedQueryNotFound';
export const ONLY_SAVED_QUERIES = 'Not Found. Only pre-defined queries are allowed.';
export const NO_SAVED_QUERIES = 'Persisted queries are not supported by this server';

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/**
 * The request's fields with the query it may run: the saved document its `queryId` names, or its
 * own `query` when that is a saved one. Without saved documents (`operations` null) a `queryId`
 * alone is refused and everything else is left as sent.
 */
export function resolveSavedQuery(
  raw: Record<string, unknown>,
  operations: PersistedOperations | null,
): Record<string, unknown> {
  const queryId = typeof raw.queryId === 'string' && raw.queryId !== '' ? raw.queryId : null;
  const query = typeof raw.query === 'string' && raw.query.trim() !== '' ? raw.query : null;
  if (!operations) {
    if (queryId && !query) throw refusal(NO_SAVED_QUERIES, 'PERSISTED_QUERY_NOT_SUPPORTED');
    return raw;
  }
  if (queryId) {
    const saved = operations.get(queryId);
    if (saved === undefined) throw refusal(UNKNOWN_QUERY_ID, 'PERSISTED_QUERY_NOT_FOUND');
    // Smart Cache would save a query sent with an id; here the saved documents are fixed.
    if (query !== null && query !== saved) throw refusal(ONLY_SAVED_QUERIES, 'PERSISTED_QUERY_ONLY');
    return { ...raw, query: saved };
  }
  if (query !== null && !operations.has(sha256(query))) {
    throw refusal(ONLY_SAVED_QUERIES, 'PERSISTED_QUERY_ONLY');
  }
  return raw;
}
