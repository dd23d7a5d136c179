/**
 * Which categories the home page shows, and in which order. By slug, as the main menu finds them
 * (ids differ from one WooCommerce site to another); a configured list wins over the menu's.
 */
import { MAIN_CATEGORIES } from '@/features/shell/menu';

/** The configured slugs (storeSettings().homeCategorySlugs), or the main menu's when none are. */
export function homeCategorySlugs(configured: readonly string[]): string[] {
  return configured.length > 0 ? [...configured] : MAIN_CATEGORIES.map((category) => category.slug);
}

/** The categories the backend returned, in the order of `slugs`; one it lacks is left out. */
export function inSlugOrder<T extends { slug?: string | null }>(
  nodes: readonly T[],
  slugs: readonly string[],
): Array<T & { slug: string }> {
  const order = new Map(slugs.map((slug, index) => [slug, index]));
  return nodes
    .filter((node): node is T & { slug: string } => Boolean(node.slug) && order.has(node.slug ?? ''))
    .sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
}
