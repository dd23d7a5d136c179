#!/usr/bin/env node
/**
 * `npm start`: builds the storefront if it has no build yet (or with `--rebuild`), starts the commerce
 * backend and the storefront, and stops both on Ctrl-C / SIGTERM. A server that crashes is started
 * again (after 1 s, then 2, 4… up to 30 s) while the other keeps running; one that crashes more
 * than 5 times within a minute stops the shop with a failure code, for the host's own supervisor.
 *
 * Env: PORT (storefront, default 3000), COMMERCE_PORT (default 4000), plus anything the backend reads
 * (COMMERCE_HOST, COMMERCE_DATA_DIR, DATABASE_URL, LOG_LEVEL), STOREFRONT_HOST (default localhost:
 * loopback only). The test card is accepted only while nobody else can reach the shop
 * (scripts/lib/test-card.mjs), and the first line printed says whether and why. The backend tells
 * the storefront of every catalogue change with WooCommerce's webhooks, signed with a secret made
 * for this run (unless COMMERCE_WEBHOOK_URL or WOOCOMMERCE_WEBHOOK_SECRET say otherwise), so a
 * price changed in the database shows at once, as on a real site whose owner set them up.
 */
import { randomBytes } from 'node:crypto';
import { stopOnSignals } from './lib/processes.mjs';
import { createShop, ensureStorefrontBuild } from './lib/shop.mjs';
import { testCardDecision, testCardLine } from './lib/test-card.mjs';

// A shop started this way may face the internet: no introspection, no field suggestions.
const nodeEnv = process.env.NODE_ENV ?? 'production';
const testCard = testCardDecision({ ...process.env, NODE_ENV: nodeEnv });
console.log(testCardLine(testCard));

const storefrontPort = Number(process.env.PORT ?? 3000);
const webhooksSetElsewhere = process.env.COMMERCE_WEBHOOK_URL || process.env.WOOCOMMERCE_WEBHOOK_SECRET;
const webhookSecret = randomBytes(24).toString('base64url');
const shop = createShop({
  storefrontPort,
  commercePort: Number(process.env.COMMERCE_PORT ?? 4000),
  commerceEnv: {
    COMMERCE_TEST_CARD: testCard.setting,
    NODE_ENV: nodeEnv,
    ...(webhooksSetElsewhere
      ? {}
      : {
          COMMERCE_WEBHOOK_URL: `http://localhost:${storefrontPort}/api/webhooks/woocommerce`,
          COMMERCE_WEBHOOK_SECRET: webhookSecret,
        }),
  },
  storefrontEnv: webhooksSetElsewhere ? {} : { WOOCOMMERCE_WEBHOOK_SECRET: webhookSecret },
  supervise: true,
});

const { shutdown, stopping } = stopOnSignals('shop', () => shop.stop());

try {
  const built = await ensureStorefrontBuild({ rebuild: process.argv.includes('--rebuild') });
  if (!built)
    console.log('Using the existing storefront build (pass --rebuild after changing the storefront).');
  if (stopping()) process.exitCode = 130;
  else {
    await shop.start();
    console.log(`\nShop ready: ${shop.storefrontUrl}\nGraphQL:    ${shop.graphqlUrl}\n`);
    // A crash is restarted by the shop's supervisors; only a server that keeps crashing ends it.
    const failure = await shop.failed();
    if (!stopping()) {
      console.error(`${failure.name} keeps crashing; stopping the shop.`);
      await shutdown(1);
    }
  }
} catch (error) {
  if (!stopping()) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}
