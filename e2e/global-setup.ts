import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import { commerceDir, createShop, ensureStorefrontBuild } from '../scripts/lib/shop.mjs';
import { E2E_LOGIN_CLIENT, type OidcProvider, startOidcProvider } from './lib/oidc-provider.ts';
import { makeShopManager } from './lib/shop-manager.ts';
import { type SmtpInbox, startSmtpInbox } from './lib/smtp-inbox.ts';

const logDir = fileURLToPath(new URL('./logs', import.meta.url));
const stockLogDir = join(logDir, 'stock-site');
/**
 * Every journey runs from 127.0.0.1, so the per-shopper rate limits would see one very busy
 * shopper; the test shops get limits no journey run reaches (the backend's tests prove each one).
 */
const E2E_RATE_LIMITS = '*=100000/1m';

/**
 * Starts a fresh shop for the run: a new temporary commerce database (seeded with the demo catalogue
 * on first start), the backend and the production storefront build on free ports. Before them, the
 * peers the backend talks to: a real SMTP server (mail readable with e2e/lib/smtp-inbox.ts) and a
 * real OpenID Connect provider (e2e/lib/oidc-provider.ts). Beside it, a second shop whose backend
 * runs the stock profile (what a stock WooCommerce + WPGraphQL + WooGraphQL + Headless Login site
 * serves, no plugin fields), from the same storefront build with default settings, for the
 * `stock-site` journeys. The URLs reach the test workers through process.env. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.CHROME_PATH = ensureChromium();
  await ensureStorefrontBuild();

  const [commercePort, storefrontPort, stockCommercePort, stockStorefrontPort] = await fourFreePorts();

  // The backend keeps rendered media beside its data directory (`<dir>-media`), so both go in one temp folder.
  const tempDir = await mkdtemp(join(tmpdir(), 'ppe-e2e-'));
  const mailDir = join(tempDir, 'mail');
  await mkdir(mailDir);
  // The storefront's URL as createShop builds it: the provider must know the callback before the shop starts.
  const storefrontUrl = `http://localhost:${storefrontPort}`;
  const stockStorefrontUrl = `http://localhost:${stockStorefrontPort}`;
  let smtp: SmtpInbox | undefined;
  let oidc: OidcProvider | undefined;
  let shop: ReturnType<typeof createShop> | undefined;
  let stockShop: ReturnType<typeof createShop> | undefined;
  let control: Server | undefined;
  const teardown = async () => {
    control?.close();
    await stockShop?.stop();
    await shop?.stop();
    await oidc?.close();
    await smtp?.close();
    await rm(tempDir, { recursive: true, force: true });
  };

  try {
    smtp = await startSmtpInbox(mailDir);
    oidc = await startOidcProvider({ redirectUri: `${storefrontUrl}/oauth/login/${E2E_LOGIN_CLIENT.slug}` });
    shop = createShop({
      storefrontPort,
      commercePort,
      commerceDataDir: join(tempDir, 'commerce'),
      logDir,
      storefrontEnv: {
        // A tag manager container, so journeys see the page views it receives (e2e/tests/navigation).
        GTM_ID: 'GTM-TEST',
        // This store hides reviews by default; the journeys show them to write one (e2e/tests/account/review.spec.ts).
        STORE_SHOW_REVIEWS: 'true',
      },
      commerceEnv: {
        SMTP_URL: smtp.url,
        // The checkout journeys pay with the test card, which a shop offers only when told to.
        COMMERCE_TEST_CARD: 'on',
        COMMERCE_RATE_LIMITS: E2E_RATE_LIMITS,
        COMMERCE_LOGIN_CLIENTS: JSON.stringify([
          {
            ...E2E_LOGIN_CLIENT,
            clientId: oidc.clientId,
            clientSecret: oidc.clientSecret,
            issuer: oidc.issuer,
          },
        ]),
      },
    });
    if (shop.storefrontUrl !== storefrontUrl)
      throw new Error(`The storefront runs at ${shop.storefrontUrl}, not ${storefrontUrl}.`);
    stockShop = createShop({
      storefrontPort: stockStorefrontPort,
      commercePort: stockCommercePort,
      commerceDataDir: join(tempDir, 'commerce-stock'),
      logDir: stockLogDir,
      // The shop's own address, which its server sends as Origin: the site below authorises only it.
      storefrontEnv: { SITE_URL: stockStorefrontUrl },
      commerceEnv: {
        COMMERCE_PROFILE: 'stock',
        SMTP_URL: smtp.url,
        COMMERCE_TEST_CARD: 'on',
        COMMERCE_RATE_LIMITS: E2E_RATE_LIMITS,
        // Headless Login's "Block unauthorized domains", with the storefront as the authorised domain.
        COMMERCE_CORS_BLOCK_UNAUTHORIZED: 'on',
        COMMERCE_CORS_ORIGINS: stockStorefrontUrl,
        // Access tokens that run out within a journey (a real site's live 300 s), so the journeys
        // prove a shopper stays signed in through their expiry.
        COMMERCE_AUTH_TOKEN_TTL_SECONDS: '10',
      },
    });
    if (stockShop.storefrontUrl !== stockStorefrontUrl)
      throw new Error(
        `The stock-site storefront runs at ${stockShop.storefrontUrl}, not ${stockStorefrontUrl}.`,
      );
    // Both databases are created and seeded at once; the two cores share the work.
    await Promise.all([shop.start(), stockShop.start()]);
    // Stock comes back only by a shop manager's hand (the stock alert journeys need that).
    await makeShopManager(shop.graphqlUrl, shop.restartCommerce, commerceDir, join(tempDir, 'commerce'));
  } catch (error) {
    await teardown();
    throw error;
  }
  control = await startControlServer(shop.restartCommerce);
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  process.env.E2E_BASE_URL = shop.storefrontUrl;
  process.env.E2E_GRAPHQL_URL = shop.graphqlUrl;
  process.env.E2E_STOCK_BASE_URL = stockShop.storefrontUrl;
  process.env.E2E_STOCK_GRAPHQL_URL = stockShop.graphqlUrl;
  process.env.E2E_STOCK_LOG_DIR = stockLogDir;
  return teardown;
}

/** Four free ports, all different: two servers for each shop. */
async function fourFreePorts(): Promise<[number, number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  return [...ports] as [number, number, number, number];
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
