import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/breadcrumb';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryTree } from '../categories';
import { CategoryTiles } from '../components/category-tiles';
import { getCategories } from '../data';
import styles from './catalog-page.module.css';

export async function categoriesMetadata({ locale }: { locale: Locale }): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'catalog.categories' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/categories', locale });
}

/** Every category with its image and product count, grouped under the top-level categories. */
export async function CategoriesPage({ locale }: { locale: Locale }) {
  const [t, categories] = await Promise.all([getTranslations('catalog.categories'), getCategories()]);
  const tree = categoryTree(categories);
  return (
    <main className={styles.page}>
      <Breadcrumb locale={locale} trail={[{ name: t('title') }]} />
      <h1 className={styles.heading}>{t('title')}</h1>
      <p className={styles.lead}>{t('description')}</p>
      <CategoryTiles categories={tree} priorityFirst />
      {tree
        .filter((root) => root.children.length > 0)
        .map((root) => (
          <section key={root.id} aria-labelledby={`category-${root.id}`} className={styles.group}>
            <div className={styles.groupHeading}>
              <h2 id={`category-${root.id}`} className={styles.subheading}>
                {root.name}
              </h2>
              <Link href={`/product-category/${root.slug}`}>{t('viewAll', { name: root.name })}</Link>
            </div>
            <CategoryTiles categories={root.children.flatMap((child) => [child, ...child.children])} />
          </section>
        ))}
    </main>
  );
}
