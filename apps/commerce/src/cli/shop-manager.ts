/** `npm run account:shop-manager -w @ppe/commerce -- <email>`: makes that account a shop manager (accounts/shop-manager.ts). */

import { makeShopManager, SHOP_MANAGER_USAGE } from '../accounts/shop-manager.ts';
import { loadConfig } from '../config.ts';
import { openCommandDatabase } from '../db/command-database.ts';

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) {
  console.error(SHOP_MANAGER_USAGE);
  process.exit(2);
}

const database = await openCommandDatabase(
  loadConfig().database,
  (dataDir) =>
    `The shop is running and holds its embedded database (${dataDir}); PGlite lets one process in at a time. ` +
    'Stop the shop, run this command again, then start the shop again.',
);
try {
  const result = await makeShopManager(database.db, email);
  (result.ok ? console.log : console.error)(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
