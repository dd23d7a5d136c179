#!/usr/bin/env node
/**
 * Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium or
 * /usr/bin/chromium-browser. Playwright's own browser download cannot work here (only the npm registry
 * and Debian packages are reachable), so a missing Chromium is installed from Debian when running as
 * root; otherwise the one command to run is printed.
 *
 * As a script: prints the path and exits 0, or exits 1. As a module: `ensureChromium()`.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/**
 * The flags every Chromium the repository drives starts with (the browser tests, `npm run
 * screenshots`): no sandbox (containers run as root), no GPU, and nothing that calls home.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {string | undefined} the first executable Chromium, CHROME_PATH first */
export function findChromium() {
  const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH, ...CANDIDATES] : CANDIDATES;
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Returns the Chromium path, installing Debian's chromium first when missing and running as root.
 * Throws with the install command when it is missing and cannot be installed from here.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) console.warn(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable.`);
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is not installed. Install it with:\n  ${INSTALL_COMMAND}`);
  }
  console.log('Chromium is missing; installing it from Debian (about a minute)…');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get installed chromium, but none of ${CANDIDATES.join(', ')} exists`);
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
