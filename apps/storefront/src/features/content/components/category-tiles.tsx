import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { CategoryTile } from '../data';
import styles from './category-tiles.module.css';
import section from './section.module.css';

/** The backend's MEDIUM image size (square). */
const IMAGE_SIZE = 300;

/** The main categories as picture tiles with their product counts. */
export async function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const t = await getTranslations('content.home.categories');
  return (
    <section aria-labelledby="home-categories" className={section.section}>
      <div className={section.heading}>
        <h2 id="home-categories">{t('title')}</h2>
        <Link href="/categories">{t('viewAll')}</Link>
      </div>
      <ul className={styles.tiles}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`/product-category/${category.slug}`} className={styles.tile}>
              <span className={styles.media}>
                {category.image && (
                  // biome-ignore lint/performance/noImgElement: the backend serves every size already; next/image would re-encode it.
                  <img
                    src={category.image.url}
                    alt=""
                    width={IMAGE_SIZE}
                    height={IMAGE_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </span>
              <span className={styles.name}>{category.name}</span>
              <span className={styles.count}>{t('count', { count: category.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
