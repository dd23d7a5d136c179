/**
 * The revalidation webhook's checks, kept apart from the route so they are tested without Next:
 * the bearer secret (compared in constant time) and the body, {tags: string[]} naming cache tags
 * of lib/commerce/server/cache.ts.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { FIXED_TAGS, isKnownTag, PRODUCT_PREFIX } from '@/lib/commerce/server/cache';

export const MAX_TAGS = 100;
export const MAX_BODY_BYTES = 16_384;

const digest = (text: string) => createHash('sha256').update(text).digest();

export type AuthResult = 'ok' | 'not-configured' | 'refused';

/** Checks `Authorization: Bearer <secret>` against the configured secret. */
export function checkSecret(authorization: string | null, secret: string | undefined): AuthResult {
  if (!secret) return 'not-configured';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return 'refused';
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  return timingSafeEqual(digest(match[1]), digest(secret)) ? 'ok' : 'refused';
}

export type BodyResult = { ok: true; tags: string[] } | { ok: false; error: string };

/** Reads {tags: [...]}: 1 to 100 known tags, duplicates dropped. */
export function parseRevalidateBody(text: string): BodyResult {
  if (text.length > MAX_BODY_BYTES) return { ok: false, error: 'The body is too large.' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The body must be JSON: {"tags": ["products"]}.' };
  }
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every((tag) => typeof tag === 'string')) {
    return { ok: false, error: '"tags" must be a non-empty list of cache tags, such as ["products"].' };
  }
  if (tags.length > MAX_TAGS) return { ok: false, error: `Send at most ${MAX_TAGS} tags at a time.` };
  const unknown = tags.filter((tag) => !isKnownTag(tag));
  if (unknown.length > 0) {
    return {
      ok: false,
      error: `Unknown cache tag(s): ${unknown.slice(0, 5).join(', ')}. Use ${[...FIXED_TAGS].join(', ')} or ${PRODUCT_PREFIX}<slug>.`,
    };
  }
  return { ok: true, tags: [...new Set(tags as string[])] };
}
