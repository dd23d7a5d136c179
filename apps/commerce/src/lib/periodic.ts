/**
 * Background work a backend process repeats on a timer (gift card delivery, purges). Runs never
 * overlap within one process, a failed run is reported and the next one still comes, and the
 * timer never keeps the process alive on its own.
 */
export interface Repeating {
  /** Runs the work once more now, after any run under way; resolves when that run is over. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export function repeatEvery(
  work: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): Repeating {
  let running: Promise<void> = Promise.resolve();
  const runNow = () => {
    running = running.then(work).then(
      () => undefined,
      (error: unknown) => onError(error),
    );
    return running;
  };
  const timer = setInterval(runNow, intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
