/**
 * Starts the commerce backend: configuration, database (migrated, and seeded with the demo
 * store on first start, one backend at a time), then the HTTP server. SIGINT/SIGTERM stop it
 * gracefully.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { oneBackendAtATime } from './db/one-at-a-time.ts';
import { createLogger } from './logger.ts';
import { addMissingDemoTranslations, isEmptyStore, seedDemoStore } from './seed/demo.ts';
import { seedStoreSetup } from './seed/store-setup.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main() {
  const started = performance.now();
  const database = await openDatabase(config.database);
  logger.info({ database: database.kind }, 'database open');
  // Backends started together on one database take turns: the first migrates and seeds.
  await oneBackendAtATime(database, async () => {
    await runMigrations(database.db);
    if (config.seed === 'demo' && (await isEmptyStore(database.db))) {
      logger.info('seeding the demo store (first start)');
      const summary = await seedDemoStore(database.db);
      logger.info(summary, 'demo store seeded');
    } else if (config.seed === 'demo') {
      // A demo store seeded before carts existed gets its coupons and shipping zones now, and one
      // seeded before translations existed gets its content in the other languages.
      await seedStoreSetup(database.db);
      if (await addMissingDemoTranslations(database.db)) logger.info('demo store translations added');
    }
  });
  const server = await startServer(config, database, logger);
  // Whoever starts a shop should see at once whether it hands out orders for a test card.
  // Stripe, when configured, takes the card slot instead.
  const testCardOffered = config.testCard && config.stripe === null;
  logger.info(
    { testCard: testCardOffered, stripe: config.stripe !== null },
    testCardOffered
      ? 'test card offered at checkout (COMMERCE_TEST_CARD=on): orders are marked paid without any money'
      : 'test card not offered at checkout',
  );
  logger.info(
    { url: `${server.url}/graphql`, ms: Math.round(performance.now() - started) },
    'commerce backend ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await server.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'commerce backend failed to start');
  process.exit(1);
});
