/**
 * Keeps one of the shop's servers running: when it exits without being asked to, it is started
 * again after a pause that doubles with each crash, and given up once it has crashed too often in
 * a short window (a server that cannot start would otherwise be restarted for ever). Each server
 * has its own supervisor, so a crash of one leaves the other running.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {import('./processes.mjs').ManagedProcess} ManagedProcess */

/**
 * @typedef {object} SupervisorOptions
 * @property {string} name Named in every message.
 * @property {() => Promise<ManagedProcess>} start Starts the server and resolves once it is ready
 *   (rejects if it cannot start; that counts as a crash).
 * @property {number} [initialDelayMs] Pause before the first restart; doubled after each further crash.
 * @property {number} [maxDelayMs] Longest pause.
 * @property {number} [maxRestarts] Restarts allowed within `windowMs`; one more crash gives up.
 * @property {number} [windowMs]
 * @property {(message: string) => void} [log]
 */

/**
 * @typedef {object} Supervisor
 * @property {() => Promise<ManagedProcess>} run Starts the server and watches it.
 * @property {() => ManagedProcess | undefined} current The process running now (or last).
 * @property {(child: ManagedProcess) => void} expectExit The next exit of `child` is wanted (a deliberate
 *   restart or stop) and is not a crash.
 * @property {() => void} stop No more restarts, e.g. while the shop shuts down.
 * @property {() => number} restarts How many times the server has been restarted after a crash.
 * @property {Promise<{ name: string, code: number | null }>} gaveUp Resolves when the server crashed
 *   too often and is left stopped.
 */

export const DEFAULT_BACKOFF = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRestarts: 5,
  windowMs: 60_000,
};

/**
 * @param {SupervisorOptions} options
 * @returns {Supervisor}
 */
export function createSupervisor({
  name,
  start,
  initialDelayMs = DEFAULT_BACKOFF.initialDelayMs,
  maxDelayMs = DEFAULT_BACKOFF.maxDelayMs,
  maxRestarts = DEFAULT_BACKOFF.maxRestarts,
  windowMs = DEFAULT_BACKOFF.windowMs,
  log = (message) => console.error(`[shop] ${message}`),
}) {
  /** @type {ManagedProcess | undefined} */
  let current;
  let stopped = false;
  let restarts = 0;
  /** Times of recent crashes, oldest first. */
  /** @type {number[]} */
  const crashes = [];
  /** @type {WeakSet<ManagedProcess>} */
  const wanted = new WeakSet();
  /** @type {(value: { name: string, code: number | null }) => void} */
  let giveUp = () => {};
  /** @type {Promise<{ name: string, code: number | null }>} */
  const gaveUp = new Promise((resolve) => {
    giveUp = resolve;
  });

  /** @param {ManagedProcess} child */
  function watch(child) {
    child.exited.then((code) => {
      if (stopped || wanted.has(child) || child !== current) return;
      void recover(
        `${name} exited unexpectedly (${code === null ? 'killed by a signal' : `exit code ${code}`})`,
        code,
      );
    });
  }

  /** @param {string} what @param {number | null} code */
  async function recover(what, code) {
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] ?? now) <= now - windowMs) crashes.shift();
    if (crashes.length > maxRestarts) {
      log(`${what}; it crashed ${crashes.length} times within ${windowMs / 1000} s, so it is not restarted.`);
      stopped = true;
      giveUp({ name, code });
      return;
    }
    const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** (crashes.length - 1));
    log(
      `${what}; restarting it in ${delay} ms (crash ${crashes.length} of ${maxRestarts + 1} allowed within ${windowMs / 1000} s).`,
    );
    await sleep(delay);
    if (stopped) return;
    restarts++;
    try {
      await run();
      log(`${name} is running again.`);
    } catch (error) {
      if (!stopped)
        await recover(`${name} did not start again: ${error instanceof Error ? error.message : error}`, null);
    }
  }

  async function run() {
    const child = await start();
    current = child;
    watch(child);
    return child;
  }

  return {
    run,
    current: () => current,
    expectExit: (child) => {
      wanted.add(child);
    },
    stop: () => {
      stopped = true;
    },
    restarts: () => restarts,
    gaveUp,
  };
}
