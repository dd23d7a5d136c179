/**
 * `npm run order:mark-paid -w @ppe/commerce -- <order number>`: records that the money of an order
 * paid offline (cash on delivery, bank transfer, cheque) has arrived, as a shop manager's
 * updateOrder(input: {id, isPaid: true}) does. On DATABASE_URL it runs beside the shop. The
 * embedded PGlite database admits one process at a time, so with the shop running on it the
 * command says how to go on instead of waiting. The customer is emailed through the configured
 * SMTP server or outbox, as by the running shop.
 */
import { loadConfig } from '../config.ts';
import { openCommandDatabase } from '../db/command-database.ts';
import { createLogger } from '../logger.ts';
import {
  commandEmailSender,
  MARK_PAID_USAGE,
  markOrderPaid,
  parseMarkPaidArguments,
} from '../payments/mark-paid.ts';

export const SHOP_RUNNING = (dataDir: string) =>
  `The shop is running and holds its embedded database (${dataDir}); PGlite lets one process in at a time. ` +
  'Either stop the shop, run this command again and start the shop again, or leave it running and have ' +
  'a shop manager send updateOrder(input: {id: "<order number>", isPaid: true}) to its GraphQL endpoint ' +
  '(docs/backend.md, "Recording an offline payment").';

const args = parseMarkPaidArguments(process.argv.slice(2));
if (!args) {
  console.error(MARK_PAID_USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openCommandDatabase(config.database, SHOP_RUNNING);
try {
  const email = await commandEmailSender(database.db, config, createLogger(config.logLevel));
  const result = await markOrderPaid(database.db, args, email);
  (result.ok ? console.log : console.error)(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
