import { describe, expect, it } from 'vitest';
import type { SeedProduct } from '../types.ts';
import { attributes } from './attributes.ts';
import { demoCatalog } from './index.ts';
import {
  duplicateComplianceSlugs,
  NIOSH_APPROVAL_ATTRIBUTE,
  PRODUCT_COMPLIANCE,
  type ProductCompliance,
} from './product-compliance.ts';
import { DOCUMENT_LANGUAGES, DOCUMENT_TITLES } from './product-compliance-shared.ts';

const products = demoCatalog.products;
const bySlug = new Map(products.map((p) => [p.slug, p]));
const complianceOf = (p: SeedProduct): ProductCompliance | undefined => PRODUCT_COMPLIANCE[p.slug];

const isTrainingOrGiftCard = (p: SeedProduct) => p.categories.includes('safety-training');
/** Protective equipment: everything but training, gift cards and the accessories sold with it. */
const isPpe = (p: SeedProduct) => !isTrainingOrGiftCard(p) && complianceOf(p)?.accessory !== true;
const ppe = products.filter(isPpe);

const standardsOf = (p: SeedProduct) => p.attributes.find((a) => a.name === 'pa_standard')?.options ?? [];
const approvalAttribute = (p: SeedProduct) => p.attributes.find((a) => a.name === NIOSH_APPROVAL_ATTRIBUTE);
const documentsOf = (p: SeedProduct, kind: string) => (p.documents ?? []).filter((d) => d.kind === kind);
const languagesOf = (p: SeedProduct, kind: string) => documentsOf(p, kind).map((d) => d.language);

const isNiosh = (slug: string) => slug.startsWith('niosh-');
const isEn = (slug: string) => slug.startsWith('en-');
const isUs = (slug: string) => /^(niosh|ansi|astm|csa)-/.test(slug);

/** The product as written, before the compliance data was added. */
const ownText = (p: SeedProduct) =>
  JSON.stringify({
    ...p,
    attributes: p.attributes.filter((a) => a.name !== NIOSH_APPROVAL_ATTRIBUTE),
    documents: [],
  });

/** The count a product's name states: "(20 Pack)", "(Box of 100)", "(12 Pairs)", "(Single)". */
function statedCount(name: string): number | undefined {
  const match =
    /\((\d+) (?:Pack|Pairs|Count|Prefilters)\)/.exec(name) ?? /\(Box of (\d+)\)/.exec(name) ?? undefined;
  if (match) return Number(match[1]);
  if (/\(Single\)/.test(name)) return 1;
  if (/\(Pair\)/.test(name)) return 2;
  return undefined;
}

