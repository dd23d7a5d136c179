import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | null | undefined;

/**
 * The id of the build this server runs: `NEXT_BUILD_ID` when the deployment sets one, otherwise
 * the `.next/BUILD_ID` file `next build` writes (before any page is rendered, so pages rendered
 * at build time see it too). Read once per process. Null under `next dev` (no build), which turns
 * the new-build check off.
 */
export function runningBuildId(): string | null {
  if (cached !== undefined) return cached;
  const fromEnv = process.env.NEXT_BUILD_ID?.trim();
  if (fromEnv) {
    cached = fromEnv;
    return cached;
  }
  try {
    cached =
      readFileSync(join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() ||
      null;
  } catch {
    cached = null;
  }
  return cached;
}
