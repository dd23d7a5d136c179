'use client';

import { useEffect } from 'react';
import { earlyTaps } from '../early-taps-global';

/**
 * Wakes the early-taps keeper once React has hydrated the page: its effect runs after the layout's
 * first commit, when the buttons pressed meanwhile have their handlers. It waits for the end of the
 * task, so the effects after it in the page (stores' subscriptions, listeners) are in place too.
 */
export function EarlyTapsWake() {
  useEffect(() => {
    const timer = setTimeout(() => earlyTaps()?.wake(), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
