import { describe, expect, it } from 'vitest';
import type { ProductDocument, ProductDocumentKind } from '../db/schema/column-types.ts';
import { complianceDocumentPdf, complianceDocumentText, complianceTexts } from './compliance-documents.ts';
import { english } from './compliance-texts/en.ts';

const respirator = {
  name: 'SafeAir HF-200 Reusable Half-Mask Respirator',
  sku: 'SA-HF200',
  standards: ['NIOSH P100', 'NIOSH Chemical Cartridge (TC-23C)', 'EN 140'],
  approvals: ['TC-84A-1432', 'TC-23C-2210'],
};
const surgicalMask = {
  name: 'SafeAir Surgical Masks with Ties, ASTM Level 2 (50 Pack)',
  sku: 'SA-SM-L2',
  standards: ['ASTM F2100', 'EN 14683'],
  approvals: [],
};

const KINDS: ProductDocumentKind[] = [
  'user-instructions',
  'declaration-of-conformity',
  'approval-label',
  'safety-data-sheet',
  'certificate',
];
const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt-BR'];
const doc = (kind: ProductDocumentKind, language: string): ProductDocument => ({
  kind,
  title: english.titles[kind],
  file: `/downloads/sa-hf200-${kind}-${language.toLowerCase()}.pdf`,
  language,
});
const pdfText = (pdf: Buffer) => pdf.toString('latin1');

describe('complianceDocumentPdf', () => {
  it('renders a PDF with the product name, its standards and its approvals', () => {
    const text = pdfText(complianceDocumentPdf(respirator, doc('approval-label', 'en')));
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain('(NIOSH approval label) Tj');
    expect(text).toContain('SafeAir HF-200 Reusable Half-Mask Respirator');
    expect(text).toContain('TC-84A-1432, TC-23C-2210');
    // Chemical cartridge approvals add the change-schedule caution.
    expect(text).toContain('H - Follow established cartridge');
  });

  it('lists the standards in the instructions and the European ones in the declaration', () => {
    const instructions = pdfText(complianceDocumentPdf(respirator, doc('user-instructions', 'en')));
    expect(instructions).toContain('NIOSH P100, NIOSH Chemical Cartridge \\(TC-23C\\), EN 140');
    const declaration = complianceDocumentText(respirator, doc('declaration-of-conformity', 'en'));
    expect(declaration.paragraphs.join(' ')).toContain('Harmonised standards applied: EN 140.');
    expect(declaration.paragraphs.join(' ')).toContain('Regulation (EU) 2016/425');
    expect(declaration.paragraphs.join(' ')).toContain('Notified body 2797');
  });

  it('declares a surgical mask under the medical device regulation, not the PPE one', () => {
    const text = complianceDocumentText(surgicalMask, doc('declaration-of-conformity', 'en')).paragraphs.join(
      ' ',
    );
    expect(text).toContain('Regulation (EU) 2017/745');
    expect(text).not.toContain('2016/425');
  });

  it('writes a German document in German', () => {
    const text = pdfText(complianceDocumentPdf(respirator, doc('user-instructions', 'de')));
    expect(text).toContain('(Gebrauchsanweisung) Tj');
    expect(text).toContain('Dichtsitzpr\xfcfung');
    expect(text).toContain('SafeAir HF-200');
  });

  it("falls back to English for a language it does not write, and uses a regional tag's language", () => {
    const polish = complianceDocumentText(respirator, doc('user-instructions', 'pl'));
    expect(polish.title).toBe('User instructions');
    expect(polish.paragraphs).toEqual(
      complianceDocumentText(respirator, doc('user-instructions', 'en')).paragraphs,
    );
    expect(complianceTexts('de-AT')).toBe(complianceTexts('de'));
    expect(complianceTexts('pt-br')).toBe(complianceTexts('pt-BR'));
    expect(complianceTexts('pt-BR')).not.toBe(english);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(KINDS)('words the %s in Latin-1 on one page, with the product name', (kind) => {
      const { title, paragraphs } = complianceDocumentText(respirator, doc(kind, language));
      const all = [title, ...paragraphs].join('\n');
      expect(all).toMatch(/^[\n\x20-\x7e\xa0-\xff]*$/);
      expect(all).toContain(respirator.name);
      if (language !== 'en') expect(title).not.toBe(english.titles[kind]);
      // 85 characters a line, a blank line after each paragraph, 50 lines on the A4 page.
      const pdf = pdfText(complianceDocumentPdf(respirator, doc(kind, language)));
      expect(pdf.match(/\) Tj T\*/g)?.length ?? 0).toBeLessThanOrEqual(50);
    });
  });
});
