// Working on the storefront or its journeys? Read apps/storefront/CONTRIBUTING.md first (conventions, ownership, the build lock).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import { createShop, ensureStorefrontBuild } from '../scripts/lib/shop.mjs';

const logDir = fileURLToPath(new URL('./logs', import.meta.url));

/**
 * Starts a fresh shop for the run: a new temporary commerce database (seeded with the demo catalogue
 * on first start), the backend and the production storefront build on free ports. The URLs reach the
 * test workers through process.env. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.CHROME_PATH = ensureChromium();
  await ensureStorefrontBuild();

  const commercePort = await freePort();
  let storefrontPort = await freePort();
  while (storefrontPort === commercePort) storefrontPort = await freePort();

  // The backend keeps rendered media beside its data directory (`<dir>-media`), so both go in one temp folder.
  const tempDir = await mkdtemp(join(tmpdir(), 'ppe-e2e-'));
  const shop = createShop({
    storefrontPort,
    commercePort,
    commerceDataDir: join(tempDir, 'commerce'),
    logDir,
  });
  let control: Server | undefined;
  const teardown = async () => {
    control?.close();
    await shop.stop();
    await rm(tempDir, { recursive: true, force: true });
  };

  try {
    await shop.start();
  } catch (error) {
    await teardown();
    throw error;
  }
  control = await startControlServer(shop.restartCommerce);
  process.env.E2E_BASE_URL = shop.storefrontUrl;
  process.env.E2E_GRAPHQL_URL = shop.graphqlUrl;
  return teardown;
}

/**
 * Test workers are separate processes; this endpoint lets a journey ask the process that owns the
 * servers to restart the backend (`POST /restart-commerce`, see e2e/lib/backend.ts). Its URL reaches
 * the workers as E2E_CONTROL_URL.
 */
async function startControlServer(restartCommerce: () => Promise<void>): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/restart-commerce') {
      response.writeHead(404).end();
      return;
    }
    restartCommerce().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${port}`;
  return server;
}
