import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { CATEGORY_GUIDES } from '../category-guides';
import { categoryHref, INFO_PAGES, type MainMenuEntry, type MenuCategory } from '../menu';
import { getFeaturedCategories } from './mega-menu-featured';
import styles from './mobile-menu-panels.module.css';

/**
 * The mobile menu's tab panels, rendered on the server: no JavaScript beyond the menu island.
 * Subcategories open with native <details> disclosures, led by the category's picture and its
 * View all link, as the wide screens' mega-menus show them.
 */

async function CategoryLink({ category }: { category: MenuCategory }) {
  const t = await getTranslations('shell.menu');
  return (
    <Link href={categoryHref(category.slug)} className={styles.link}>
      {category.name}
      <span className={styles.count} aria-hidden="true">
        {category.count}
      </span>
      <span className="visually-hidden">, {t('productCount', { count: category.count })}</span>
    </Link>
  );
}

export async function MobileCategories({ entries }: { entries: MainMenuEntry[] }) {
  const [t, guides, quickOrder, featured] = await Promise.all([
    getTranslations('shell'),
    getTranslations('finder.links'),
    getTranslations('quickOrder.page'),
    getFeaturedCategories(entries),
  ]);
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const label = t(`menu.categories.${entry.key}`);
        if (entry.subcategories.length === 0) {
          return (
            <li key={entry.key}>
              <Link href={entry.href} className={styles.link}>
                {label}
              </Link>
            </li>
          );
        }
        const image = featured.get(entry.slug)?.image;
        const guide = CATEGORY_GUIDES[entry.key];
        return (
          <li key={entry.key}>
            <details className={styles.details}>
              <summary className={styles.summary}>{label}</summary>
              <ul className={styles.subList}>
                <li>
                  <Link href={entry.href} className={`${styles.link} ${styles.viewAll}`}>
                    {image && (
                      // biome-ignore lint/performance/noImgElement: the backend serves this size already; the link's words name it.
                      <img
                        src={image.url}
                        alt=""
                        width={300}
                        height={300}
                        loading="lazy"
                        decoding="async"
                        className={styles.thumb}
                      />
                    )}
                    {t('mobileMenu.allIn', { category: label })}
                  </Link>
                </li>
                {guide && (
                  <li>
                    <Link href={guide.href} className={`${styles.link} ${styles.viewAll}`}>
                      {guides(guide.key)}
                    </Link>
                  </li>
                )}
                {entry.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <CategoryLink category={sub} />
                    {sub.children.length > 0 && (
                      <ul className={styles.subList}>
                        {sub.children.map((child) => (
                          <li key={child.id}>
                            <CategoryLink category={child} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
      <li>
        <Link href="/quick-order" className={styles.link}>
          {quickOrder('link')}
        </Link>
      </li>
    </ul>
  );
}

export async function MobileInfo() {
  const t = await getTranslations('shell.pages');
  return (
    <ul className={styles.list}>
      {INFO_PAGES.map((page) => (
        <li key={page.key}>
          <Link href={page.href} className={styles.link}>
            {t(page.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
