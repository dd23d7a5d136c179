import { describe, expect, it } from 'vitest';
import type { ComposedProduct } from '@/graphql/product-document';
import { certifications, nioshListingUrl } from './map-certifications';

const global = (name: string, label: string, terms: string[]) => ({
  name,
  label,
  options: terms.map((term) => term.toLowerCase()),
  variation: false,
  scope: 'GLOBAL',
  terms: { nodes: terms.map((term) => ({ name: term, slug: term.toLowerCase() })) },
});
const local = (name: string, options: string[]) => ({
  name,
  label: name,
  options,
  variation: false,
  scope: 'LOCAL',
});

const product = (fields: Record<string, unknown>) => fields as unknown as ComposedProduct;

describe('certifications', () => {
  it('links every NIOSH approval number, wherever the owner typed it, to its listing', () => {
    const result = certifications(
      product({
        attributes: {
          nodes: [
            local('NIOSH approval', ['TC-84A-9315', 'TC-23C-2252']),
            local('Notes', ['Also sold as TC-84A-9315 (same approval)']),
            global('pa_color', 'Color', ['White']),
          ],
        },
      }),
    );
    expect(result.approvals).toEqual([
      { number: 'TC-84A-9315', url: nioshListingUrl('84A', '9315') },
      { number: 'TC-23C-2252', url: nioshListingUrl('23C', '2252') },
    ]);
    expect(nioshListingUrl('84A', '9315')).toBe(
      'https://wwwn.cdc.gov/NIOSH-CEL/Results?Schedule=84A&ApprovalNumber=9315',
    );
    // A colour is not a certification.
    expect(result.ratings).toEqual([]);
  });

  it('lists standards and ratings from the global attributes, in a fixed order, with their labels', () => {
    const result = certifications(
      product({
        attributes: {
          nodes: [
            global('pa_filterclass', 'Filter class', ['FFP2']),
            global('pa_standard', 'Standard', ['EN 149', 'NIOSH N95']),
            global('pa_size', 'Size', ['M']),
          ],
        },
      }),
    );
    expect(result.ratings).toEqual([
      { label: 'Standard', values: ['EN 149', 'NIOSH N95'] },
      { label: 'Filter class', values: ['FFP2'] },
    ]);
  });

  it('keeps documents with a safe link and a known kind, and has none without the extension', () => {
    const result = certifications(
      product({
        documents: [
          {
            kind: 'USER_INSTRUCTIONS',
            file: '/downloads/a-ifu-en.pdf',
            language: 'en',
            mimeType: 'application/pdf',
            byteSize: 2100,
          },
          {
            kind: 'SAFETY_DATA_SHEET',
            file: 'javascript:alert(1)',
            language: 'en',
            mimeType: 'application/pdf',
            byteSize: 1,
          },
          {
            kind: 'SOMETHING_NEW',
            file: '/downloads/b.pdf',
            language: 'en',
            mimeType: 'application/pdf',
            byteSize: 1,
          },
        ],
      }),
    );
    expect(result.documents).toEqual([
      { kind: 'userInstructions', url: '/downloads/a-ifu-en.pdf', language: 'en', byteSize: 2100 },
    ]);
    expect(certifications(product({})).documents).toEqual([]);
  });
});
