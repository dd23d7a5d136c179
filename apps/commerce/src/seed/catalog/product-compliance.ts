/**
 * What each piece of protective equipment is approved and certified to, the documents a buyer
 * downloads with it and how it is packed, by product slug. Kept apart from the product files so
 * that one place answers "which NIOSH approvals and EU papers does the shop carry"; the families'
 * data live in product-compliance-<family>.ts. Gift cards and training carry none.
 */
import { NIOSH_APPROVAL_ATTRIBUTE } from '../../catalog/approvals.ts';
import type { SeedPackaging, SeedProduct, SeedProductDocument } from '../types.ts';
import { attr } from './helpers.ts';
import { GLOVES_COMPLIANCE } from './product-compliance-gloves.ts';
import { INDUSTRIAL_COMPLIANCE } from './product-compliance-industrial.ts';
import { RESPIRATOR_COMPLIANCE } from './product-compliance-respirators.ts';
import {
  type ComplianceEntry,
  DOCUMENT_TITLES,
  type DocumentLanguage,
  type ExtraDocument,
} from './product-compliance-shared.ts';
import { SPEEDGLAS_COMPLIANCE } from './product-compliance-speedglas.ts';
import { VERSAFLO_COMPLIANCE } from './product-compliance-versaflo.ts';

export { NIOSH_APPROVAL_ATTRIBUTE };

export interface ProductCompliance {
  approvals: string[];
  standards: string[];
  documents: SeedProductDocument[];
  packaging?: SeedPackaging;
  accessory: boolean;
}

const EXTRA_KINDS: Record<ExtraDocument, SeedProductDocument['kind']> = {
  declaration: 'declaration-of-conformity',
  certificate: 'certificate',
  label: 'approval-label',
  sds: 'safety-data-sheet',
};

/** The file name's part for each kind: short, and read the same in every language. */
const FILE_PARTS: Record<SeedProductDocument['kind'], string> = {
  'user-instructions': 'instructions',
  'declaration-of-conformity': 'declaration',
  certificate: 'certificate',
  'approval-label': 'approval-label',
  'safety-data-sheet': 'sds',
};

function document(slug: string, kind: SeedProductDocument['kind'], language: DocumentLanguage) {
  return {
    kind,
    title: DOCUMENT_TITLES[kind],
    // File names are lower case: pt-BR is written pt-br.
    file: `/downloads/${slug}-${FILE_PARTS[kind]}-${language.toLowerCase()}.pdf`,
    language,
  };
}

function expand(slug: string, entry: ComplianceEntry): ProductCompliance {
  const documents = [
    ...entry.instructions.map((language) => document(slug, 'user-instructions', language)),
    // Declarations, certificates, labels and data sheets are kept in English, as issued.
    ...(entry.extras ?? []).map((extra) => document(slug, EXTRA_KINDS[extra], 'en')),
  ];
  return {
    approvals: entry.approvals ?? [],
    standards: entry.standards ?? [],
    documents,
    ...(entry.packaging ? { packaging: entry.packaging } : {}),
    accessory: entry.accessory === true,
  };
}

const FAMILIES: Record<string, ComplianceEntry>[] = [
  RESPIRATOR_COMPLIANCE,
  SPEEDGLAS_COMPLIANCE,
  VERSAFLO_COMPLIANCE,
  GLOVES_COMPLIANCE,
  INDUSTRIAL_COMPLIANCE,
];

export const PRODUCT_COMPLIANCE: Readonly<Record<string, ProductCompliance>> = Object.fromEntries(
  FAMILIES.flatMap((family) => Object.entries(family)).map(([slug, entry]) => [slug, expand(slug, entry)]),
);

/** Slugs named by more than one family file (the merge above would keep only the last). */
export const duplicateComplianceSlugs = (): string[] => {
  const slugs = FAMILIES.flatMap((family) => Object.keys(family));
  return slugs.filter((slug, i) => slugs.indexOf(slug) !== i);
};

/**
 * The products with their compliance data: extra standards merged into pa_standard, approvals as
 * the visible "NIOSH approval" attribute, documents after any the product lists itself, packaging.
 */
export function withCompliance(products: SeedProduct[]): SeedProduct[] {
  return products.map((product) => {
    const compliance = PRODUCT_COMPLIANCE[product.slug];
    if (!compliance) return product;
    let attributes = product.attributes;
    if (compliance.standards.length > 0) {
      const current = attributes.find((a) => a.name === 'pa_standard');
      attributes = current
        ? attributes.map((a) =>
            a === current ? { ...a, options: [...new Set([...a.options, ...compliance.standards])] } : a,
          )
        : [...attributes, attr('pa_standard', compliance.standards)];
    }
    if (compliance.approvals.length > 0) {
      attributes = [...attributes, attr(NIOSH_APPROVAL_ATTRIBUTE, compliance.approvals)];
    }
    return {
      ...product,
      attributes,
      documents: [...(product.documents ?? []), ...compliance.documents],
      ...(compliance.packaging ? { packaging: compliance.packaging } : {}),
    };
  });
}
