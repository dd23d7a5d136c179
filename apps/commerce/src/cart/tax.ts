/**
 * The store's tax table: rates by country and state, none by default (a store adds rows to
 * tax_rates). A state-specific rate wins over a country-wide one.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { taxRates } from '../db/schema.ts';

export type TaxRateRow = typeof taxRates.$inferSelect;

export async function taxRateFor(db: Db, country: string, state: string): Promise<TaxRateRow | null> {
  const rows = await db.select().from(taxRates).where(eq(taxRates.country, country));
  return rows.find((row) => row.state === state) ?? rows.find((row) => row.state === '') ?? null;
}

/** Tax on an amount in cents, rounded to the cent per line as WooCommerce rounds. */
export const taxOn = (cents: number, rate: TaxRateRow | null) =>
  rate ? Math.round((cents * rate.rateBasisPoints) / 10000) : 0;
