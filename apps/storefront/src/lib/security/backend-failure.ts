import { CommerceError } from '@/lib/commerce/client';

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

type Log = (line: string) => void;

/** Writes the failure with its detail as one JSON line in the server log; answers a 502 without internals. */
export function backendFailureResponse(
  operationName: string,
  error: unknown,
  log: Log = (line) => console.error(line),
): Response {
  const unreachable = error instanceof CommerceError && error.code === 'UNREACHABLE';
  log(
    JSON.stringify({
      level: 'error',
      time: new Date().toISOString(),
      msg: 'Same-origin shop call failed',
      operationName,
      code: error instanceof CommerceError ? error.code : 'UNEXPECTED',
      error: error instanceof Error ? error.message : String(error),
      cause: error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined,
    }),
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
