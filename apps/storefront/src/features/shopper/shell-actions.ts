/**
 * The shell's overlays in the shopper's store: the mobile menu and the cart panel share the dimmed
 * overlay, so one opening closes the other, and both close on a route change (spec section 2).
 */
import { toCount } from './hints';
import { selectOpenOverlay } from './selectors';
import type { Overlay, ShopperState, ShopperStoreApi } from './store';

export interface ShellActions {
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  setCartOpen: (open: boolean) => void;
  toggleCart: () => void;
  /** The badge before the cart is read (the cart's own count wins once it is). */
  setCartItemCount: (count: number) => void;
  closeAll: () => void;
  /** The page moved to `path`: whatever was open is closed. */
  routeChanged: (path: string) => void;
}

export function createShellActions(store: ShopperStoreApi): ShellActions {
  const open = (kind: Overlay, wanted: (isOpen: boolean) => boolean) =>
    store.setState((state: ShopperState) => {
      const current = selectOpenOverlay(state, state.path);
      if (wanted(current === kind)) return { overlay: { kind, path: state.path } };
      return current === kind ? { overlay: null } : {};
    });
  return {
    setMenuOpen: (wanted) => open('menu', () => wanted),
    toggleMenu: () => open('menu', (isOpen) => !isOpen),
    setCartOpen: (wanted) => open('cart', () => wanted),
    toggleCart: () => open('cart', (isOpen) => !isOpen),
    setCartItemCount: (count) => store.setState({ countBeforeRead: toCount(count) }),
    closeAll: () => store.setState({ overlay: null }),
    routeChanged: (path) => {
      if (store.getState().path !== path) store.setState({ path, overlay: null });
    },
  };
}
