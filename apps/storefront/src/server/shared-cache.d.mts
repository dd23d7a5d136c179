/** Types of shared-cache.mjs (plain JavaScript, loaded unbuilt by the production server and Next). */

export interface SharedMessage {
  type: string;
  from?: string;
  [field: string]: unknown;
}

export interface SharedCache {
  readonly enabled: boolean;
  readonly connected: boolean;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  numbers(key: string): Promise<[string, number][]>;
  raise(key: string, fields: [string, number][]): Promise<boolean>;
  increment(key: string): Promise<number | undefined>;
  counter(key: string): Promise<number | undefined>;
  publish(message: SharedMessage): Promise<boolean>;
  onMessage(listener: (message: SharedMessage) => void): () => boolean;
  onConnect(listener: () => void): () => boolean;
  close(): Promise<void>;
}

export function printableRedisUrl(url: string): string;
export function createSharedCache(options: {
  url: string | undefined;
  scope: string;
  log?: (line: string) => void;
}): SharedCache;
export function processSharedCache(scope: string): SharedCache;
