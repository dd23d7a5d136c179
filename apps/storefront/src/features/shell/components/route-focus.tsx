'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to the new page's content after a client-side navigation (WCAG 2.4.3).
 * Next keeps the focus where it was: on the search box, a menu link, the cart panel's button, or
 * nowhere once the control that navigated is gone, so the next Tab would start over in the header.
 * A focus already inside the content (a tab of the account page, a filter box) stays where it is.
 */
export function RouteFocus({ targetId }: { targetId: string }) {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = document.getElementById(targetId);
    const active = document.activeElement;
    if (!target || (active && active !== document.body && target.contains(active))) return;
    target.focus({ preventScroll: true });
  }, [pathname, targetId]);
  return null;
}
