/**
 * PGlite snapshots (Database.snapshot, openDatabase's `loadFrom`), which every test store starts
 * from (testing/store-templates.ts): a copy holds what was written before the snapshot and nothing
 * after, and copies of one snapshot never see each other's writes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from './client.ts';

const folder = mkdtempSync(join(tmpdir(), 'pglite-snapshot-'));
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  rmSync(folder, { recursive: true, force: true });
});

async function open(loadFrom?: string): Promise<Database> {
  const database = await openDatabase({ dataDir: IN_MEMORY, ...(loadFrom ? { loadFrom } : {}) });
  opened.push(database);
  return database;
}

const notes = async (database: Database) =>
  (await database.pool.query<{ text: string }>('select text from notes order by text')).rows.map(
    (row) => row.text,
  );

describe('PGlite snapshots', () => {
  it('start a database as it was when the snapshot was taken, each copy on its own', async () => {
    const source = await open();
    await source.pool.query('create table notes (text text not null)');
    await source.pool.query("insert into notes values ('before')");
    const snapshot = join(folder, 'notes.tar');
    await source.snapshot?.(snapshot);
    await source.pool.query("insert into notes values ('after')");

    const [first, second] = [await open(snapshot), await open(snapshot)];
    expect(await notes(first)).toEqual(['before']);
    await first.pool.query("insert into notes values ('first')");
    expect(await notes(first)).toEqual(['before', 'first']);
    expect(await notes(second)).toEqual(['before']);
    expect(await notes(source)).toEqual(['after', 'before']);
  });

  it('are for in-memory databases only: a data directory keeps its own files', async () => {
    await expect(
      openDatabase({ dataDir: join(folder, 'data'), loadFrom: join(folder, 'notes.tar') }),
    ).rejects.toThrow('Only an in-memory database starts from a snapshot.');
  });
});
