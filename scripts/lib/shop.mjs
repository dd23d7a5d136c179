/**
 * Starts the whole shop (commerce backend, then the storefront pointed at it) for `npm start` and the
 * e2e tests, so both run the servers the same way.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand, startProcess, stopProcess, waitForUrl } from './processes.mjs';
import { createSupervisor } from './supervisor.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const commerceDir = join(repoRoot, 'apps', 'commerce');
export const storefrontDir = join(repoRoot, 'apps', 'storefront');

/** First start creates, migrates and seeds the database (10-40 s, longer on a busy 2-core machine). */
const COMMERCE_READY_TIMEOUT_MS = 180_000;
const STOREFRONT_READY_TIMEOUT_MS = 60_000;

/** The next CLI (for builds), run with this Node directly rather than through npx/npm wrappers. */
function nextBin() {
  const requireFromStorefront = createRequire(join(storefrontDir, 'package.json'));
  return join(requireFromStorefront.resolve('next/package.json'), '..', 'dist', 'bin', 'next');
}

/**
 * Builds the storefront when it has no production build yet (`.next/BUILD_ID`), or always with `rebuild`.
 * @param {{ rebuild?: boolean }} [options]
 * @returns {Promise<boolean>} whether a build ran
 */
export async function ensureStorefrontBuild({ rebuild = false } = {}) {
  if (!rebuild && existsSync(join(storefrontDir, '.next', 'BUILD_ID'))) return false;
  console.log(rebuild ? 'Rebuilding the storefront…' : 'No storefront build yet; building it…');
  await runCommand(process.execPath, [nextBin(), 'build'], {
    cwd: storefrontDir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  return true;
}

/**
 * Starts one commerce backend on `port` (the embedded backend, `apps/commerce/src/main.ts`); wait
 * for it with `commerceReady`. Shared by `npm start`'s shop and the cluster's backends.
 * @param {object} options
 * @param {string} [options.name] Its name in messages and logs.
 * @param {number} options.port
 * @param {string} options.host The address it binds to.
 * @param {string} options.storefrontUrl The shop's public URL, for product links, canonical URLs and SEO.
 * @param {string} [options.dataDir] PGlite in this directory, ignoring any DATABASE_URL.
 * @param {Record<string, string | undefined>} [options.env] More settings (DATABASE_URL, webhooks…).
 * @param {string} [options.logFile]
 */
export function spawnCommerce({ name = 'commerce', port, host, storefrontUrl, dataDir, env = {}, logFile }) {
  return startProcess({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: commerceDir,
    env: {
      COMMERCE_PORT: String(port),
      COMMERCE_HOST: host,
      STOREFRONT_URL: storefrontUrl,
      ...(dataDir ? { COMMERCE_DATA_DIR: dataDir, DATABASE_URL: undefined } : {}),
      ...env,
    },
    logFile,
  });
}

/**
 * Resolves once the backend at `url` answers /health; rejects if `child` exits first.
 * @param {import('./processes.mjs').ManagedProcess} child
 * @param {string} url
 */
export const commerceReady = (child, url) =>
  waitForUrl(`${url}/health`, { timeoutMs: COMMERCE_READY_TIMEOUT_MS, child });

/**
 * Starts one storefront on `port`: the production server (Next behind its page cache,
 * apps/storefront/server.mjs) on the existing build; wait for it with `storefrontReady`.
 * @param {object} options
 * @param {string} [options.name]
 * @param {number} options.port
 * @param {string} options.host Where it listens (`localhost`: loopback only).
 * @param {string} options.graphqlUrl The backend's GraphQL endpoint (GQL_HOST).
 * @param {Record<string, string | undefined>} [options.env] More settings (SITE_URL, REDIS_URL…).
 * @param {string} [options.logFile]
 */
export function spawnStorefront({ name = 'storefront', port, host, graphqlUrl, env = {}, logFile }) {
  return startProcess({
    name,
    command: process.execPath,
    args: [join(storefrontDir, 'server.mjs')],
    cwd: storefrontDir,
    env: {
      PORT: String(port),
      STOREFRONT_HOST: host,
      GQL_HOST: graphqlUrl,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    logFile,
  });
}

/**
 * Resolves once the storefront at `url` serves its home page; rejects if `child` exits first.
 * @param {import('./processes.mjs').ManagedProcess} child
 * @param {string} url
 */
export const storefrontReady = (child, url) =>
  waitForUrl(`${url}/`, { timeoutMs: STOREFRONT_READY_TIMEOUT_MS, child });

/**
 * @typedef {object} ShopOptions
 * @property {number} storefrontPort
 * @property {number} commercePort
 * @property {string} [commerceDataDir] Run the backend on PGlite in this directory, ignoring any DATABASE_URL
 *   (tests want an isolated database). The backend's own default (or DATABASE_URL) when omitted.
 * @property {string} [logDir] Write each server's output to `<logDir>/<name>.log` instead of the console.
 * @property {Record<string, string>} [commerceEnv] Extra environment for the backend (e2e: SMTP server,
 *   login clients); kept across restarts.
 * @property {Record<string, string>} [storefrontEnv] Extra environment for the storefront (e2e: GTM_ID).
 * @property {boolean} [supervise] Restart a server that crashes, with a backoff, and leave the other running
 *   (`npm start`). Off for the e2e shops, where a crash must fail the journey that caused it.
 * @property {Partial<typeof import('./supervisor.mjs').DEFAULT_BACKOFF>} [backoff] The supervisors' pauses and
 *   restart budget, when supervising.
 */

/**
 * Describes a shop that `start()` brings up: the backend first (waiting for /health), then the
 * storefront (waiting for its home page). `stop()` may be called at any time, even during `start()`,
 * and stops whatever is running.
 * @param {ShopOptions} options
 */
export function createShop({
  storefrontPort,
  commercePort,
  commerceDataDir,
  logDir,
  commerceEnv = {},
  storefrontEnv = {},
  supervise = false,
  backoff = {},
}) {
  const commerceHost = process.env.COMMERCE_HOST ?? '127.0.0.1';
  // A wildcard bind address is not somewhere to connect to.
  const commerceUrl = `http://${commerceHost === '0.0.0.0' ? '127.0.0.1' : commerceHost}:${commercePort}`;
  const graphqlUrl = `${commerceUrl}/graphql`;
  // Next binds to all interfaces when given no -H; "localhost", not 127.0.0.1 (see TOOLCHAIN.md).
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  /** @type {import('./processes.mjs').ManagedProcess[]} */
  const processes = [];
  let stopping = false;

  /** @param {string} name */
  const logFile = (name) => (logDir ? join(logDir, `${name}.log`) : undefined);

  let commerceStarts = 0;

  /** @param {import('./processes.mjs').ManagedProcess} child */
  const exited = (child) => child.exitCode !== null || child.signalCode !== null;
  /** @param {import('./processes.mjs').ManagedProcess} child */
  const forget = (child) => {
    const index = processes.indexOf(child);
    if (index >= 0) processes.splice(index, 1);
  };

  /**
   * Forgets a server that crashed, after stopping whatever its process group left behind (a child
   * process of its own, say), so the port is free for its successor.
   * @param {string} name
   */
  async function replaceCrashed(name) {
    for (const dead of processes.filter((child) => child.name === name && exited(child))) {
      await stopProcess(dead, { graceMs: 2_000 });
      forget(dead);
    }
  }

  async function startCommerce() {
    // A crashed backend is replaced, not kept beside its successor.
    await replaceCrashed('commerce');
    const commerce = spawnCommerce({
      port: commercePort,
      host: commerceHost,
      storefrontUrl,
      dataDir: commerceDataDir,
      env: commerceEnv,
      // A restarted backend writes a log of its own, so the first one's output is kept.
      logFile: logFile(commerceStarts++ === 0 ? 'commerce' : `commerce-restart-${commerceStarts - 1}`),
    });
    processes.unshift(commerce);
    await commerceReady(commerce, commerceUrl);
    return commerce;
  }

  let storefrontStarts = 0;

  async function startStorefront() {
    await replaceCrashed('storefront');
    const storefront = spawnStorefront({
      port: storefrontPort,
      // Loopback unless told otherwise: a shop started from here is reachable from this machine only.
      host: process.env.STOREFRONT_HOST ?? 'localhost',
      graphqlUrl,
      env: storefrontEnv,
      logFile: logFile(
        storefrontStarts++ === 0 ? 'storefront' : `storefront-restart-${storefrontStarts - 1}`,
      ),
    });
    processes.push(storefront);
    await storefrontReady(storefront, storefrontUrl);
    return storefront;
  }

  /** With `supervise`, each server has a supervisor that restarts it when it crashes. */
  const supervisors = supervise
    ? {
        commerce: createSupervisor({ name: 'commerce', start: startCommerce, ...backoff }),
        storefront: createSupervisor({ name: 'storefront', start: startStorefront, ...backoff }),
      }
    : null;

  async function start() {
    await (supervisors ? supervisors.commerce.run() : startCommerce());
    if (stopping) return;
    await (supervisors ? supervisors.storefront.run() : startStorefront());
  }

  /**
   * Resolves with the server that stopped the shop: unsupervised, the first to exit; supervised,
   * the first one its supervisor gave up on.
   * @returns {Promise<{ name: string, code: number | null }>}
   */
  function failed() {
    if (supervisors) return Promise.race([supervisors.commerce.gaveUp, supervisors.storefront.gaveUp]);
    return Promise.race(processes.map((child) => child.exited.then((code) => ({ name: child.name, code }))));
  }

  /**
   * Stops the backend and starts it again on the same port and database, as a deploy or a crash
   * would; the storefront keeps running. Lets journeys prove that nothing a shopper did is lost.
   * `whileStopped` runs in between: a command that needs the embedded database to itself (PGlite
   * admits one process at a time), such as `account:shop-manager`.
   * @param {() => Promise<void>} [whileStopped]
   */
  async function restartCommerce(whileStopped) {
    const commerce = processes.find((child) => child.name === 'commerce');
    if (commerce) {
      supervisors?.commerce.expectExit(commerce);
      await stopProcess(commerce);
      forget(commerce);
    }
    await whileStopped?.();
    await (supervisors ? supervisors.commerce.run() : startCommerce());
  }

  async function stop() {
    stopping = true;
    supervisors?.commerce.stop();
    supervisors?.storefront.stop();
    // The storefront first, so it stops sending queries to a backend that is shutting down.
    for (const child of [...processes].reverse()) await stopProcess(child);
  }

  return { storefrontUrl, graphqlUrl, processes, start, stop, restartCommerce, failed };
}
