/**
 * The supervisor of `npm start` with real child processes: tiny node scripts that crash. A crash is
 * restarted while the other server runs on untouched; a server that keeps crashing is given up
 * after its restart budget; a deliberate stop is not taken for a crash.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startProcess, stopProcess } from './processes.mjs';
import { createSupervisor } from './supervisor.mjs';

/** Counts its starts in `<dir>/<name>.starts`; crashes with exit code 3 on its first start only. */
const CRASHES_ONCE = `
const { appendFileSync, readFileSync } = require('node:fs');
const file = process.argv[1];
appendFileSync(file, 'start\\n');
if (readFileSync(file, 'utf8').split('\\n').length === 2) setTimeout(() => process.exit(3), 50);
else setInterval(() => {}, 1000);
`;
const ALWAYS_CRASHES = `require('node:fs').appendFileSync(process.argv[1], 'start\\n'); process.exit(1);`;
const RUNS = 'setInterval(() => {}, 1000);';

/** @type {string} */
let dir;
/** @type {import('./supervisor.mjs').Supervisor[]} */
let supervisors = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-supervisor-'));
  supervisors = [];
});

afterEach(async () => {
  for (const supervisor of supervisors) {
    supervisor.stop();
    const child = supervisor.current();
    if (child) await stopProcess(child, { graceMs: 1_000 });
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A supervisor of `node -e script`, whose messages are collected in `messages`. */
function supervised(name, script, options = {}) {
  /** @type {string[]} */
  const messages = [];
  const starts = join(dir, `${name}.starts`);
  const supervisor = createSupervisor({
    name,
    start: async () =>
      startProcess({
        name,
        command: process.execPath,
        args: ['-e', script, starts],
        logFile: join(dir, `${name}.log`),
      }),
    initialDelayMs: 10,
    log: (message) => messages.push(message),
    ...options,
  });
  supervisors.push(supervisor);
  const startCount = () => {
    try {
      return readFileSync(starts, 'utf8').trim().split('\n').length;
    } catch {
      return 0;
    }
  };
  return { supervisor, messages, startCount };
}

describe('the shop supervisor', () => {
  it('restarts a server that crashed, and the other keeps running untouched', async () => {
    const crashing = supervised('commerce', CRASHES_ONCE);
    const steady = supervised('storefront', RUNS);
    await crashing.supervisor.run();
    const other = await steady.supervisor.run();

    await vi.waitFor(
      () => {
        expect(crashing.supervisor.restarts()).toBe(1);
        expect(crashing.messages).toContain('commerce is running again.');
        expect(crashing.startCount()).toBe(2);
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(crashing.messages[0]).toBe(
      'commerce exited unexpectedly (exit code 3); restarting it in 10 ms (crash 1 of 6 allowed within 60 s).',
    );
    expect(crashing.supervisor.current()?.exitCode).toBeNull();

    expect(steady.supervisor.current()).toBe(other);
    expect(other.exitCode).toBeNull();
    expect(other.signalCode).toBeNull();
    expect(steady.supervisor.restarts()).toBe(0);
    expect(steady.messages).toEqual([]);
  });

  it('gives up on a server that keeps crashing, after its restarts, with pauses that double', async () => {
    const crashing = supervised('storefront', ALWAYS_CRASHES, { maxRestarts: 3, initialDelayMs: 5 });
    await crashing.supervisor.run();

    await expect(crashing.supervisor.gaveUp).resolves.toEqual({ name: 'storefront', code: 1 });
    expect(crashing.startCount()).toBe(4);
    expect(crashing.supervisor.restarts()).toBe(3);
    expect(crashing.messages.filter((message) => message.includes('restarting it in'))).toEqual([
      expect.stringContaining('restarting it in 5 ms (crash 1 of 4'),
      expect.stringContaining('restarting it in 10 ms (crash 2 of 4'),
      expect.stringContaining('restarting it in 20 ms (crash 3 of 4'),
    ]);
    expect(crashing.messages.at(-1)).toBe(
      'storefront exited unexpectedly (exit code 1); it crashed 4 times within 60 s, so it is not restarted.',
    );
  });

  it('does not restart a server stopped on purpose (a deliberate restart or the shop stopping)', async () => {
    const steady = supervised('commerce', RUNS);
    const child = await steady.supervisor.run();
    steady.supervisor.expectExit(child);
    await stopProcess(child, { graceMs: 1_000 });

    expect(steady.supervisor.restarts()).toBe(0);
    expect(steady.messages).toEqual([]);
    expect(steady.supervisor.current()).toBe(child);
  });
});
