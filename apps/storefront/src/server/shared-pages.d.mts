/** Types of shared-pages.mjs (plain JavaScript, run by the production server without a build). */
import type { SharedCache } from './shared-cache.mjs';
import type { StoredPage } from './stored-page.mjs';

export function createSharedPages(options: { shared: SharedCache; ttlMs: number; clearMemory: () => void }): {
  read(key: string): Promise<{ page: StoredPage; ttlMs: number } | undefined>;
  write(key: string, page: StoredPage): Promise<void>;
  clear(): Promise<void>;
};
