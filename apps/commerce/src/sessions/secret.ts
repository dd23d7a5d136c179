/**
 * The key that signs session tokens: COMMERCE_SESSION_SECRET when set (several backends
 * sharing one database must share it), else one generated on first start and kept in the
 * options table, so tokens handed out before a restart stay valid after it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { options } from '../db/schema.ts';

const OPTION_NAME = 'session_secret';

export async function loadSessionSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  // Insert-if-absent, then read: two backends starting together agree on one secret.
  await db
    .insert(options)
    .values({ name: OPTION_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(options).where(eq(options.name, OPTION_NAME));
  if (typeof row?.value !== 'string') throw new Error('The session secret could not be stored.');
  return row.value;
}
