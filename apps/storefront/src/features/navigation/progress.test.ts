import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, estimatedProgress, LOADING_INDICATOR } from './progress';

describe('LOADING_INDICATOR', () => {
  it('holds the constants of spec section 9', () => {
    expect(LOADING_INDICATOR).toMatchObject({
      duration: 2000,
      throttle: 200,
      hideDelay: 500,
      resetDelay: 400,
    });
  });
});

describe('estimatedProgress', () => {
  it('starts at 0, reaches about 70% after the duration and never 100%', () => {
    expect(estimatedProgress(2000, 0)).toBe(0);
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.48, 1);
    expect(estimatedProgress(2000, 60_000)).toBeLessThan(100);
    expect(estimatedProgress(2000, 1000)).toBeLessThan(estimatedProgress(2000, 1500));
  });
});

describe('createProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing for a navigation faster than the throttle', () => {
    const progress = createProgress();
    const listener = vi.fn();
    progress.subscribe(listener);
    progress.start();
    vi.advanceTimersByTime(199);
    progress.finish();
    vi.advanceTimersByTime(5000);
    expect(progress.getState()).toEqual({ visible: false, progress: 0 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('appears after 200 ms and creeps forward while the navigation lasts', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(199);
    expect(progress.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(progress.getState()).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(1000);
    const atOneSecond = progress.getState().progress;
    expect(atOneSecond).toBeCloseTo(estimatedProgress(2000, 1000), 5);
    vi.advanceTimersByTime(1000);
    expect(progress.getState().progress).toBeCloseTo(70.48, 1);
    vi.advanceTimersByTime(60_000);
    expect(progress.getState()).toMatchObject({ visible: true });
    expect(progress.getState().progress).toBeLessThan(100);
  });

  it('fills on finish, hides after 500 ms and resets 400 ms later', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(800);
    progress.finish();
    expect(progress.getState()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(progress.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(progress.getState()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(progress.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(progress.getState()).toEqual({ visible: false, progress: 0 });
  });

  it('ignores a second start while one navigation runs, and a finish without a start', () => {
    const progress = createProgress();
    progress.finish();
    expect(progress.getState().visible).toBe(false);
    progress.start();
    vi.advanceTimersByTime(150);
    progress.start();
    vi.advanceTimersByTime(50);
    expect(progress.getState().visible).toBe(true);
    vi.advanceTimersByTime(1000);
    progress.start();
    expect(progress.getState().progress).toBeGreaterThan(0);
  });

  it('starts over when a navigation begins while the last bar is fading', () => {
    const progress = createProgress();
    progress.start();
    vi.advanceTimersByTime(300);
    progress.finish();
    vi.advanceTimersByTime(100);
    progress.start();
    expect(progress.getState()).toEqual({ visible: false, progress: 0 });
    vi.advanceTimersByTime(1000);
    expect(progress.getState().visible).toBe(true);
  });

  it('notifies subscribers on each change until they unsubscribe', () => {
    const progress = createProgress();
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    progress.start();
    vi.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(500);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
