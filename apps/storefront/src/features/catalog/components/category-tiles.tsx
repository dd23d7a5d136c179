import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { CategorySummary } from '../categories';
import styles from './category-tiles.module.css';

/** The square size the categories' MEDIUM images are served at. */
const IMAGE_SIZE = 300;

/** What a tile needs of a category (any list of categories with these fields can use the tiles). */
export type CategoryTile = Pick<CategorySummary, 'id' | 'name' | 'slug' | 'count' | 'image'>;

/** Categories as tiles: image, name and product count, each a link to the category's page. */
export async function CategoryTiles({
  categories,
  compact = false,
  row = false,
  priorityFirst = false,
}: {
  categories: CategoryTile[];
  /** Small text-only links (a category page's subcategories) instead of image tiles. */
  compact?: boolean;
  /** Every tile on one row (a short list, like the home page's main categories). */
  row?: boolean;
  priorityFirst?: boolean;
}) {
  const t = await getTranslations('catalog.categories');
  return (
    <ul className={compact ? styles.links : row ? styles.row : styles.tiles}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <Link href={`/product-category/${category.slug}`} className={compact ? styles.link : styles.tile}>
            {!compact && (
              <span className={styles.media}>
                {category.image && (
                  // biome-ignore lint/performance/noImgElement: the backend serves every size already; next/image would re-encode it.
                  <img
                    src={category.image.url}
                    alt=""
                    width={IMAGE_SIZE}
                    height={IMAGE_SIZE}
                    loading={priorityFirst && index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={priorityFirst && index === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                )}
              </span>
            )}
            <span className={styles.name}>{category.name}</span>{' '}
            <span className={styles.count}>{t('productCount', { count: category.count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
