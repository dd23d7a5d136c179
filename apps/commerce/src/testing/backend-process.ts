/**
 * The commerce backend as its own process (`node --import tsx src/main.ts`), for tests that must
 * kill it (SIGKILL) or start two of them: a TestStore lives inside the test's process and cannot.
 * The port is chosen by the system (COMMERCE_PORT=0) and read from the "ready" log line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const COMMERCE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface BackendProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> once ready. */
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown, no flush, as a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the graceful shutdown. */
  stop(): Promise<void>;
}

/** Starts the backend and waits until it serves, or rejects with its output when it exits first. */
export function startBackendProcess(env: Record<string, string>): Promise<BackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: COMMERCE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output
        .split('\n')
        .map((line) => {
          try {
            return JSON.parse(line) as { msg?: string; url?: string };
          } catch {
            return null;
          }
        })
        .find((entry) => entry?.msg === 'commerce backend ready');
      if (!ready?.url) return;
      child.stdout?.off('data', onData);
      child.stdout?.on('data', (more: Buffer) => {
        output += more.toString();
      });
      resolve({
        child,
        url: ready.url.replace(/\/graphql$/, ''),
        output: () => output,
        exited,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) =>
      reject(new Error(`The backend exited (code ${code}) before it was ready:\n${output}`)),
    );
  });
}
