import type { Logger } from 'pino';
import { CommerceError } from '@/lib/commerce/server/client';
import { serverLog } from '@/lib/log/server-log';

/**
 * What the browser is told when the backend fails a same-origin call. The storefront's own
 * messages name the backend's address ("The commerce backend at http://… is unreachable") to help
 * whoever runs the shop; that address, the cause and the stack are for the server log only: a
 * visitor learns nothing about the internal network from an answer.
 */
export const BACKEND_FAILURE_MESSAGES = {
  UNREACHABLE: 'The shop is temporarily unavailable. Please try again in a moment.',
  FAILED: 'The shop could not complete this request. Please try again in a moment.',
} as const;

/** Writes the failure with its detail as one JSON line in the server log; answers a 502 without internals. */
export function backendFailureResponse(
  operationName: string,
  error: unknown,
  log: Logger = serverLog,
): Response {
  const unreachable = error instanceof CommerceError && error.code === 'UNREACHABLE';
  log.error(
    {
      operationName,
      code: error instanceof CommerceError ? error.code : 'UNEXPECTED',
      error,
      cause: error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined,
    },
    'Same-origin shop call failed',
  );
  const code = unreachable ? 'BACKEND_UNREACHABLE' : 'BACKEND_FAILED';
  return Response.json(
    {
      data: null,
      errors: [
        {
          message: unreachable ? BACKEND_FAILURE_MESSAGES.UNREACHABLE : BACKEND_FAILURE_MESSAGES.FAILED,
          extensions: { code },
        },
      ],
    },
    { status: 502, headers: { 'cache-control': 'no-store' } },
  );
}
