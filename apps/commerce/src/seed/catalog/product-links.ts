/**
 * The demo store's cross-sells and upsells ("parts and refills that fit"), seeded as WooCommerce's
 * `_crosssell_ids` and `_upsell_ids`. Cross-sells are the parts and consumables a buyer needs with
 * a product, shown in the cart; upsells are better alternatives, shown on the product page.
 * Every link follows the products' own compatibility text (bayonet or Rd40 thread, 9100 or G5 parts,
 * TR-600 or TR-300+ blower). Externally sold products are never cross-sells: they cannot be carted.
 */
import type { SeedProductLinks } from '../types.ts';
import { INDUSTRIAL_LINKS } from './product-links-industrial.ts';
import { RESPIRATOR_LINKS } from './product-links-respirators.ts';
import { SPEEDGLAS_LINKS } from './product-links-speedglas.ts';
import { VERSAFLO_LINKS } from './product-links-versaflo.ts';

export const PRODUCT_LINKS: readonly SeedProductLinks[] = [
  // Reusable and disposable respirators, their cartridges, filters and prefilters.
  ...RESPIRATOR_LINKS,
  // Speedglas helmets, auto-darkening filters, cover plates, headbands and lenses.
  ...SPEEDGLAS_LINKS,
  // Versaflo PAPR kits, headtops, filters, batteries, chargers and supplied air.
  ...VERSAFLO_LINKS,
  // Hard hats, eyewear, hearing protection, gloves, footwear and first aid.
  ...INDUSTRIAL_LINKS,
];
