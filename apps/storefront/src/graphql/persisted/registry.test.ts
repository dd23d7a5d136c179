/**
 * The build-time registry is what `npm run codegen` writes now, and holds every document the
 * storefront can send, so a persisted-only backend (loading the same manifest) serves every page.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { getOperationAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FEATURES, productDocument } from '@/graphql/product-document';
import { persistedEntry } from '@/lib/commerce/server/persisted-id';
import { BROWSER_OPERATIONS } from '../browser-operations';
import * as generated from '../generated';
import * as browserOperations from '../generated/browser-operations.generated';
import { ALL_PLUGINS, NO_PLUGINS } from '../plugin-features';
import { browserOperationFiles, browserOperationsSource, GENERATED_FILES, manifestSource } from './registry';

const storefrontDir = new URL('../../../', import.meta.url).pathname;
const committed = (file: string) => readFileSync(`${storefrontDir}${file}`, 'utf8');
const manifest = JSON.parse(committed(GENERATED_FILES.manifest)) as Record<string, string>;

describe('the persisted operations registry', () => {
  it('is what the generator writes now (run `npm run codegen -w @ppe/storefront` after changing an operation)', () => {
    // Compared as booleans: a failure would otherwise print the whole manifest.
    expect(committed(GENERATED_FILES.manifest) === manifestSource(), GENERATED_FILES.manifest).toBe(true);
    expect(
      committed(GENERATED_FILES.browserOperations) === browserOperationsSource(),
      GENERATED_FILES.browserOperations,
    ).toBe(true);
    const files = browserOperationFiles();
    for (const [file, source] of Object.entries(files)) expect(committed(file) === source, file).toBe(true);
    // No module is left of an operation taken off the list.
    expect(readdirSync(`${storefrontDir}${GENERATED_FILES.browserOperationsDir}`)).toHaveLength(
      Object.keys(files).length,
    );
  });

  it("maps the lowercase hex sha256 of each document's exact text to that text", () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(50);
    for (const [id, text] of Object.entries(manifest)) {
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      expect(createHash('sha256').update(text, 'utf8').digest('hex')).toBe(id);
    }
  });

  it('holds every generated operation, as the server sends it', () => {
    const operations = Object.entries(generated).filter(
      ([name, value]) => name.endsWith('Document') && typeof value === 'object' && 'definitions' in value,
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const [name, document] of operations) {
      const { id, text } = persistedEntry(document as typeof generated.GetCartDocument);
      expect(manifest[id], name).toBe(text);
    }
  });

  it("holds the product page's document composed for every set of product plugins a site may have", () => {
    const sets = [NO_PLUGINS, ALL_PLUGINS];
    for (const feature of PRODUCT_FEATURES) sets.push({ ...NO_PLUGINS, [feature]: true });
    for (const feature of PRODUCT_FEATURES) sets.push({ ...ALL_PLUGINS, [feature]: false });
    for (const capabilities of sets) {
      const { id, text } = persistedEntry(productDocument(capabilities));
      expect(manifest[id]).toBe(text);
    }
    expect(persistedEntry(productDocument(NO_PLUGINS)).text).not.toBe(
      persistedEntry(productDocument(ALL_PLUGINS)).text,
    );
  });

  it('gives the browser an id and a name for each registered operation, never its text', () => {
    const registered = Object.values(BROWSER_OPERATIONS);
    const generatedOperations = Object.values(browserOperations).filter(
      (value): value is { id: string; name: string } => typeof value === 'object' && 'id' in value,
    );
    expect(generatedOperations).toHaveLength(registered.length);
    for (const document of registered) {
      const { id } = persistedEntry(document);
      expect(manifest[id]).toBeDefined();
      expect(generatedOperations).toContainEqual({ id, name: getOperationAST(document)?.name?.value });
    }
    expect(committed(GENERATED_FILES.browserOperations)).not.toMatch(/\b(query|mutation) \w+[({]/);
  });
});
