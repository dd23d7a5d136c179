/**
 * One writer per PGlite data directory. PGlite has no postmaster.pid of its own: two backends
 * opened on one directory both start, hand out the same order ids, and overwrite each other's
 * pages, losing orders already confirmed to shoppers. The first backend therefore owns the
 * directory through a lock file holding its pid; a second one is refused in words. A lock left
 * by a backend that died (SIGKILL, power loss) names a pid that no longer runs and is taken over.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'commerce.lock';

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another commerce backend (pid ${ownerPid}). ` +
        'Only one backend may write to a PGlite data directory: stop the other one, or give this one ' +
        'its own COMMERCE_DATA_DIR (several backends share a PostgreSQL server through DATABASE_URL). ' +
        `If no backend is running, delete ${join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** Whether a process with this pid runs (EPERM: it runs as another user). */
function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file; null when the file is gone or holds no pid. */
function ownerOf(path: string): number | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes the directory's lock or throws DataDirectoryInUseError; returns the release. The lock file
 * is written beside under a private name, then hard-linked into place: link() fails when the name
 * exists, so creating it is atomic and no reader ever sees a lock file without its pid.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  const draft = `${lockPath}.${process.pid}.new`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, lockPath);
        return () => {
          if (ownerOf(lockPath) === process.pid) unlinkSync(lockPath);
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = ownerOf(lockPath);
      if (owner !== null && running(owner)) throw new DataDirectoryInUseError(dataDir, owner);
      // Stale: moved aside by rename (atomic), then checked again, so that of two backends
      // recovering at once neither deletes a lock the other has just taken.
      const aside = `${lockPath}.${process.pid}.stale`;
      try {
        renameSync(lockPath, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = ownerOf(aside);
      if (moved !== null && running(moved)) {
        try {
          linkSync(aside, lockPath);
        } catch {
          // Someone else holds it now; either way the directory is taken.
        }
        unlinkSync(aside);
        throw new DataDirectoryInUseError(dataDir, moved);
      }
      unlinkSync(aside);
    }
    throw new Error(`Could not take the lock ${lockPath}: other backends keep taking it over.`);
  } finally {
    unlinkSync(draft);
  }
}
