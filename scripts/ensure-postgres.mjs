#!/usr/bin/env node
/**
 * The commerce tests also run against a real PostgreSQL server (the production database),
 * which they start themselves from Debian's `postgresql` binaries. This makes sure those
 * binaries are there: installed from Debian when running as root, otherwise the one
 * command to run is printed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const BASE = '/usr/lib/postgresql';
const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y postgresql';

const findInitdb = () =>
  existsSync(BASE)
    ? readdirSync(BASE)
        .map((version) => `${BASE}/${version}/bin/initdb`)
        .find((path) => existsSync(path))
    : undefined;

let initdb = findInitdb();
if (!initdb) {
  if (process.getuid?.() !== 0) {
    console.error(`PostgreSQL is not installed. Install it with:\n  ${INSTALL_COMMAND}`);
    process.exit(1);
  }
  console.log('PostgreSQL is missing; installing it from Debian…');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  initdb = findInitdb();
}
console.log(`PostgreSQL: ${initdb}`);
