'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * What the shell's islands share: whether the mobile menu or the cart panel is open (they share
 * the dimmed overlay, and one opening closes the other) and the cart's item count for the header
 * badge and the mobile menu's View Cart button. The cart store (a later issue) feeds the count
 * with setCartItemCount and opens its panel with setCartOpen. Both close on route change (spec
 * section 2). State is per browser tab: nothing here is shared between requests on the server.
 */
export interface ShellState {
  menuOpen: boolean;
  cartOpen: boolean;
  cartItemCount: number;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  setCartOpen: (open: boolean) => void;
  toggleCart: () => void;
  setCartItemCount: (count: number) => void;
  closeAll: () => void;
}

const ShellStateContext = createContext<ShellState | null>(null);

type Overlay = 'menu' | 'cart' | null;

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [cartItemCount, setCount] = useState(0);

  // Close on route change, during render (no effect, no extra paint with the old state).
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOverlay(null);
  }

  const value = useMemo<ShellState>(
    () => ({
      menuOpen: overlay === 'menu',
      cartOpen: overlay === 'cart',
      cartItemCount,
      setMenuOpen: (open) => setOverlay((current) => (open ? 'menu' : current === 'menu' ? null : current)),
      toggleMenu: () => setOverlay((current) => (current === 'menu' ? null : 'menu')),
      setCartOpen: (open) => setOverlay((current) => (open ? 'cart' : current === 'cart' ? null : current)),
      toggleCart: () => setOverlay((current) => (current === 'cart' ? null : 'cart')),
      setCartItemCount: (count) => setCount(Number.isFinite(count) && count > 0 ? Math.floor(count) : 0),
      closeAll: () => setOverlay(null),
    }),
    [overlay, cartItemCount],
  );

  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState() must be used inside <ShellStateProvider> (the locale layout)');
  return state;
}
