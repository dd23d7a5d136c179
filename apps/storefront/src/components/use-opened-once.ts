'use client';

import { useState } from 'react';

/**
 * True from the first time `open` is true on: an overlay's content is created when it is first
 * wanted, not with every page (less HTML to hydrate, less code to load), then kept, so closing
 * and reopening is instant and state such as a chosen tab survives.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state that follows a prop).
  if (open && !opened) setOpened(true);
  return opened || open;
}
