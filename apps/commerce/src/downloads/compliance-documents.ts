/**
 * The compliance documents a product lists (user instructions, EU declaration, NIOSH approval
 * label, safety data sheet, EU type-examination certificate) as one-page PDFs in the document's
 * own language. The wording of each language lives in compliance-texts/<language>.ts; a language
 * the shop does not write falls back to English, so every listed file opens.
 */
import type { ProductDocument } from '../db/schema/column-types.ts';
import { german } from './compliance-texts/de.ts';
import { english } from './compliance-texts/en.ts';
import { spanish } from './compliance-texts/es.ts';
import { french } from './compliance-texts/fr.ts';
import { italian } from './compliance-texts/it.ts';
import { brazilianPortuguese } from './compliance-texts/pt-br.ts';
import type { ComplianceTexts, DocumentFacts } from './compliance-texts/types.ts';
import { renderPdf } from './pdf.ts';

export interface DocumentProduct {
  name: string;
  sku: string;
  /** Standards as shoppers read them (the pa_standard term names): "EN 149", "NIOSH N95". */
  standards: string[];
  /** NIOSH approval numbers: "TC-84A-9315". */
  approvals: string[];
}

/** By lower-case BCP 47 tag; a regional tag of a language written once ("de-AT") uses it. */
const TEXTS: Record<string, ComplianceTexts> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
  it: italian,
  'pt-br': brazilianPortuguese,
};

/** The texts for a BCP 47 tag: the exact tag, then its language, then English. */
export function complianceTexts(language: string): ComplianceTexts {
  const tag = language.toLowerCase();
  return TEXTS[tag] ?? TEXTS[tag.split('-')[0] ?? ''] ?? english;
}

/** Medical-device standards: masks and gloves that meet only these are not PPE. */
const MEDICAL = /^EN (14683|455)\b/;
const EUROPEAN = /^EN\b/;
/** Chemical cartridge (TC-23C) and CBRN (TC-14G) approvals carry the change-schedule caution. */
const CARTRIDGE_APPROVAL = /^TC-(23C|14G)-/;

function facts(product: DocumentProduct, texts: ComplianceTexts): DocumentFacts {
  const list = (items: string[]) => (items.length ? items.join(', ') : texts.none);
  const european = product.standards.filter((s) => EUROPEAN.test(s));
  const medical = european.some((s) => MEDICAL.test(s));
  return {
    name: product.name,
    sku: product.sku,
    standards: list(product.standards),
    euStandards: list(european.length ? european : product.standards),
    approvals: list(product.approvals),
    ppe: !medical || european.some((s) => !MEDICAL.test(s)),
    medical,
    cartridges: product.approvals.some((a) => CARTRIDGE_APPROVAL.test(a)),
  };
}

/** Title and paragraphs of the document, in its language. */
export function complianceDocumentText(
  product: DocumentProduct,
  document: ProductDocument,
): { title: string; paragraphs: string[] } {
  const texts = complianceTexts(document.language);
  const f = facts(product, texts);
  const paragraphs = {
    'user-instructions': texts.userInstructions,
    'declaration-of-conformity': texts.declaration,
    'approval-label': texts.approvalLabel,
    'safety-data-sheet': texts.safetyDataSheet,
    certificate: texts.certificate,
  }[document.kind](f);
  return { title: texts.titles[document.kind], paragraphs };
}

export function complianceDocumentPdf(product: DocumentProduct, document: ProductDocument): Buffer {
  return renderPdf(complianceDocumentText(product, document));
}
