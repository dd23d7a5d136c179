import { expect, test } from '@playwright/test';
import { demoCatalog } from '../../../apps/commerce/src/seed/catalog/index.ts';
import { MAIN_CATEGORIES } from '../../../apps/storefront/src/features/shell/menu.ts';
import { languageOfLocale } from '../../../packages/shop-rules/src/languages.ts';
import { translator } from '../../lib/messages';
import { storeTranslation } from '../../lib/store-text';

/**
 * One name for one category: the main menu names each of its categories as the demo store's
 * category reads in that language (its tile, heading and breadcrumb), or by the first words of
 * that name where the menu is short for it ("Masks" for "Masks & Respirators", as the
 * specification's menu has it). A menu saying "Handschuhe" over a "Schutzhandschuhe" page is two
 * names for one thing.
 */
for (const locale of ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR']) {
  test(`the main menu names each category as the store does, in ${locale}`, () => {
    const t = translator(locale);
    const translation = storeTranslation(languageOfLocale(locale));
    const names = MAIN_CATEGORIES.map((entry) => {
      const english = demoCatalog.categories.find((category) => category.slug === entry.slug)?.name;
      return {
        menu: t(`shell.menu.categories.${entry.key}`),
        store: translation?.terms.product_cat?.[entry.slug]?.name ?? english ?? entry.slug,
      };
    });
    const differing = names.filter(({ menu, store }) => menu !== store && !store.startsWith(`${menu} `));
    expect(differing).toEqual([]);
  });
}
