/**
 * The database of a one-off command (order:mark-paid, account:shop-manager). On DATABASE_URL it
 * opens beside the running shop. The embedded PGlite directory admits one process at a time
 * (data-dir-lock.ts): while the shop runs on it the command prints what to do instead and exits 1,
 * rather than waiting or touching the files.
 */
import { type Database, type DatabaseTarget, openDatabase } from './client.ts';
import { DataDirectoryInUseError } from './data-dir-lock.ts';

export async function openCommandDatabase(
  target: DatabaseTarget,
  whenInUse: (dataDir: string) => string,
): Promise<Database> {
  try {
    return await openDatabase(target);
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    console.error(whenInUse(error.dataDir));
    process.exit(1);
  }
}
