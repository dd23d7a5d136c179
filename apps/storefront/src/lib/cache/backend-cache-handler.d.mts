/** Types of backend-cache-handler.mjs (plain JavaScript, loaded by Next at runtime). */

export interface StoredEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: unknown;
}

export function backendCacheScope(env: Record<string, string | undefined>): string;

export default class BackendCacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
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
