'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the render that adopts the server's HTML (hydration), true in the browser's own renders:
 * what only the browser knows (its storage, a live form) is rendered from the second render on,
 * without a hydration mismatch.
 */
export const useRendersInBrowser = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
