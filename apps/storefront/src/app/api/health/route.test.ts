import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishSharedCacheState } from '@/server/shared-cache-state.mjs';
import { GET } from './route';

const STATE = Symbol.for('ppe.storefront.shared-cache.state');

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as Record<symbol, unknown>)[STATE];
});

describe('GET /api/health', () => {
  it('says the instance serves from its own memory without REDIS_URL', async () => {
    vi.stubEnv('REDIS_URL', '');
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', caches: 'memory', redis: 'not configured' });
  });

  it('says whether the caches are shared, and keeps serving when Redis is lost', async () => {
    publishSharedCacheState('connected');
    expect(await GET().json()).toEqual({ status: 'ok', caches: 'shared', redis: 'connected' });
    publishSharedCacheState('unreachable');
    const lost = GET();
    expect(lost.status).toBe(200);
    expect(await lost.json()).toEqual({ status: 'ok', caches: 'memory', redis: 'unreachable' });
  });
});
