/** The id spaces objects share, as WordPress keeps them. */
import { sql } from 'drizzle-orm';
import { integer, pgSequence } from 'drizzle-orm/pg-core';

/**
 * Products, variations, posts and media share one id space, as WordPress posts do, so a
 * databaseId names one object whatever its kind.
 */
export const objectIdSeq = pgSequence('object_id_seq', { startWith: 1000 });
export const objectId = () => integer('id').primaryKey().default(sql`nextval('object_id_seq')`);

/** Term ids below 1000 are reserved for fixed ids (the main categories 510, 523...). */
export const termIdSeq = pgSequence('term_id_seq', { startWith: 1000 });
