#!/usr/bin/env node
/**
 * `npm run cluster` and the cluster journeys run Debian's Redis and nginx beside the shop (see
 * scripts/lib/cluster.mjs; PostgreSQL comes from scripts/ensure-postgres.mjs). This makes sure
 * both are there: installed from Debian when running as root, otherwise the one command to run is
 * printed. Neither runs as a system service here: the cluster starts its own on loopback.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NGINX_BIN, REDIS_BIN } from './lib/cluster-servers.mjs';

/** Debian's package for each server binary the cluster runs. */
const PACKAGES = { [REDIS_BIN]: 'redis-server', [NGINX_BIN]: 'nginx' };

const missing = () =>
  Object.entries(PACKAGES)
    .filter(([binary]) => !existsSync(binary))
    .map(([, name]) => name);

let wanted = missing();
if (wanted.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${wanted.join(' and ')} not installed. Install with:\n  sudo apt-get update && sudo apt-get install -y ${wanted.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`${wanted.join(' and ')} missing; installing from Debian…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...wanted]]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  wanted = missing();
  if (wanted.length > 0) {
    console.error(`${wanted.join(' and ')} still missing after apt-get install.`);
    process.exit(1);
  }
}
console.log(`Redis: ${REDIS_BIN}\nnginx: ${NGINX_BIN}`);
