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
 * @param {{ rebuild?: boolean }} [options] rebuild the storefront even when it has a build
 */
export async function startScratchShop({ rebuild = false } = {}) {
  await ensureStorefrontBuild({ rebuild });
  const temp = mkdtempSync(join(tmpdir(), 'ppe-shop-'));
  const shop = createShop({
    storefrontPort: await freePort(),
    commercePort: await freePort(),
    commerceDataDir: join(temp, 'commerce'),
    logDir: join(temp, 'logs'),
  });
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
