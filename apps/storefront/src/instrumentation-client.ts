/**
 * Runs in the browser before the page hydrates (Next's client instrumentation): the navigation
 * feature listens for failed chunk loads from the very start, and hears of every navigation the
 * router begins (features/navigation/runtime.ts).
 */
import { installChunkReload, routerTransitionStarted } from '@/features/navigation/runtime';

installChunkReload();

export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  routerTransitionStarted(url, navigationType);
}
