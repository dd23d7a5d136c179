import { getTranslations } from 'next-intl/server';
import { LineIcon } from '@/components/line-icon';
import { Link } from '@/i18n/navigation';
import type { CategorySummary } from '../categories';
import styles from './category-tiles.module.css';

/** The square size the categories' MEDIUM images are served at. */
const IMAGE_SIZE = 300;

/** What a tile needs of a category (any list of categories with these fields can use the tiles). */
export type CategoryTile = Pick<CategorySummary, 'id' | 'name' | 'slug' | 'count' | 'image'>;

/**
 * A category without a picture (WooCommerce leaves a category's thumbnail optional, and a new site's
 * have none): a safety helmet drawn in the shop's line-icon style on the brand's pale wash, over a
 * strip of hazard tape, so the tile reads as the shop's rather than as a missing image. Decorative:
 * the tile's name says what it is.
 */
function CategoryPlaceholder() {
  return (
    <span className={styles.placeholder}>
      <LineIcon strokeWidth={1.25} className={styles.placeholderIcon}>
        <path d="M4.5 16a7.5 7.5 0 0 1 15 0" />
        <path d="M10 8.8V6.5a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v2.3" />
        <path d="M8 9.9V12m8-2.1V12" />
        <path d="M2.5 16h19v1.5a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1z" />
      </LineIcon>
    </span>
  );
}

/** Categories as tiles: image (or a drawn placeholder), name and product count, each a link to the category's page. */
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
                {category.image ? (
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
                ) : (
                  <CategoryPlaceholder />
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
