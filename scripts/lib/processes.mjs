/**
 * Small helpers for running the shop's servers from scripts and tests.
 *
 * Every server is spawned with `detached: true`, so it leads its own process group, and is stopped by
 * signalling the whole group: killing only a parent (npx, npm, the next CLI) would leave its children
 * (next-server, a database worker) holding the port. A detached child also does not receive the
 * terminal's Ctrl-C, so the caller decides the shutdown order.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * @typedef {object} StartOptions
 * @property {string} name Short name used as the output prefix and in error messages.
 * @property {string} command Executable to run, e.g. `process.execPath`.
 * @property {readonly string[]} [args]
 * @property {string} [cwd]
 * @property {Record<string, string | undefined>} [env] Added to (and overriding) the parent's environment.
 * @property {string} [logFile] Write stdout and stderr to this file (truncated) instead of the console.
 */

/**
 * @typedef {ChildProcess & { name: string, logFile: string | undefined, exited: Promise<number | null> }} ManagedProcess
 * `exited` resolves with the exit code (null when killed by a signal) once the group leader has exited.
 */

const LOG_TAIL_LINES = 20;

/** Groups still running, killed as a last resort if this process exits without stopping them. */
const liveGroups = new Set();
process.once('exit', () => {
  for (const pid of liveGroups) signalGroup(pid, 'SIGKILL');
});

/**
 * Starts a long-running process in its own process group.
 * @param {StartOptions} options
 * @returns {ManagedProcess}
 */
export function startProcess({ name, command, args = [], cwd, env = {}, logFile }) {
  let logFd;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    logFd = openSync(logFile, 'w');
  }
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  // The child holds its own copy of the descriptor.
  if (logFd !== undefined) closeSync(logFd);

  const managed = /** @type {ManagedProcess} */ (child);
  managed.name = name;
  managed.logFile = logFile;
  managed.exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      console.error(`[${name}] failed to start: ${error.message}`);
      resolve(null);
    });
  });

  if (child.pid !== undefined) {
    const pid = child.pid;
    liveGroups.add(pid);
    managed.exited.then(() => {
      // The leader is gone; anything left in its group is still reaped by stopProcess.
      if (!groupAlive(pid)) liveGroups.delete(pid);
    });
  }
  if (!logFd) {
    if (child.stdout) prefixLines(child.stdout, `[${name}] `, process.stdout);
    if (child.stderr) prefixLines(child.stderr, `[${name}] `, process.stderr);
  }
  return managed;
}

/**
 * Stops a process group: SIGTERM to every member, then SIGKILL to whatever is left after `graceMs`.
 * Resolves once the group is empty (or after SIGKILL). Safe to call twice or on an exited process.
 * @param {ManagedProcess} child
 * @param {{ graceMs?: number }} [options]
 */
export async function stopProcess(child, { graceMs = 10_000 } = {}) {
  const pid = child.pid;
  if (pid === undefined) return;
  if (groupAlive(pid)) {
    signalGroup(pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
    if (groupAlive(pid)) {
      console.error(`[${child.name}] still running ${graceMs} ms after SIGTERM; sending SIGKILL`);
      signalGroup(pid, 'SIGKILL');
    }
  }
  liveGroups.delete(pid);
  await child.exited;
}

/**
 * Kills a process group at once (SIGKILL: no shutdown, as a crash or an out-of-memory kill ends a
 * server) and resolves once its leader has exited.
 * @param {ManagedProcess} child
 */
export async function killProcess(child) {
  if (child.pid === undefined) return;
  signalGroup(child.pid, 'SIGKILL');
  liveGroups.delete(child.pid);
  await child.exited;
}

/**
 * Polls `url` until it answers HTTP 200. Rejects after `timeoutMs`, or at once if `child` (the process
 * expected to serve the URL) exits first, so a crashed server fails fast instead of timing out.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, child?: ManagedProcess }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 250, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exitCode;
  child?.exited.then((code) => {
    exitCode = code;
  });
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`${child?.name} exited (code ${exitCode}) before ${url} answered 200${logHint(child)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause?.toString() ?? error.message) : String(error);
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${lastProblem})${logHint(child)}`);
}

/** Asks the OS for a TCP port that is free right now (on all interfaces). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined> }} [options]
 */
export function runCommand(command, args, { cwd, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** Signal 0 checks for existence: true while any process of the group is alive. @param {number} pid */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Points at the log file and quotes its end, so a failed start explains itself in CI output too. */
/** @param {ManagedProcess | undefined} child */
function logHint(child) {
  if (!child?.logFile) return '';
  let tail = '';
  try {
    tail = readFileSync(child.logFile, 'utf8').trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n');
  } catch {
    // No log yet: the hint alone will do.
  }
  return `; see ${child.logFile}${tail ? `, which ends:\n${tail}` : ''}`;
}

/**
 * @param {import('node:stream').Readable} input
 * @param {string} prefix
 * @param {NodeJS.WriteStream} output
 */
function prefixLines(input, prefix, output) {
  createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    output.write(`${prefix}${line}\n`);
  });
}

/**
 * Stops `what` (the shop, the cluster) on Ctrl-C or SIGTERM, once, and exits with the signal's
 * code; `shutdown(code)` does the same for a failure. `stopping()` says whether it has begun.
 * @param {string} what
 * @param {() => Promise<void>} stop
 */
export function stopOnSignals(what, stop) {
  let stopping = false;
  /** @param {number} exitCode */
  const shutdown = async (exitCode) => {
    if (stopping) return;
    stopping = true;
    console.log(`Stopping the ${what}…`);
    await stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => shutdown(130));
  process.on('SIGTERM', () => shutdown(143));
  return { shutdown, stopping: () => stopping };
}
