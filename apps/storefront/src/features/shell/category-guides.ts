import type { MainCategoryKey } from './menu';

/**
 * The guides the menus show with a category, where choosing what protects takes more than a
 * list: the protection finder with respirators, the welding-shade guide with Speedglas. Their
 * words are the finder's (messages `finder.links`). Kept apart from menu.ts, which the menu's
 * client islands import, so these server-rendered links add nothing to any page's script.
 */
export const CATEGORY_GUIDES: Partial<Record<MainCategoryKey, { key: 'finder' | 'shade'; href: string }>> = {
  speedglas: { key: 'shade', href: '/protection-finder/welding-shade' },
  versaflo: { key: 'finder', href: '/protection-finder' },
  masks: { key: 'finder', href: '/protection-finder' },
};
