/** The demo store's content in every language besides English (the seed itself). */

import { NIOSH_APPROVAL_ATTRIBUTE, PRODUCT_COMPLIANCE } from '../product-compliance.ts';
import { german } from './de/index.ts';
import { spanish } from './es/index.ts';
import { french } from './fr/index.ts';
import { italian } from './it/index.ts';
import { brazilianPortuguese } from './pt-br/index.ts';
import type { StoreTranslation } from './types.ts';

/** The approval attribute's name in each language; the TC numbers read the same in all. */
const APPROVAL_LABELS: Record<StoreTranslation['language'], string> = {
  de: 'NIOSH-Zulassung',
  es: 'Aprobación NIOSH',
  fr: 'Homologation NIOSH',
  it: 'Approvazione NIOSH',
  'pt-br': 'Aprovação NIOSH',
};

/** Adds the approval attribute's words to every product the compliance data gives approvals. */
function withApprovalWords(translation: StoreTranslation): StoreTranslation {
  const products = { ...translation.products };
  for (const [slug, { approvals }] of Object.entries(PRODUCT_COMPLIANCE)) {
    const product = products[slug];
    if (!product || approvals.length === 0) continue;
    products[slug] = {
      ...product,
      attributeLabels: {
        ...product.attributeLabels,
        [NIOSH_APPROVAL_ATTRIBUTE]: APPROVAL_LABELS[translation.language],
      },
      attributeValues: {
        ...product.attributeValues,
        [NIOSH_APPROVAL_ATTRIBUTE]: Object.fromEntries(approvals.map((number) => [number, number])),
      },
    };
  }
  return { ...translation, products };
}

export const demoTranslations: readonly StoreTranslation[] = [
  german,
  spanish,
  french,
  italian,
  brazilianPortuguese,
].map(withApprovalWords);

export type { ProductTranslation, StoreTranslation } from './types.ts';
