import { getTranslations } from 'next-intl/server';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { Link } from '@/i18n/navigation';
import type { CategoryTile } from '../data';
import section from './section.module.css';

/** The home page's main categories, drawn with the catalogue's category tiles; nothing without any. */
export async function HomeCategories({ categories }: { categories: CategoryTile[] }) {
  // A site with none of the categories shows no section rather than an empty one.
  if (categories.length === 0) return null;
  const t = await getTranslations('content.home.categories');
  return (
    <section aria-labelledby="home-categories" className={section.section}>
      <div className={section.heading}>
        <h2 id="home-categories">{t('title')}</h2>
        <Link href="/categories">{t('viewAll')}</Link>
      </div>
      <CategoryTiles categories={categories} row />
    </section>
  );
}
