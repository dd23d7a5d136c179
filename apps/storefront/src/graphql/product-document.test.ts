import { print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { backendSchema } from '@/graphql/backend-schema';
import { ALL_PLUGINS, NO_PLUGINS } from '@/graphql/plugin-features';
import { productDocument } from './product-document';

/** A stock site, and the backend with every plugin. */
const STOCK = backendSchema('stock');
const FULL = backendSchema('full');
const errors = (schema: typeof STOCK, document: Parameters<typeof validate>[1]) =>
  validate(schema, document).map((error) => error.message);

describe('the product page document', () => {
  it('asks a stock site only for stock fields', () => {
    const document = productDocument(NO_PLUGINS);
    expect(errors(STOCK, document)).toEqual([]);
    expect(print(document)).not.toMatch(/customTabs|faqs|warranty|seo \{/);
  });

  it('adds the fragment of each plugin the backend has, in the same single query', () => {
    const document = productDocument({ ...NO_PLUGINS, tabs: true, warranty: true });
    const text = print(document);
    expect(text).toContain('...ProductCustomTabs');
    expect(text).toContain('...ProductWarranty');
    expect(text).not.toContain('...ProductFaqs');
    expect(text).not.toContain('...ProductSEO');
    expect(text.match(/^query /gm)).toHaveLength(1);
    expect(errors(FULL, document)).toEqual([]);
  });

  it('with every plugin reads SEO, tabs, FAQs and warranty and validates against the full backend', () => {
    const document = productDocument(ALL_PLUGINS);
    expect(errors(FULL, document)).toEqual([]);
    for (const fragment of ['ProductSEO', 'ProductCustomTabs', 'ProductFaqs', 'ProductWarranty']) {
      expect(print(document)).toContain(`fragment ${fragment} on Product`);
    }
  });

  it('is composed once per set of features', () => {
    expect(productDocument({ ...NO_PLUGINS, faqs: true })).toBe(
      productDocument({ ...NO_PLUGINS, faqs: true }),
    );
    expect(productDocument({ ...NO_PLUGINS, banner: true })).toBe(productDocument(NO_PLUGINS));
  });
});
