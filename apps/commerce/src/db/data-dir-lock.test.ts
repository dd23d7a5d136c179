/**
 * One writer per PGlite data directory: a second backend on the same directory is refused in
 * words and the first keeps serving and writing; a lock left by a dead backend is taken over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type BackendProcess, startBackendProcess } from '../testing/backend-process.ts';
import { openDatabase } from './client.ts';
import { DataDirectoryInUseError, LOCK_FILE_NAME } from './data-dir-lock.ts';
import { runMigrations } from './migrate.ts';

const root = mkdtempSync(join(tmpdir(), 'commerce-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const REGISTER = `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`;

async function post(url: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

describe('two backends on one PGlite directory', () => {
  it('refuses the second with a clear message while the first keeps serving and writing', async () => {
    const dataDir = join(root, 'shared');
    const env = { COMMERCE_DATA_DIR: dataDir, COMMERCE_SEED: 'none' };
    const first: BackendProcess = await startBackendProcess(env);
    try {
      const second = await startBackendProcess(env).then(
        async (started) => {
          await started.stop();
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(second).toContain(
        `The data directory ${dataDir} is in use by another commerce backend (pid ${first.child.pid})`,
      );
      expect(second).toContain('(code 1)');
      const written = await post(first.url, REGISTER, {
        input: { username: 'still-serving', email: 'still@example.com', password: 'a long passphrase 1' },
      });
      expect(written.errors).toBeUndefined();
      expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(first.child.pid));
    } finally {
      await first.stop();
    }
    // A graceful stop releases the directory, and what the first wrote is there.
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.pool.query<{ n: number }>(
        "select count(*)::int as n from customers where username = 'still-serving'",
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a second open in the same process too', async () => {
    const dataDir = join(root, 'same-process');
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirectoryInUseError);
      await runMigrations(first.db);
      const result = await first.db.execute(sql`select 1 as one`);
      expect(result.rows).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
    // Migrating a new PGlite database takes tens of seconds on a busy machine, as in the test above.
  }, 120_000);

  it('takes over the lock of a backend that died', async () => {
    const dataDir = join(root, 'stale');
    const first = await openDatabase({ dataDir });
    await first.close();
    // The pid of a process that has exited: what a SIGKILLed backend leaves behind.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, LOCK_FILE_NAME), `${dead}\n`);
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
