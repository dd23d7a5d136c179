/**
 * Database commands: `migrate` applies pending migrations, `seed` loads the demo store into
 * an empty database, `reset` drops everything and starts again (migrate + seed).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { isEmptyStore, seedDemoStore } from '../seed/demo.ts';

const command = process.argv[2];
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('Usage: db:migrate | db:seed | db:reset  (cli/database.ts migrate|seed|reset)');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  if (command === 'reset') {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    console.log('Dropped every table.');
  }
  await runMigrations(database.db);
  console.log('Migrations applied.');
  if (command !== 'migrate') {
    if (await isEmptyStore(database.db)) {
      console.log('Seeded:', await seedDemoStore(database.db));
    } else {
      console.log('The store already has products; nothing seeded. Use db:reset to start again.');
    }
  }
} finally {
  await database.close();
}
