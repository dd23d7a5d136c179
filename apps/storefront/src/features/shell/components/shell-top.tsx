'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/i18n/router';

/** Pages where the shopper pays: they get the slim checkout header instead of the shop's top. */
const CHECKOUT_PATHS: ReadonlySet<string> = new Set(['/checkout']);

/**
 * Chooses the top of the page: the shop's (banner, promises, header, main menu) or, on the
 * checkout, the slim checkout header. Both are rendered on the server and handed in; this island
 * only picks one by the path (without its locale prefix), so going from the cart to the checkout
 * swaps them without a reload.
 */
export function ShellTop({ shop, checkout }: { shop: ReactNode; checkout: ReactNode }) {
  return CHECKOUT_PATHS.has(usePathname()) ? checkout : shop;
}
