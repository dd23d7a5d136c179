import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';

/**
 * A bounded cache of this process for each database it opens (a test process opens many), made
 * on first use. What it keeps must be checked against the catalogue generation (found-cache.ts).
 */
export function keptPerDatabase<V extends object>(max: number): (db: Db) => LRUCache<string, V> {
  const caches = new WeakMap<Db, LRUCache<string, V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LRUCache<string, V>({ max });
      caches.set(db, cache);
    }
    return cache;
  };
}
