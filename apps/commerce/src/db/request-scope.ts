/**
 * The request a database statement is sent for: its deadline and a signal that fires when the
 * deadline passes or the client goes away. GraphQL queries run inside one (api/execution.ts)
 * so every statement their resolvers send, through loaders or straight, carries it to the pool
 * (gated-pool.ts) without each call site passing it on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  /** Aborted when the request's answer no longer needs the database. */
  signal: AbortSignal;
  /** performance.now() past which no statement of the request may run; Infinity for none. */
  deadline: number;
  /** The health probe: served before shoppers' statements (server.ts explains why). */
  priority?: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with its statements (and those of what it starts) in `scope`. */
export const runInScope = <T>(scope: RequestScope, work: () => T): T => scopes.run(scope, work);

export const currentScope = (): RequestScope | undefined => scopes.getStore();

/** A statement not sent because its request was over: nothing ran, nothing to undo. */
export class StatementDropped extends Error {
  readonly code = 'STATEMENT_DROPPED';
  constructor() {
    super('The request ended before this statement ran, so it was not sent.');
  }
}

/**
 * A scope whose statements may run for `timeoutMs` from now (PostgreSQL's statement_timeout)
 * and leave the line once `end` is called: the request's deadline passed or its client went away.
 */
export function requestScope(timeoutMs: number): RequestScope & { end(): void } {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    deadline: performance.now() + timeoutMs,
    end: () => controller.abort(),
  };
}
