import type { Locale } from './routing';

/**
 * Message catalogues are split by feature (messages/<locale>/<namespace>.json) so each feature
 * owns its texts; a page receives all of them merged under their namespace.
 * Add a namespace here when a feature adds its file (every locale must have it; a test checks).
 */
export const NAMESPACES = [
  'common',
  'shell',
  'catalog',
  'product',
  'content',
  'cart',
  'checkout',
  'account',
  'giftCard',
  'errors',
  'newsletter',
  'serverError',
  'finder',
  'quickOrder',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export async function loadMessages(locale: Locale): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const file = (await import(`../messages/${locale}/${namespace}.json`)) as {
        default: Record<string, unknown>;
      };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}
