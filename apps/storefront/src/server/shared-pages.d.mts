/** Types of shared-pages.mjs (plain JavaScript, run by the production server without a build). */
import type { SharedCache } from './shared-cache.mjs';
import type { StoredPage } from './stored-page.mjs';

export function createSharedPages(options: {
  shared: SharedCache;
  freshMs: number;
  lifeMs: number;
  clearMemory: () => void;
}): {
  read(key: string): Promise<{ page: StoredPage; freshMs: number; lifeMs: number } | undefined>;
  write(key: string, page: StoredPage): Promise<void>;
  clear(): Promise<void>;
};
