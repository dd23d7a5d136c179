/**
 * A freshly seeded shop for tools that look at the running store (benchmarks, screenshots): both
 * servers on free ports, the production build of the storefront, the database and logs in a
 * temporary folder that `stop()` removes again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.mjs';
import { createShop, ensureStorefrontBuild } from './shop.mjs';

/**
 * @param {{ rebuild?: boolean, commerceEnv?: Record<string, string>,
 *   storefrontEnv?: (backendGraphqlUrl: string) => Record<string, string> }} [options] rebuild the
 *   storefront even when it has a build; settings for the backend beside the defaults; settings for
 *   the storefront, worked out from the backend's address (a tool may put itself in between)
 */
export async function startScratchShop({ rebuild = false, commerceEnv = {}, storefrontEnv } = {}) {
  await ensureStorefrontBuild({ rebuild });
  const temp = mkdtempSync(join(tmpdir(), 'ppe-shop-'));
  const [commercePort, storefrontPort] = await twoFreePorts();
  /** @type {Record<string, string>} */
  const storefrontSettings = {};
  const shop = createShop({
    storefrontPort,
    commercePort,
    commerceDataDir: join(temp, 'commerce'),
    logDir: join(temp, 'logs'),
    commerceEnv,
    storefrontEnv: storefrontSettings,
  });
  // createShop settles the backend's address at once and reads these only when the storefront starts.
  Object.assign(storefrontSettings, storefrontEnv?.(shop.graphqlUrl));
  const stop = async () => {
    await shop.stop();
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    await shop.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { storefrontUrl: shop.storefrontUrl, graphqlUrl: shop.graphqlUrl, stop };
}

/** Two different free ports (two quick asks may be answered with the same one). */
async function twoFreePorts() {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}
