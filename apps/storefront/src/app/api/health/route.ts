import { sharedCacheState } from '@/server/shared-cache-state.mjs';

/** Answered on every request: the load balancer asks this instance, not a cached copy. */
export const dynamic = 'force-dynamic';

/**
 * The storefront instance's health, for load balancers and operators: 200 while it serves pages,
 * which it does with or without Redis. `caches` says whether it shares its caches with the other
 * instances (`shared`) or serves from its own memory (`memory`: no REDIS_URL, or Redis unreachable,
 * which its log also says), and `redis` why.
 */
export function GET(): Response {
  return Response.json({ status: 'ok', ...sharedCacheState() }, { headers: { 'cache-control': 'no-store' } });
}
