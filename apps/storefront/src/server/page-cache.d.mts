/** Types of page-cache.mjs (plain JavaScript, run by the production server without a build). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SharedCache } from './shared-cache.mjs';

export const CACHE_HEADER: 'x-page-cache';
export const REFRESH_HEADER: 'x-page-cache-refresh';

export interface PageCacheSettings {
  ttlSeconds: number;
  staleSeconds?: number;
  maxBytes: number;
}

export function pageCacheSettings(env: Record<string, string | undefined>): PageCacheSettings;
export function createNonce(): string;
export function pageCacheKey(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null;
export function createPageCache(
  settings: PageCacheSettings & {
    clock?: { now(): number };
    readStylesheet?: (href: string) => string | null;
    refresh?: (path: string, headers: Record<string, string>) => Promise<void>;
    shared?: SharedCache;
  },
): {
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    render: () => Promise<void> | void,
  ): Promise<void>;
  readonly size: number;
  close(): boolean;
};
