/**
 * Reads a GraphQL request as WPGraphQL does: POST with a JSON body {query, variables,
 * operationName} whatever its content type, or GET with the same as query parameters. Anything
 * else is answered 400 with a sentence saying what is wrong, before any GraphQL work starts.
 */
import {
  asStoreLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAMETER,
  type StoreLanguage,
} from '@ppe/shop-rules/languages';
import { nestedDeeperThan, TOO_DEEP_MESSAGE } from '@ppe/shop-rules/nesting';
import { GraphQLError } from 'graphql';

export interface RequestParams {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** A request that cannot be read: answered with `status` and the message, nothing else runs. */
export function requestError(
  message: string,
  status = 400,
  headers?: Record<string, string>,
  code?: string,
): GraphQLError {
  // `http` tells graphql-yoga the status and headers; it is left out of the answer.
  const http = { status, ...(headers ? { headers } : {}) };
  return new GraphQLError(message, { extensions: { ...(code ? { code } : {}), http } });
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw requestError(`The ${what} is not valid JSON.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of the request as sent, before the query is looked at. */
export async function readRawParams(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') {
    const search = new URL(request.url, 'http://localhost').searchParams;
    const variables = search.get('variables');
    return {
      query: search.get('query'),
      queryId: search.get('queryId'),
      operationName: search.get('operationName'),
      variables: variables ? parseJson(variables, 'variables parameter') : undefined,
    };
  }
  // The body's size is capped while it streams in (yoga's maxRequestBodySize answers 413).
  const body = parseJson(await request.text(), 'request body');
  if (!isObject(body)) throw requestError('The request body must be a JSON object with a "query".');
  return body;
}

/** The query, variables and operation name of the raw fields, or a 400 naming what is wrong. */
export function toRequestParams(raw: Record<string, unknown>): RequestParams {
  if (typeof raw.query !== 'string' || raw.query.trim() === '') {
    throw requestError('The request has no GraphQL "query".');
  }
  const variables = raw.variables ?? {};
  if (!isObject(variables)) throw requestError('"variables" must be a JSON object.');
  // Refused here, before code that walks values by recursion (JSON.stringify, a logger) meets them.
  if (nestedDeeperThan(variables)) throw requestError(TOO_DEEP_MESSAGE);
  const operationName =
    typeof raw.operationName === 'string' && raw.operationName ? raw.operationName : undefined;
  return { query: raw.query, variables, ...(operationName ? { operationName } : {}) };
}

/**
 * The content language a request names with `?lang=` on the endpoint URL, on GET and POST alike
 * (WPML's "language as a parameter", Polylang's `lang` query variable). An unknown code is
 * ignored, as WPML ignores it: the store's own language, English.
 */
export function requestLanguage(url: string | undefined): StoreLanguage {
  const value = new URL(url ?? '/', 'http://localhost').searchParams.get(LANGUAGE_PARAMETER);
  return asStoreLanguage(value) ?? DEFAULT_LANGUAGE;
}
