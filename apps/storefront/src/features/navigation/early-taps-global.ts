/**
 * Where the page's early-taps keeper (early-taps.ts) lives on `window`, shared by the inline script
 * that installs it and the client component that wakes it. Its own module, so the client bundle
 * carries the name and not the keeper.
 */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/** The keeper as the page sees it. */
export interface EarlyTaps {
  /** True once React has taken the page over and the kept taps were replayed. */
  live: boolean;
  /** Replays the kept taps in order and stops keeping: called once React has hydrated the page. */
  wake: () => void;
}

/** The page's keeper, when its inline script ran (it does on every page of the locale layout). */
export function earlyTaps(): EarlyTaps | undefined {
  return (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
}
