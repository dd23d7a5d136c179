import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/breadcrumb';
import { htmlToText, sanitizeHtml, truncateText } from '@/lib/html/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { CategoryTiles } from '../components/category-tiles';
import { ProductListing } from '../components/product-listing';
import { getCategory } from '../data';
import { loadListPage, readListUrl } from '../list-page';
import { listPath } from '../list-query';
import styles from './catalog-page.module.css';
import type { ListRouteProps } from './products-page';

const META_DESCRIPTION_LENGTH = 160;

const categoryPath = (slug: string) => `/product-category/${slug}`;

/** A category's products: /product-category/<slug> and /product-category/<slug>/page/N. */
export async function categoryMetadata({
  slug,
  locale,
  pageParam,
  searchParams,
}: ListRouteProps & { slug: string }): Promise<Metadata> {
  const [category, t, tProducts, { page, noIndex }] = await Promise.all([
    getCategory(slug),
    getTranslations({ locale, namespace: 'catalog.category' }),
    getTranslations({ locale, namespace: 'catalog.products' }),
    readListUrl(pageParam, searchParams),
  ]);
  if (!category) return {};
  const description = htmlToText(category.description);
  return pageMetadata({
    title: page > 1 ? tProducts('pagedTitle', { title: category.name, page }) : category.name,
    description: description
      ? truncateText(description, META_DESCRIPTION_LENGTH)
      : t('description', { name: category.name }),
    path: listPath(categoryPath(category.slug), page),
    locale,
    image: category.image,
    noIndex,
  });
}

export async function CategoryPage({
  slug,
  locale,
  pageParam,
  searchParams,
}: ListRouteProps & { slug: string }) {
  const category = await getCategory(slug);
  if (!category) notFound();
  const [t, data] = await Promise.all([
    getTranslations('catalog.category'),
    loadListPage({ locale, basePath: categoryPath(category.slug), pageParam, searchParams, category }),
  ]);
  const description = sanitizeHtml(category.description);
  return (
    <main className={styles.page}>
      <Breadcrumb
        locale={locale}
        trail={[
          ...category.ancestors.map((ancestor) => ({
            name: ancestor.name,
            href: categoryPath(ancestor.slug),
          })),
          { name: category.name },
        ]}
      />
      <h1 className={styles.heading}>{category.name}</h1>
      {description && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list in lib/html/sanitize.
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
      )}
      {category.subcategories.length > 0 && (
        <nav aria-labelledby="subcategories" className={styles.subcategories}>
          <h2 id="subcategories" className={styles.subheading}>
            {t('subcategories')}
          </h2>
          <CategoryTiles categories={category.subcategories} compact />
        </nav>
      )}
      <ProductListing data={data} />
    </main>
  );
}
