/**
 * The framework floor: bench/floor, the smallest App Router page (a heading, a paragraph and one
 * client island) on the storefront's own Next.js and React, built and served by `next start`. Its
 * Lighthouse figures are what no catalogue page can beat on this machine, whatever the shop does.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, runCommand, startProcess, stopProcess, waitForUrl } from '../../scripts/lib/processes.mjs';

const floorDir = new URL('../floor', import.meta.url).pathname;
const nextCli = createRequire(join(floorDir, 'package.json')).resolve('next/dist/bin/next');
const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Builds the floor page (a few seconds, so always: it follows the installed Next.js) and serves it. */
export async function startFloorApp() {
  await runCommand(process.execPath, [nextCli, 'build', floorDir], { env });
  const port = await freePort();
  const child = startProcess({
    name: 'floor',
    command: process.execPath,
    args: [nextCli, 'start', floorDir, '-p', String(port)],
    env,
  });
  const url = `http://localhost:${port}/`;
  await waitForUrl(url, { child });
  return { url, stop: () => stopProcess(child) };
}
