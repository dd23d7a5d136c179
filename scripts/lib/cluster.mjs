/**
 * The shop as a cluster on one machine, all on loopback: one PostgreSQL server, one Redis, two
 * commerce backends on that database, two storefronts (the one production build) sharing their
 * caches through Redis, and nginx in front with one public port balancing the storefronts and an
 * internal one balancing the backends for them (deploy/nginx/cluster.conf). `npm run cluster`
 * runs it (scripts/cluster.mjs); the cluster journeys start one of their own (e2e/tests/cluster).
 *
 * The state folder keeps the database, the shared secrets, nginx's rendered configuration and
 * every process's log, so the data survives a restart; `fresh` starts over.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { clusterSecrets, redisReady, spawnNginx, spawnRedis } from './cluster-servers.mjs';
import { postgresCluster, THROWAWAY_SETTINGS } from './postgres.mjs';
import { freePort, killProcess, stopProcess, waitForUrl } from './processes.mjs';
import { commerceReady, spawnCommerce, spawnStorefront, storefrontReady } from './shop.mjs';
import { createSupervisor } from './supervisor.mjs';

/** @typedef {import('./processes.mjs').ManagedProcess} ManagedProcess */
/** @typedef {'commerce-a' | 'commerce-b' | 'storefront-a' | 'storefront-b' | 'redis' | 'nginx'} ServiceName */

/** The database the backends share on the cluster's PostgreSQL server. */
const DATABASE = 'commerce';

/**
 * @typedef {object} ClusterOptions
 * @property {string} stateDir Where the database, the secrets, nginx's configuration and the logs live.
 * @property {number} publicPort nginx's public port: the shop's address.
 * @property {string} [logDir] Where each process writes its log (`<stateDir>/logs` by default).
 * @property {boolean} [fresh] Start over: whatever the state folder holds is removed first.
 * @property {boolean} [durable] PostgreSQL waits for the disk (the default); `false` for a database
 *   that may be lost in a crash (tests).
 * @property {boolean} [backendWebhooks] The backends send WooCommerce webhooks for every catalogue
 *   change to the public `/api/webhooks/woocommerce` (the default), as a real site's owner sets up.
 * @property {Record<string, string>} [commerceEnv] More settings for both backends.
 * @property {Record<string, string>} [storefrontEnv] More settings for both storefronts.
 * @property {boolean} [supervise] Restart a process that crashes, with a backoff (scripts/lib/supervisor.mjs).
 */

/**
 * Describes a cluster that `start()` brings up; `stop()` stops every process it started, even
 * during `start()`.
 * @param {ClusterOptions} options
 */
