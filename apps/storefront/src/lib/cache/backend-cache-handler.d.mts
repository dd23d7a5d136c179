/** Types of backend-cache-handler.mjs (plain JavaScript, loaded by Next at runtime). */

export interface StoredEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: unknown;
}

import type { SharedCache } from '../../server/shared-cache.mjs';

/** This process's memory of entries and revalidations (one per process; tests make their own). */
export interface MemoryStore {
  readonly entries: Map<string, unknown>;
}
export function createMemoryStore(): MemoryStore;

export function backendCacheScope(env: Record<string, string | undefined>): string;

export default class BackendCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number; memory?: MemoryStore; shared?: SharedCache });
  readonly scope: string;
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[] },
  ): Promise<StoredEntry | null>;
  set(
    key: string,
    data: unknown,
    ctx?: { cacheControl?: unknown; fetchCache?: boolean; tags?: string[] },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
