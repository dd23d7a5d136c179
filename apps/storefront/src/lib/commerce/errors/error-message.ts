/**
 * The shop's refusals in the shopper's words. The backend names each shopper-facing problem by
 * code (extensions.code, @ppe/shop-rules/messages) with the values its sentence names
 * (extensions.params) and the input field it concerns (extensions.field); the storefront shows
 * its own catalogue text for the code (messages/<locale>/errors.json) and the backend's sentence
 * as sent for anything else: a stock WooCommerce site sends none of these codes. It imports only
 * types: every page's browser code reads refusals through it, while the wording (error-text.ts,
 * with the list of codes) loads when a refusal is to be shown.
 */
import type { MessageCode, MessageParams } from '@ppe/shop-rules/messages';

/** One refusal as it travels from the route to the browser's components. */
export interface ShopError {
  /** The backend's own sentence (English on this shop, the store's language elsewhere). */
  message: string;
  code?: string;
  field?: string;
  params?: MessageParams;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only text and numbers go on as params: anything else a backend sends is not a value to show. */
function paramsOf(value: unknown): MessageParams | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** A GraphQL error ({ message, extensions }) as a ShopError: its sentence, code, field and params. */
export function shopErrorOf(error: { message?: unknown; extensions?: unknown }): ShopError {
  const extensions = isRecord(error.extensions) ? error.extensions : {};
  const params = paramsOf(extensions.params);
  return {
    message: typeof error.message === 'string' ? error.message : String(error.message ?? ''),
    ...(typeof extensions.code === 'string' ? { code: extensions.code } : {}),
    ...(typeof extensions.field === 'string' ? { field: extensions.field } : {}),
    ...(params ? { params } : {}),
  };
}

/**
 * The first GraphQL error behind a thrown CommerceError (the transport's error is its cause), as
 * a ShopError; undefined for anything else (an unreachable shop, a bug).
 */
export function shopErrorOfThrown(thrown: unknown): ShopError | undefined {
  for (let current = thrown; current instanceof Error; current = current.cause) {
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && isRecord(errors[0])) return shopErrorOf(errors[0]);
  }
  return undefined;
}

/** Whether a refusal carries `code` (a check on the code, never on the sentence). */
export const hasCode = (error: ShopError | undefined, ...codes: readonly MessageCode[]): boolean =>
  error?.code !== undefined && (codes as readonly string[]).includes(error.code);
