/**
 * The timing of the navigation loading indicator (spec section 9): nothing shows for navigations
 * faster than the throttle; then the bar creeps towards the end along an arc that reaches about
 * 70% after `duration` and never arrives by itself; on finish it fills, stays for the hide delay,
 * fades, and is reset after the reset delay. Pure timers, no DOM: tested with fake timers.
 */

export interface ProgressTiming {
  /** ms for the estimated progress to reach ~70% (the arc's scale). */
  duration: number;
  /** ms a navigation must last before the bar shows. */
  throttle: number;
  /** ms the full bar stays after the navigation finished. */
  hideDelay: number;
  /** ms after hiding before the progress returns to 0. */
  resetDelay: number;
  /** ms between progress updates. */
  tick: number;
}

/** Spec section 9: duration 2000, throttle 200, hide delay 500, reset 400 (repaint every 100 ms). */
export const LOADING_INDICATOR: ProgressTiming = {
  duration: 2000,
  throttle: 200,
  hideDelay: 500,
  resetDelay: 400,
  tick: 100,
};

export interface ProgressState {
  /** Whether the bar is on screen. */
  visible: boolean;
  /** 0–100. */
  progress: number;
}

export const IDLE: ProgressState = { visible: false, progress: 0 };

/** The progress shown `elapsed` ms after the bar appeared: 2/π·atan(elapsed/duration·2), in percent. */
export function estimatedProgress(duration: number, elapsed: number): number {
  const completion = (elapsed / duration) * 100;
  return (2 / Math.PI) * 100 * Math.atan(completion / 50);
}

export interface ProgressController {
  /** A navigation began (repeated calls while one runs change nothing). */
  start(): void;
  /** The navigation rendered (or gave up): fill and hide, or show nothing if it was fast. */
  finish(): void;
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
}

type Phase = 'idle' | 'pending' | 'loading' | 'finishing';

export function createProgress(timing: ProgressTiming = LOADING_INDICATOR): ProgressController {
  let phase: Phase = 'idle';
  let state: ProgressState = IDLE;
  let shownAt = 0;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: ProgressState) => {
    if (next.visible === state.visible && next.progress === state.progress) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const clearTimers = () => {
    clearTimeout(throttleTimer);
    clearInterval(tickTimer);
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    throttleTimer = tickTimer = hideTimer = resetTimer = undefined;
  };

  const show = () => {
    phase = 'loading';
    shownAt = Date.now();
    set({ visible: true, progress: 0 });
    tickTimer = setInterval(() => {
      set({ visible: true, progress: estimatedProgress(timing.duration, Date.now() - shownAt) });
    }, timing.tick);
  };

  return {
    start() {
      if (phase === 'pending' || phase === 'loading') return;
      clearTimers();
      phase = 'pending';
      // A bar still fading out from the last navigation starts over from the left.
      if (state.visible) set(IDLE);
      if (timing.throttle > 0) throttleTimer = setTimeout(show, timing.throttle);
      else show();
    },
    finish() {
      if (phase === 'idle' || phase === 'finishing') return;
      clearTimers();
      if (phase === 'pending') {
        phase = 'idle';
        return;
      }
      phase = 'finishing';
      set({ visible: true, progress: 100 });
      hideTimer = setTimeout(() => {
        set({ visible: false, progress: 100 });
        resetTimer = setTimeout(() => {
          phase = 'idle';
          set(IDLE);
        }, timing.resetDelay);
      }, timing.hideDelay);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
