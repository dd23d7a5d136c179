/**
 * The navigation feature's state in the browser, shared by `src/instrumentation-client.ts` (which
 * runs before the page hydrates and receives the router's navigation starts) and the feature's
 * client components (the indicator, the route observer, the deployment guard). One instance per
 * page; nothing here runs on the server.
 */
import { claimReload, isChunkLoadError, isFailedBuildAsset } from './chunk-reload';
import { type AnchorInfo, internalNavigationTarget, routeKey } from './link-click';
import { createProgress } from './progress';
import { decideTransition, type TransitionType } from './transition';

/** The loading indicator's state (features/navigation/components/navigation-progress.tsx shows it). */
export const navigationProgress = createProgress();

const state: { outdated: boolean; renderedKey: string | null; pending: URL | null } = {
  outdated: false,
  renderedKey: null,
  pending: null,
};

/** A newer build is deployed: from now on navigations inside the shop are full page loads. */
export function markBuildOutdated(): void {
  state.outdated = true;
}

/** The route `pathname` + `search` is on screen: the navigation to it is over. */
export function routeRendered(pathname: string, search: string): void {
  state.renderedKey = routeKey(pathname, search);
  state.pending = null;
  navigationProgress.finish();
}

/** Next's router began a navigation (links, router.push/replace, back and forward). */
export function routerTransitionStarted(href: string, type: TransitionType): void {
  const action = decideTransition(href, type, {
    currentHref: window.location.href,
    renderedKey: state.renderedKey,
    outdated: state.outdated,
  });
  if (action.kind === 'none') return;
  if (action.kind === 'full-load') {
    if (action.mode === 'reload') window.location.reload();
    else window.location[action.mode](action.target.href);
    return;
  }
  state.pending = action.target;
  navigationProgress.start();
}

/**
 * The page of the shop a plain click on a link leads to (link-click.ts), with the link; null for
 * any other click.
 */
export function clickedShopPage(event: MouseEvent): { target: URL; anchor: HTMLAnchorElement } | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const info: AnchorInfo = {
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
  };
  const target = internalNavigationTarget(event, info, window.location.href);
  return target && { target, anchor };
}

/**
 * Once a newer build is deployed, a click on a link to another page of the shop loads that page
 * in full instead of letting the old build's router render it. Runs in the capture phase, before
 * any other handler (so the shop's link navigation never starts a client-side one).
 */
export function interceptLinkClickWhenOutdated(event: MouseEvent): void {
  if (!state.outdated) return;
  const clicked = clickedShopPage(event);
  if (!clicked) return;
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(clicked.target.href);
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A script or stylesheet of the build failed to load (typically: a deploy removed it). Reloads the
 * page, or loads the page a navigation was heading to, once per path within 10 s.
 */
function recoverFromChunkFailure(): void {
  const target = state.pending ?? new URL(window.location.href);
  if (!claimReload(sessionStore(), target.pathname)) return;
  if (state.pending) window.location.assign(target.href);
  else window.location.reload();
}

let installed = false;

/** Listens for failed chunk and asset loads for the rest of the page's life (idempotent). */
export function installChunkReload(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        const element =
          target instanceof HTMLScriptElement
            ? { tagName: target.tagName, src: target.src }
            : { tagName: target.tagName, href: target.href, rel: target.rel, as: target.as };
        if (isFailedBuildAsset(element, window.location.origin)) recoverFromChunkFailure();
        return;
      }
      if (event instanceof ErrorEvent && isChunkLoadError(event.error ?? event.message))
        recoverFromChunkFailure();
    },
    // Load errors of elements do not bubble: only a capturing listener on window sees them.
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recoverFromChunkFailure();
  });
}
