'use client';

import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/components/use-opened-once';
import { useShellState } from '@/features/shopper/hooks';
import type { ServerPanels } from './mobile-menu-drawer';

/**
 * The mobile menu (mobile-menu-drawer.tsx), made when it first opens: its panels (every category
 * again) would otherwise add a few hundred hidden elements for each page to hydrate, on wide
 * screens too, where it never shows; its code (the drawer, the tabs) is fetched then as well.
 */
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((module) => ({ default: module.MobileMenuDrawer })),
);

export function MobileMenu({ panels }: { panels: ServerPanels }) {
  const { menuOpen } = useShellState();
  return useOpenedOnce(menuOpen) ? (
    <Suspense fallback={null}>
      <MobileMenuDrawer panels={panels} />
    </Suspense>
  ) : null;
}
