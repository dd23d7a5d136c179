/**
 * A `pg` pool whose waiting line knows whose statement waits. Statements sent inside a request
 * scope (request-scope.ts) leave the line the moment their request is over (deadline passed,
 * client gone), instead of running later for nobody: on PGlite's single connection one slow
 * request once queued ten seconds of other shoppers' work behind it, and that work still ran
 * after every answer had been given up. On PostgreSQL each statement also carries the time its
 * request has left as `statement_timeout`, so the server stops it at the deadline. The health
 * probe's statements go to the front of the line.
 *
 * Events: 'dropped' (statement text) for a statement that left the line unsent, 'sent' (text)
 * for one handed to a connection; tests observe these instead of timing anything.
 */
import pg from 'pg';
import { currentScope, type RequestScope, runInScope, StatementDropped } from './request-scope.ts';

const PROBE_SCOPE: RequestScope = {
  signal: new AbortController().signal,
  deadline: Number.POSITIVE_INFINITY,
  priority: true,
};

interface Waiter {
  scope: RequestScope | undefined;
  admit: () => void;
  refuse: (error: Error) => void;
}

type QueryConfig = string | { text: string };
const textOf = (config: QueryConfig) => (typeof config === 'string' ? config : config.text);

/** A PostgreSQL connection's statement_timeout as last set by this pool (0: none). */
const timeouts = new WeakMap<pg.PoolClient, number>();

export class GatedPool extends pg.Pool {
  private active = 0;
  private readonly line: Waiter[] = [];
  private readonly slots: number;

  constructor(
    config: pg.PoolConfig,
    /** Whether statement_timeout is set per statement (PostgreSQL; PGlite has no timer for it). */
    private readonly statementTimeouts: boolean,
  ) {
    super(config);
    this.slots = config.max ?? 10;
  }

  /** Statements waiting for a connection. */
  get waiting(): number {
    return this.line.length;
  }

  /** A connection once the line reaches the caller, or a refusal once its request is over. */
  private admit(scope: RequestScope | undefined, text: string): Promise<void> {
    if (scope?.signal.aborted) return Promise.reject(this.dropped(text));
    if (this.active < this.slots) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((admit, refuse) => {
      const waiter: Waiter = { scope, admit, refuse };
      if (scope?.priority) this.line.unshift(waiter);
      else this.line.push(waiter);
      scope?.signal.addEventListener(
        'abort',
        () => {
          const index = this.line.indexOf(waiter);
          if (index < 0) return;
          this.line.splice(index, 1);
          refuse(this.dropped(text));
        },
        { once: true },
      );
    });
  }

  private dropped(text: string): StatementDropped {
    this.emit('dropped', text);
    return new StatementDropped();
  }

  /** Hands the freed slot to the next waiter still wanted. */
  private leave(): void {
    const next = this.line.shift();
    if (next) next.admit();
    else this.active--;
  }

  /** A connection of the underlying pool once the line admits the caller; its slot is given back if none comes. */
  private async admitted(scope: RequestScope | undefined, text: string): Promise<pg.PoolClient> {
    await this.admit(scope, text);
    try {
      return await super.connect();
    } catch (error) {
      this.leave();
      throw error;
    }
  }

  /** Only the promise form: drizzle awaits it for a transaction. */
  override async connect(): Promise<pg.PoolClient> {
    const scope = currentScope();
    const client = await this.admitted(scope, 'connect');
    // A transaction (drizzle takes a connection for it) keeps the connection's time limit.
    try {
      if (this.statementTimeouts) await this.limitTime(client, scope);
    } catch (error) {
      client.release();
      this.leave();
      throw error;
    }
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      client.release = release;
      release.call(client, error);
      this.leave();
    };
    return client;
  }

  // @ts-expect-error pg's overloads (callbacks, streams) are not used here: drizzle awaits the promise.
  override query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.statement(config, values);
  }

  /**
   * `select 1` ahead of every waiting statement (health-probe.ts). Not through `query`, so what
   * counts a request's statements there (tests) does not count the probe.
   */
  async probe(): Promise<void> {
    await runInScope(PROBE_SCOPE, () => this.statement('select 1'));
  }

  private async statement(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const scope = currentScope();
    const text = textOf(config);
    const client = await this.admitted(scope, text);
    try {
      if (scope?.signal.aborted) throw this.dropped(text);
      if (this.statementTimeouts) await this.limitTime(client, scope);
      this.emit('sent', text);
      return await client.query(config as string, values);
    } finally {
      client.release();
      this.leave();
    }
  }

  /** The request's time left as the connection's statement_timeout; none outside a request. */
  private async limitTime(client: pg.PoolClient, scope: RequestScope | undefined): Promise<void> {
    const left = scope && Number.isFinite(scope.deadline) ? scope.deadline - performance.now() : 0;
    if (scope && Number.isFinite(scope.deadline) && left <= 0) throw this.dropped('statement_timeout');
    // In steps of 500 ms, so a request's statements mostly share one setting: the deadline is
    // kept within half a second, and the client was answered at it anyway (budget.ts).
    const wanted = Math.max(0, Math.ceil(left / 500) * 500);
    if ((timeouts.get(client) ?? 0) === wanted) return;
    await client.query(`set statement_timeout = ${wanted}`);
    timeouts.set(client, wanted);
  }
}
