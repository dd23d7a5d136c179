import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoCatalog } from './catalog/index.ts';
import { PRODUCT_LINKS } from './catalog/product-links.ts';
import { demoTranslations } from './catalog/translations/index.ts';
import { type SeedSummary, seedCatalog } from './seed-catalog.ts';
import { seedProductLinks } from './seed-product-links.ts';
import { seedTranslations } from './seed-translations.ts';
import { seedStoreSetup } from './store-setup.ts';

/** The catalogue is seeded once: a database that has products is left alone. */
export async function isEmptyStore(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from products) as empty`,
  );
  return result.rows[0]?.empty === true;
}

/** Loads the demo protective-equipment store in one transaction: all of it or nothing. */
export function seedDemoStore(db: Db): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const summary = await seedCatalog(tx as unknown as Db, demoCatalog);
    await seedProductLinks(tx as unknown as Db, PRODUCT_LINKS);
    await seedTranslations(tx as unknown as Db, demoCatalog, demoTranslations);
    await seedStoreSetup(tx as unknown as Db);
    return summary;
  });
}

/**
 * A demo store seeded before its content had translations gets them now: only when it has none
 * yet and every translated product is there (another catalogue on the same setting is left alone).
 */
export async function addMissingDemoTranslations(db: Db): Promise<boolean> {
  const slugs = [...new Set(demoTranslations.flatMap((translation) => Object.keys(translation.products)))];
  const result = await db.execute<{ missing: boolean }>(sql`
    select not exists (select 1 from product_translations)
      and (select count(*) from products where slug = any(${sql.param(slugs)}::text[])) = ${slugs.length}
      as missing`);
  if (result.rows[0]?.missing !== true) return false;
  await db.transaction((tx) => seedTranslations(tx as unknown as Db, demoCatalog, demoTranslations));
  return true;
}
