import type { BuildAnswer } from '@/features/navigation/build-check';
import { runningBuildId } from '@/features/navigation/build-id';

/** Asked on every request: a cached answer would hide the deploy it is there to notice. */
export const dynamic = 'force-dynamic';

/**
 * The build this server runs (`{ "buildId": "…" }`). Open pages poll it hourly and, once it differs
 * from the build they were rendered by, make their next navigation a full page load
 * (features/navigation/build-check.ts).
 */
export function GET(): Response {
  const answer: BuildAnswer = { buildId: runningBuildId() };
  return Response.json(answer, { headers: { 'cache-control': 'no-store, max-age=0' } });
}
