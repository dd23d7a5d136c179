import { describe, expect, it, vi } from 'vitest';
import { storeSettings } from '@/config/store';
import { homeCategorySlugs, inSlugOrder } from './main-categories';

describe('homeCategorySlugs', () => {
  it("is the main menu's category slugs by default", () => {
    expect(homeCategorySlugs([])).toEqual([
      'speedglas',
      'versaflo',
      'masks-respirators',
      'gloves',
      'industrial',
    ]);
  });
  it('takes the configured list (STORE_HOME_CATEGORIES) instead', () => {
    vi.stubEnv('STORE_HOME_CATEGORIES', 'helmets, gloves ,helmets,');
    expect(homeCategorySlugs(storeSettings().homeCategorySlugs)).toEqual(['helmets', 'gloves']);
    vi.unstubAllEnvs();
  });
});

describe('inSlugOrder', () => {
  it('keeps the backend categories in the configured order, whatever their ids, and skips a missing one', () => {
    // A real site: other ids than the demo store's, no "versaflo" category.
    const nodes = [
      { databaseId: 17, slug: 'gloves', name: 'Gloves' },
      { databaseId: 15, slug: 'speedglas', name: 'Speedglas' },
      { databaseId: 99, slug: 'uncategorized', name: 'Uncategorized' },
      { databaseId: 16, slug: 'masks-respirators', name: 'Masks' },
    ];
    expect(inSlugOrder(nodes, homeCategorySlugs([])).map((node) => node.databaseId)).toEqual([15, 16, 17]);
  });
});
