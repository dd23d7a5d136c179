/**
 * The shapes and shorthands the per-family compliance files are written in. A family file names,
 * per product slug, what the product is approved and certified to, which documents a buyer can
 * download and how it is packed; product-compliance.ts turns the document list into files.
 */
import type { SeedPackaging, SeedProductDocument } from '../types.ts';

/** The languages the shop writes compliance documents in (BCP 47). */
export const DOCUMENT_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt-BR'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Documents besides the user instructions; each is written once, in English. */
export type ExtraDocument = 'declaration' | 'certificate' | 'label' | 'sds';

export interface ComplianceEntry {
  /** NIOSH approval numbers (TC-84A-9315), shown as the "NIOSH approval" attribute. */
  approvals?: string[];
  /** pa_standard term slugs the product meets but its own data leaves out. */
  standards?: string[];
  /** The user instructions' languages, English first. */
  instructions: readonly DocumentLanguage[];
  extras?: readonly ExtraDocument[];
  packaging?: SeedPackaging;
  /**
   * Sold with protective equipment but not protective itself (a charger, a coin cell, a comfort
   * part, a hygiene glove, a face covering): instructions, but no standard to claim.
   */
  accessory?: true;
}

/**
 * Our shoppers are chiefly American: instructions come in English and Spanish. Equipment made to
 * European standards only also comes with the German and French leaflets of its EU market.
 */
export const US: readonly DocumentLanguage[] = ['en', 'es'];
export const EU: readonly DocumentLanguage[] = ['en', 'es', 'de', 'fr'];

/** The instructions in `instructions`, plus the extra documents. */
export const docs = (
  instructions: readonly DocumentLanguage[],
  ...extras: ExtraDocument[]
): Pick<ComplianceEntry, 'instructions' | 'extras'> =>
  extras.length ? { instructions, extras } : { instructions };

/** Sold by the pack: the price buys one pack of `units`. */
export const packOf = (
  units: number,
  unit: SeedPackaging['unit'],
  pack: SeedPackaging['pack'] = 'box',
): SeedPackaging => ({ pack, unitsPerPack: units, unit, soldBy: 'pack' });

/** Priced per item but shipped in whole packs: the cart takes multiples of `units`. */
export const unitsIn = (
  units: number,
  unit: SeedPackaging['unit'],
  pack: SeedPackaging['pack'] = 'box',
): SeedPackaging => ({ pack, unitsPerPack: units, unit, soldBy: 'unit' });

/** What each document is called in the shop, whatever its language. */
export const DOCUMENT_TITLES: Record<SeedProductDocument['kind'], string> = {
  'user-instructions': 'User instructions',
  'declaration-of-conformity': 'EU declaration of conformity',
  'approval-label': 'NIOSH approval label',
  'safety-data-sheet': 'Safety data sheet',
  certificate: 'EU type-examination certificate',
};
