/**
 * A query's statements leave the database's line unsent once its request is over (deadline
 * passed, client gone), and /health answers while every connection is held. The database is held
 * by transactions this test opens and closes itself, so what is observed is the pool's own
 * account of each statement ('sent', 'dropped'), never a duration. Runs on PGlite and, in the
 * PostgreSQL suite, on a server (every connection of its pool held).
 */
import type { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  // Short, so a held database outlasts it: the figure is not asserted, only what follows it.
  store = await startTestStore({ env: { COMMERCE_QUERY_TIMEOUT_MS: '300' } });
});
afterAll(() => store.close());

const LISTING = '{ products(first: 7) { nodes { name } } }';
const isListing = (text: string) => /from "products"/.test(text) && /limit \$\d+|limit 8/.test(text);

/** The pool as the gate it is (gated-pool.ts): its line and its events. */
const gate = () => store.database.pool as unknown as EventEmitter & { waiting: number };

/** Every connection of the pool taken, each inside a transaction, until `release` is called. */
async function holdDatabase() {
  const slots = (store.database.pool as unknown as { options: { max: number } }).options.max;
  const held = await Promise.all(Array.from({ length: slots }, () => store.database.pool.connect()));
  for (const client of held) await client.query('begin');
  return async () => {
    for (const client of held) {
      await client.query('rollback');
      client.release();
    }
  };
}

/** The statements the pool sends and drops while `work` runs. */
function watchStatements() {
  const sent: string[] = [];
  const dropped: string[] = [];
  const onSent = (text: string) => sent.push(text);
  const onDropped = (text: string) => dropped.push(text);
  gate().on('sent', onSent);
  gate().on('dropped', onDropped);
  return {
    sent,
    dropped,
    stop: () => {
      gate().off('sent', onSent);
      gate().off('dropped', onDropped);
    },
  };
}

/** The line moves again once released: a later statement runs, the dropped listing never did. */
async function expectLineMovesWithoutListing(watched: ReturnType<typeof watchStatements>) {
  await store.database.pool.query('select 1');
  watched.stop();
  expect(watched.sent).toContain('select 1');
  expect(watched.sent.filter(isListing)).toEqual([]);
}

describe('statements of a request that is over', () => {
  it('a timed-out query: answered at its deadline, and its queued statement never runs', async () => {
    const watched = watchStatements();
    const release = await holdDatabase();
    try {
      const answer = await store.graphql(LISTING);
      expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TIMEOUT');
      await vi.waitFor(() => expect(watched.dropped.filter(isListing)).toHaveLength(1));
    } finally {
      await release();
    }
    await expectLineMovesWithoutListing(watched);
  });

  it('a query whose client went away: its queued statement leaves the line unsent', async () => {
    const watched = watchStatements();
    const release = await holdDatabase();
    const client = new AbortController();
    try {
      const request = fetch(`${store.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LISTING }),
        signal: client.signal,
      }).catch((error: unknown) => error);
      await vi.waitFor(() => expect(gate().waiting).toBeGreaterThan(0));
      client.abort();
      await request;
      await vi.waitFor(() => expect(watched.dropped.filter(isListing)).toHaveLength(1));
    } finally {
      await release();
    }
    await expectLineMovesWithoutListing(watched);
  });

  it('/health answers ok while every connection is held, from the last probe', async () => {
    const release = await holdDatabase();
    try {
      const response = await fetch(`${store.url}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok' });
    } finally {
      await release();
    }
  });
});
