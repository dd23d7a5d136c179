/**
 * What to do when the router starts a navigation (Next's `onRouterTransitionStart`, which fires for
 * links, `router.push`/`replace` and back/forward): nothing when the route does not change, a full
 * page load once a newer build is deployed, otherwise show the loading indicator. Pure.
 */
import { routeKey } from './link-click';

export type TransitionType = 'push' | 'replace' | 'traverse';

export type TransitionAction =
  | { kind: 'none' }
  | { kind: 'progress'; target: URL }
  | { kind: 'full-load'; target: URL; mode: 'assign' | 'replace' | 'reload' };

export function decideTransition(
  href: string,
  type: TransitionType,
  {
    currentHref,
    renderedKey,
    outdated,
  }: {
    /** `location.href` now (for back/forward it already is the destination). */
    currentHref: string;
    /** `routeKey` of the route on screen, when known. */
    renderedKey: string | null;
    /** Whether a newer build was detected. */
    outdated: boolean;
  },
): TransitionAction {
  let target: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    target = new URL(href, current);
  } catch {
    return { kind: 'none' };
  }
  // Another site: the browser leaves the shop by itself.
  if (target.origin !== current.origin) return { kind: 'none' };
  const onScreen = renderedKey ?? routeKey(current.pathname, current.search);
  if (routeKey(target.pathname, target.search) === onScreen) return { kind: 'none' };
  if (outdated) {
    return {
      kind: 'full-load',
      target,
      mode: type === 'push' ? 'assign' : type === 'replace' ? 'replace' : 'reload',
    };
  }
  return { kind: 'progress', target };
}
