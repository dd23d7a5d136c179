/** Types of shared-cache-state.mjs (plain JavaScript, shared by the production server and the app). */

export type SharedCacheState = 'not configured' | 'connected' | 'unreachable';

export function publishSharedCacheState(state: SharedCacheState): void;
export function sharedCacheState(): { caches: 'shared' | 'memory'; redis: SharedCacheState };
