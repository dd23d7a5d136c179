'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

interface MegaMenuBarState {
  openId: string | null;
  setOpenId: (update: string | null | ((current: string | null) => string | null)) => void;
}

const MegaMenuBarContext = createContext<MegaMenuBarState | null>(null);

export function useMegaMenuBar(): MegaMenuBarState {
  const state = useContext(MegaMenuBarContext);
  if (!state) throw new Error('MegaMenuItem must be inside MegaMenuBar');
  return state;
}

/**
 * The main menu's list: at most one mega-menu open at a time; a press outside the menu or a
 * route change closes it.
 */
export function MegaMenuBar({ className, children }: { className?: string; children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpenId(null);
  }

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !listRef.current?.contains(event.target)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  return (
    <MegaMenuBarContext.Provider value={{ openId, setOpenId }}>
      <ul ref={listRef} className={className}>
        {children}
      </ul>
    </MegaMenuBarContext.Provider>
  );
}
