/**
 * What a stock WordPress + WPGraphQL + WooGraphQL + Headless Login site does to an answer that
 * this backend does otherwise (COMMERCE_PROFILE=stock), checked against answers recorded from
 * one (conformance/real-site):
 *   - the session token travels only when WooGraphQL issues one (session.ts tokenIssued), or
 *     when a signed-in request brought a session, which WooGraphQL moves onto the customer;
 *   - an auth token Headless Login cannot accept leaves the request a guest's, answered 403
 *     with the data and no error (TokenManager::validate_token sets the status);
 *   - errors are message, locations and path: no `extensions` (GRAPHQL_DEBUG off), and what
 *     WPGraphQL does not show a client reads "Internal server error".
 */
import type { IncomingMessage } from 'node:http';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { INTERNAL_SERVER_ERROR } from '../lib/errors.ts';
import { SESSION_HEADER } from '../sessions/session.ts';
import type { Context } from './context.ts';

/** graphql-php's sentence for an error that is not safe to show a client. */
export const STOCK_INTERNAL_ERROR = INTERNAL_SERVER_ERROR;

/** Whether a stock site sends the `woocommerce-session` header with this answer. */
export async function stockSendsSessionToken(context: Context, request: IncomingMessage): Promise<boolean> {
  if (context.session.tokenIssued()) return true;
  // QL_Session_Handler::init_session_token moves a signed-in request's session onto the customer
  // and issues its token again (the id it compares against is a string, the token's a number).
  return Boolean(request.headers[SESSION_HEADER]) && (await context.auth.customerId()) !== null;
}

/** The HTTP status a stock site answers with: Headless Login's 403, or one a field asked for. */
export async function stockAnswerStatus(context: Context): Promise<number | null> {
  if (await context.auth.rejectedToken()) return 403;
  return context.answerStatus;
}

/** The error as WPGraphQL writes it without debug: message, locations, path. */
const bareError = (error: GraphQLError) => ({
  message: error.message,
  ...(error.locations ? { locations: error.locations } : {}),
  ...(error.path ? { path: error.path } : {}),
});

/**
 * The answer as a stock site writes it: its errors without extensions. `status` (when set) is
 * carried as graphql-yoga reads it (extensions.http, never written out).
 */
export function stockAnswer(answer: ExecutionResult, status: number | null = null): ExecutionResult {
  const withStatus = status ? { ...answer, extensions: { ...answer.extensions, http: { status } } } : answer;
  if (!answer.errors?.length) return withStatus;
  return {
    ...withStatus,
    stringify: (written: ExecutionResult) =>
      JSON.stringify({ ...written, errors: written.errors?.map(bareError) }),
  } as ExecutionResult;
}