describe('product compliance data', () => {
  it('names only products of the catalogue, each in one family file', () => {
    expect(Object.keys(PRODUCT_COMPLIANCE).filter((slug) => !bySlug.has(slug))).toEqual([]);
    expect(duplicateComplianceSlugs()).toEqual([]);
  });

  it('covers every product but training and gift cards, and none of those', () => {
    expect(products.filter((p) => !isTrainingOrGiftCard(p) && !complianceOf(p)).map((p) => p.slug)).toEqual(
      [],
    );
    expect(products.filter((p) => isTrainingOrGiftCard(p) && complianceOf(p)).map((p) => p.slug)).toEqual([]);
  });

  it('counts a first-aid item as safety equipment only when it meets ANSI/ISEA Z308.1', () => {
    for (const p of products.filter((each) => each.categories.includes('first-aid'))) {
      expect(isPpe(p), p.slug).toBe(standardsOf(p).includes('ansi-z308-1'));
    }
  });

  it('gives every piece of protective equipment a standard that exists', () => {
    const terms = new Set(attributes.find((a) => a.slug === 'pa_standard')?.terms.map((t) => t.slug));
    expect(ppe.filter((p) => standardsOf(p).length === 0).map((p) => p.slug)).toEqual([]);
    for (const p of products) {
      expect(
        standardsOf(p).filter((s) => !terms.has(s)),
        p.slug,
      ).toEqual([]);
    }
  });

  it('adds only standards a product does not already name', () => {
    for (const [slug, compliance] of Object.entries(PRODUCT_COMPLIANCE)) {
      const written = (bySlug.get(slug)?.attributes ?? [])
        .filter((a) => a.name === 'pa_standard')
        .flatMap((a) => a.options);
      // After the merge each standard appears once.
      expect(new Set(written).size, slug).toBe(written.length);
      expect(compliance.standards.length === new Set(compliance.standards).size, slug).toBe(true);
    }
  });

  it('gives every product it covers user instructions in English and Spanish', () => {
    for (const p of products.filter((each) => complianceOf(each))) {
      expect(languagesOf(p, 'user-instructions'), p.slug).toEqual(expect.arrayContaining(['en', 'es']));
    }
  });

  it('adds the German and French leaflets to equipment made to European standards only', () => {
    for (const p of ppe) {
      const standards = standardsOf(p);
      if (standards.some(isEn) && !standards.some(isUs)) {
        expect(languagesOf(p, 'user-instructions'), p.slug).toEqual(expect.arrayContaining(['de', 'fr']));
      }
    }
  });

  it('gives NIOSH-approved products well-formed approvals and their label, and no one else', () => {
    for (const p of products) {
      const niosh = standardsOf(p).some(isNiosh);
      const approvals = complianceOf(p)?.approvals ?? [];
      const attribute = approvalAttribute(p);
      if (niosh) {
        expect(approvals.length, p.slug).toBeGreaterThan(0);
        for (const approval of approvals) expect(approval).toMatch(/^TC-(84A|23C|21C|19C|13F|14G)-\d{4}$/);
        expect(new Set(approvals).size, p.slug).toBe(approvals.length);
        expect(attribute, p.slug).toEqual({
          name: NIOSH_APPROVAL_ATTRIBUTE,
          options: approvals,
          visible: true,
          variation: false,
        });
        expect(languagesOf(p, 'approval-label'), p.slug).toEqual(['en']);
      } else {
        expect(approvals, p.slug).toEqual([]);
        expect(attribute, p.slug).toBeUndefined();
        expect(documentsOf(p, 'approval-label'), p.slug).toEqual([]);
      }
    }
  });

  it('lists every approval number the product texts print', () => {
    for (const p of products) {
      const printed = ownText(p).match(/TC-\d{2}[A-Z]-\d{4}/g) ?? [];
      const approvals = complianceOf(p)?.approvals ?? [];
      expect(
        printed.filter((number) => !approvals.includes(number)),
        p.slug,
      ).toEqual([]);
    }
  });

  it('gives products made to EN standards an EU declaration, and only them', () => {
    for (const p of products) {
      const declarations = documentsOf(p, 'declaration-of-conformity');
      if (standardsOf(p).some(isEn))
        expect(
          declarations.map((d) => d.language),
          p.slug,
        ).toEqual(['en']);
      else expect(declarations, p.slug).toEqual([]);
      if (documentsOf(p, 'certificate').length > 0) expect(declarations.length, p.slug).toBe(1);
    }
  });

  it('names each document by kind, in an allowed language, in a unique well-formed file', () => {
    const tabFiles = new Set(
      products.flatMap((p) => JSON.stringify(p.tabs ?? []).match(/\/downloads\/[^"\s]+/g) ?? []),
    );
    const files = products.flatMap((p) => (p.documents ?? []).map((d) => d.file));
    expect(files.filter((file, i) => files.indexOf(file) !== i)).toEqual([]);
    expect(files.filter((file) => tabFiles.has(file))).toEqual([]);
    for (const p of products) {
      for (const d of p.documents ?? []) {
        expect(d.file).toMatch(/^\/downloads\/[a-z0-9-]{1,120}\.pdf$/);
        expect(d.file.startsWith(`/downloads/${p.slug}-`), d.file).toBe(true);
        expect(DOCUMENT_LANGUAGES as readonly string[]).toContain(d.language);
        expect(d.title).toBe(DOCUMENT_TITLES[d.kind]);
        if (d.kind !== 'user-instructions') expect(d.language, d.file).toBe('en');
      }
    }
  });

  it('packs in positive whole numbers that agree with the product name', () => {
    for (const p of products.filter((each) => each.packaging)) {
      const packaging = p.packaging;
      if (!packaging) continue;
      expect(Number.isInteger(packaging.unitsPerPack) && packaging.unitsPerPack > 0, p.slug).toBe(true);
      expect(
        p.attributes.some((a) => a.name === 'Pack size'),
        `${p.slug} is sold in pack sizes by variation`,
      ).toBe(false);
      const stated = statedCount(p.name);
      if (stated === undefined) continue;
      // Sold by the pack, the name counts the pack; sold by the unit, it names the single item.
      expect(packaging.soldBy === 'pack' ? packaging.unitsPerPack : 1, p.slug).toBe(stated);
    }
  });

  it('packs what is used by the box: disposable masks and gloves, and ear plugs', () => {
    const byTheBox = [
      'ffp2-masks',
      'ffp3-masks',
      'n95-respirators',
      'disposable-face-masks',
      'disposable-gloves',
      'ear-plugs',
    ];
    const unpacked = products.filter(
      (p) =>
        p.categories.some((c) => byTheBox.includes(c)) &&
        !p.packaging &&
        !p.attributes.some((a) => a.name === 'Pack size') &&
        !/Reusable/.test(p.name),
    );
    expect(unpacked.map((p) => p.slug)).toEqual([]);
  });

  it('packs every product whose name counts what a pack holds', () => {
    const uncounted = products.filter((p) => statedCount(p.name) !== undefined && !p.packaging);
    // A pair of guards is one item, and eyewash is counted in bottles, not in pack units.
    expect(uncounted.map((p) => p.slug)).toEqual(['treksafe-strap-on-metatarsal-guards']);
  });
});
