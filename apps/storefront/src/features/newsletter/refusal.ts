import { isMessageCode } from '@ppe/shop-rules/messages';
import type { ShopError } from '@/lib/commerce/errors/error-message';

/**
 * A refusal the backend named by one of the shop's codes (too many attempts, a token that no
 * longer works) in the catalogue's words; anything else (the shop unreachable, the plugin gone)
 * in the form's own sentence, never the backend's English.
 */
export function refusalText(
  refusal: ShopError | undefined,
  describe: (error: ShopError | undefined) => string | undefined,
  fallback: string,
): string {
  return isMessageCode(refusal?.code) ? (describe(refusal) ?? fallback) : fallback;
}