export function createCluster({
  stateDir,
  publicPort,
  logDir = join(stateDir, 'logs'),
  fresh = false,
  durable = true,
  backendWebhooks = true,
  commerceEnv = {},
  storefrontEnv = {},
  supervise = false,
}) {
  const publicUrl = `http://localhost:${publicPort}`;
  const postgres = postgresCluster(join(stateDir, 'postgres'));
  /** @type {Map<ServiceName, ManagedProcess>} */
  const running = new Map();
  /** @type {Map<ServiceName, ReturnType<typeof createSupervisor>>} */
  const supervisors = new Map();
  /** @type {Map<ServiceName, number>} */
  const starts = new Map();
  let stopping = false;
  let ports = /** @type {ClusterPorts | null} */ (null);
  /** Stops the database if this process ends without `stop()` (the other servers die with their groups). */
  const stopPostgresAtExit = () => postgres.stop('immediate');

  /**
   * Runs a service's start, replacing a crashed predecessor, and keeps its process.
   * @param {ServiceName} name
   * @param {(logFile: string) => ManagedProcess | Promise<ManagedProcess>} spawn
   * @param {(child: ManagedProcess) => Promise<void>} [ready]
   */
  function service(name, spawn, ready) {
    const start = async () => {
      const previous = running.get(name);
      if (previous) await stopProcess(previous, { graceMs: 2_000 });
      const count = starts.get(name) ?? 0;
      starts.set(name, count + 1);
      const child = await spawn(join(logDir, count === 0 ? `${name}.log` : `${name}-restart-${count}.log`));
      running.set(name, child);
      await ready?.(child);
      return child;
    };
    if (!supervise) return start;
    const supervisor = createSupervisor({ name, start, log: (line) => console.error(`[cluster] ${line}`) });
    supervisors.set(name, supervisor);
    return supervisor.run;
  }

  async function start() {
    // A server an earlier run left behind (it was killed before it could stop it) holds the data.
    if (postgres.exists() && postgres.running()) postgres.stop('fast');
    if (fresh) rmSync(stateDir, { recursive: true, force: true });
    mkdirSync(stateDir, { recursive: true });
    mkdirSync(logDir, { recursive: true });
    // Run as root, PostgreSQL runs as its own user, which must reach its folder inside this one.
    if (process.getuid?.() === 0) chmodSync(stateDir, 0o755);
    const { sessionSecret, webhookSecret } = clusterSecrets(stateDir);
    ports = await choosePorts(publicPort);
    const p = ports;

    if (!postgres.exists()) postgres.init();
    process.once('exit', stopPostgresAtExit);
    postgres.start(p.postgres, durable ? {} : THROWAWAY_SETTINGS);
    if (postgres.sql(`select 1 from pg_database where datname = '${DATABASE}'`).trim() !== '1')
      postgres.sql(`create database ${DATABASE}`);

    const backendsUrl = `http://127.0.0.1:${p.backendsPort}`;
    await service(
      'redis',
      (logFile) => spawnRedis({ stateDir, logFile, port: p.redis }),
      (child) => redisReady(child, p.redis),
    )();
    await service('nginx', (logFile) => spawnNginx({ stateDir, logDir, logFile, ports: p }))();

    for (const instance of /** @type {const} */ (['a', 'b'])) {
      if (stopping) return;
      const port = instance === 'a' ? p.commerceA : p.commerceB;
      // One after the other: the first creates and seeds an empty database.
      await service(
        `commerce-${instance}`,
        (logFile) =>
          spawnCommerce({
            name: `commerce-${instance}`,
            port,
            host: '127.0.0.1',
            storefrontUrl: publicUrl,
            logFile,
            env: {
              NODE_ENV: 'production',
              DATABASE_URL: postgres.url(DATABASE),
              COMMERCE_SESSION_SECRET: sessionSecret,
              // Image and download links on the balanced address, which is also the storefronts' GQL_HOST.
              COMMERCE_PUBLIC_URL: backendsUrl,
              ...(backendWebhooks
                ? {
                    COMMERCE_WEBHOOK_URL: `${publicUrl}/api/webhooks/woocommerce`,
                    COMMERCE_WEBHOOK_SECRET: webhookSecret,
                  }
                : {}),
              ...commerceEnv,
            },
          }),
        (child) => commerceReady(child, `http://127.0.0.1:${port}`),
      )();
    }
    if (stopping) return;
    // nginx answers for the backends now that both are up.
    await waitForUrl(`${backendsUrl}/health`, { timeoutMs: 10_000, child: running.get('nginx') });

    await Promise.all(
      /** @type {const} */ (['a', 'b']).map((instance) => {
        const port = instance === 'a' ? p.storefrontA : p.storefrontB;
        return service(
          `storefront-${instance}`,
          (logFile) =>
            spawnStorefront({
              name: `storefront-${instance}`,
              port,
              host: 'localhost',
              graphqlUrl: `${backendsUrl}/graphql`,
              logFile,
              env: {
                SITE_URL: publicUrl,
                REDIS_URL: `redis://127.0.0.1:${p.redis}`,
                // nginx, on loopback, says who the shopper is.
                STOREFRONT_TRUSTED_PROXIES: '127.0.0.1',
                WOOCOMMERCE_WEBHOOK_SECRET: webhookSecret,
                ...storefrontEnv,
              },
            }),
          (child) => storefrontReady(child, `http://localhost:${port}`),
        )();
      }),
    );
    if (stopping) return;
    await waitForUrl(`${publicUrl}/`, { timeoutMs: 30_000, child: running.get('nginx') });
  }

  /**
   * Resolves with the process that ended the cluster: unsupervised, the first to exit; supervised,
   * the first one its supervisor gave up on.
   * @returns {Promise<{ name: string, code: number | null }>}
   */
  function failed() {
    if (supervise) return Promise.race([...supervisors.values()].map((supervisor) => supervisor.gaveUp));
    return Promise.race([...running].map(([name, child]) => child.exited.then((code) => ({ name, code }))));
  }

  /**
   * Kills one process with SIGKILL, as a crash would (a supervised one is restarted).
   * @param {ServiceName} name
   */
  async function kill(name) {
    const child = running.get(name);
    if (!child) throw new Error(`The cluster runs no ${name}`);
    await killProcess(child);
  }

  async function stop() {
    stopping = true;
    for (const supervisor of supervisors.values()) supervisor.stop();
    // The front door first, then the storefronts, the backends they use, and what those use.
    const order = /** @type {ServiceName[]} */ ([
      'nginx',
      'storefront-a',
      'storefront-b',
      'commerce-a',
      'commerce-b',
      'redis',
    ]);
    for (const name of order) {
      const child = running.get(name);
      if (child) await stopProcess(child);
    }
    process.off('exit', stopPostgresAtExit);
    postgres.stop('fast');
  }

  return {
    publicUrl,
    /** The storefronts' and backends' own addresses, nginx's ports, PostgreSQL's and Redis's. */
    ports: () => {
      if (!ports) throw new Error('The cluster has not started');
      return ports;
    },
    /** The balanced GraphQL endpoint of the backends, as the storefronts use it. */
    graphqlUrl: () => `http://127.0.0.1:${ports?.backendsPort}/graphql`,
    /** The database's URL, for psql and the like. */
    databaseUrl: () => postgres.url(DATABASE),
    /**
     * Runs one SQL statement on the backends' database and returns its rows (`|` between columns).
     * @param {string} statement
     */
    sql: (statement) => postgres.sql(statement, DATABASE),
    /** Where each process writes its log. */
    logDir,
    /** The secret the storefronts check WooCommerce webhooks with (after `start()`). */
    webhookSecret: () => clusterSecrets(stateDir).webhookSecret,
    processes: running,
    start,
    stop,
    failed,
    kill,
  };
}

/**
 * @typedef {object} ClusterPorts
 * @property {number} publicPort
 * @property {number} backendsPort
 * @property {number} storefrontA
 * @property {number} storefrontB
 * @property {number} commerceA
 * @property {number} commerceB
 * @property {number} postgres
 * @property {number} redis
 */

/**
 * Free ports for everything but the public one, all different.
 * @param {number} publicPort
 * @returns {Promise<ClusterPorts>}
 */
async function choosePorts(publicPort) {
  const taken = new Set([publicPort]);
  const next = async () => {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };
  return {
    publicPort,
    backendsPort: await next(),
    storefrontA: await next(),
    storefrontB: await next(),
    commerceA: await next(),
    commerceB: await next(),
    postgres: await next(),
    redis: await next(),
  };
}
