'use client';

import { IslandOnDemand, islandComponent } from '@/components/island-on-demand';

const HeaderSearch = islandComponent(
  typeof window === 'undefined' ? require('./header-search').HeaderSearch : null,
  () => import('./header-search').then((module) => module.HeaderSearch),
);

/**
 * The header's search as every page carries it: rendered in full by the server (a plain GET form
 * to the results page), live with its suggestions once the shopper reaches for it (pointer, touch
 * or focus), so its code is not in every page's first scripts.
 */
export function HeaderSearchIsland({ className }: { className?: string }) {
  return <IslandOnDemand wakes="reached" className={className} render={() => <HeaderSearch />} />;
}
