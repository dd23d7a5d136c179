/**
 * Creates a benchmark database with a generated catalogue:
 *   npm run catalog:generate -w @ppe/commerce -- --products 10000 --data-dir data/bench-10k
 *   npm run catalog:generate -w @ppe/commerce -- --products 100000 --database-url postgres://…
 * The target must be empty (a new data directory, or an empty PostgreSQL database).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { isEmptyStore } from '../demo.ts';
import { seedCatalog } from '../seed-catalog.ts';
import { seedStoreSetup } from '../store-setup.ts';
import { generateCatalog } from './generate.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '42' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error('--products must be a positive whole number');
  process.exit(2);
}
if (!values['data-dir'] && !values['database-url']) {
  console.error('Give --data-dir (PGlite) or --database-url (PostgreSQL).');
  process.exit(2);
}

const started = performance.now();
const database = await openDatabase(
  values['database-url']
    ? { databaseUrl: values['database-url'] }
    : { dataDir: values['data-dir'] as string },
);
try {
  await runMigrations(database.db);
  if (!(await isEmptyStore(database.db))) {
    console.error('The target database already has products; use a new data directory or database.');
    process.exitCode = 1;
  } else {
    const catalog = generateCatalog({ products, seed: Number(values.seed) });
    const summary = await seedCatalog(database.db, catalog);
    // Shipping zones and coupons, so the generated shop takes orders as the demo store does.
    await seedStoreSetup(database.db);
    await database.db.execute(sql`analyze`);
    console.log({ ...summary, seconds: Math.round((performance.now() - started) / 100) / 10 });
  }
} finally {
  await database.close();
}
