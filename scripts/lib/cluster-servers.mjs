/**
 * What a shop cluster (scripts/lib/cluster.mjs) keeps in its state folder, and the servers it
 * starts beside the shop's own: the secrets every instance shares, nginx's configuration rendered
 * from deploy/nginx/cluster.conf, and Redis (deploy/redis/cluster.conf).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProcess } from './processes.mjs';
import { repoRoot } from './shop.mjs';

export const NGINX_BIN = '/usr/sbin/nginx';
export const REDIS_BIN = '/usr/bin/redis-server';
const NGINX_TEMPLATE = join(repoRoot, 'deploy', 'nginx', 'cluster.conf');
const REDIS_CONFIG = join(repoRoot, 'deploy', 'redis', 'cluster.conf');
const SERVER_READY_TIMEOUT_MS = 15_000;

/**
 * The secrets every instance shares, made once and kept in the state folder: the backends' session
 * secret (a session or sign-in made on one backend is good on the other, and across restarts) and
 * the secret of the webhooks the backends send the storefronts.
 * @param {string} stateDir
 * @returns {{ sessionSecret: string, webhookSecret: string }}
 */
export function clusterSecrets(stateDir) {
  const file = join(stateDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    webhookSecret: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * Fills in the `{{placeholders}}` of a configuration template; a placeholder without a value is an
 * error, not an empty string in a server's configuration.
 * @param {string} template
 * @param {Record<string, string | number>} values
 */
export function renderTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in the cluster's nginx template`);
    return String(values[name]);
  });
}

/** Whether this machine has the IPv6 loopback address, where `localhost` may resolve first. */
function hasIpv6Loopback() {
  return Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.internal && address.address === '::1'),
  );
}

/**
 * @typedef {object} NginxPorts
 * @property {number} publicPort
 * @property {number} backendsPort
 * @property {number} storefrontA
 * @property {number} storefrontB
 * @property {number} commerceA
 * @property {number} commerceB
 */

/**
 * Writes nginx's configuration for these ports into `<stateDir>/nginx` and starts nginx in the
 * foreground (`daemon off`), its pid file and temporary files there, its access and error logs in
 * `logDir` and what it says before reading its configuration in `logFile`.
 * @param {{ stateDir: string, logDir: string, logFile: string, ports: NginxPorts }} options
 */
export function spawnNginx({ stateDir, logDir, logFile, ports }) {
  const prefix = join(stateDir, 'nginx');
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      prefix,
      logs: logDir,
      public_port: ports.publicPort,
      public_listen_ipv6: hasIpv6Loopback() ? `listen [::1]:${ports.publicPort};` : '',
      backends_port: ports.backendsPort,
      storefront_a_port: ports.storefrontA,
      storefront_b_port: ports.storefrontB,
      commerce_a_port: ports.commerceA,
      commerce_b_port: ports.commerceB,
    }),
  );
  // `-e stderr`: what nginx says before it has read its configuration goes to its log, not /var/log.
  return startProcess({
    name: 'nginx',
    command: NGINX_BIN,
    args: ['-e', 'stderr', '-p', prefix, '-c', config],
    logFile,
  });
}

/**
 * Starts Redis on `port` with the cluster's configuration, working in `<stateDir>/redis`; wait
 * for it with `redisReady`.
 * @param {{ stateDir: string, logFile: string, port: number }} options
 */
export function spawnRedis({ stateDir, logFile, port }) {
  const dir = join(stateDir, 'redis');
  mkdirSync(dir, { recursive: true });
  return startProcess({
    name: 'redis',
    command: REDIS_BIN,
    args: [REDIS_CONFIG, '--port', String(port), '--dir', dir],
    logFile,
  });
}

/**
 * Resolves once Redis answers PING on `port`; rejects if it exits first or stays silent.
 * @param {import('./processes.mjs').ManagedProcess} redis
 * @param {number} port
 */
export async function redisReady(redis, port) {
  let exited = false;
  redis.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (!(await answersPing(port))) {
    if (exited) throw new Error(`redis exited before it answered; see ${redis.logFile}`);
    if (Date.now() > deadline) throw new Error(`redis did not answer on port ${port}; see ${redis.logFile}`);
    await sleep(100);
  }
}

/**
 * Whether a Redis server answers PING on this port of 127.0.0.1.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}
