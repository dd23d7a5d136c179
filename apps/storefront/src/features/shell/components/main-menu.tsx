import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { CATEGORY_GUIDES } from '../category-guides';
import { categoryHref, MAIN_MENU_PAGES, type MainMenuEntry, type MenuCategory } from '../menu';
import styles from './main-menu.module.css';
import { MegaMenuBar } from './mega-menu-bar';
import { type FeaturedCategory, getFeaturedCategories } from './mega-menu-featured';
import guideStyles from './mega-menu-guide.module.css';
import { MegaMenuItem } from './mega-menu-item';
import { megaMenuColumns } from './mega-menu-layout';

async function CategoryLink({ category, nested = false }: { category: MenuCategory; nested?: boolean }) {
  const t = await getTranslations('shell.menu');
  return (
    <Link href={categoryHref(category.slug)} className={nested ? styles.childLink : styles.subLink}>
      <span>{category.name}</span>
      <span className={styles.count} aria-hidden="true">
        ({category.count})
      </span>
      <span className="visually-hidden">, {t('productCount', { count: category.count })}</span>
    </Link>
  );
}

/** The category's picture, its product count and the way to all of it, beside the columns. */
/** A mega-menu's category: its menu entry, its label in the shopper's language, its featured tile's data. */
interface PanelProps {
  entry: MainMenuEntry;
  label: string;
  featured: FeaturedCategory | undefined;
}

async function FeaturedTile({ entry, label, featured }: PanelProps) {
  const t = await getTranslations('shell.menu');
  return (
    <Link href={entry.href} className={styles.featured}>
      {featured?.image && (
        // biome-ignore lint/performance/noImgElement: the backend serves this size already; the link's words name it.
        <img src={featured.image.url} alt="" width={300} height={300} loading="lazy" decoding="async" />
      )}
      <span className={styles.featuredText}>
        <span className={styles.shopAll}>{t('shopAll', { category: label })}</span>
        {featured && (
          <span className={styles.featuredCount}>{t('productCount', { count: featured.count })}</span>
        )}
      </span>
    </Link>
  );
}

/** A guide beside the featured tile, for a category where choosing needs more than a list. */
async function GuideLink({ entry }: { entry: MainMenuEntry }) {
  const guide = CATEGORY_GUIDES[entry.key];
  if (!guide) return null;
  const t = await getTranslations('finder.links');
  return (
    <p className={guideStyles.guide}>
      <span>{t('menuHint')}</span>{' '}
      <Link href={guide.href} className={guideStyles.guideLink}>
        {t(guide.key)}
      </Link>
    </p>
  );
}

/**
 * A mega-menu's content: subcategories in up to 3 balanced columns with their counts and children,
 * and beside them the category's featured tile, the one way to all of it ("Shop all …"), with
 * the category's guide under it.
 */
function MegaMenuPanel({ entry, label, featured }: PanelProps) {
  const columns = megaMenuColumns(entry.subcategories);
  return (
    <div className={styles.panelInner}>
      <div className={styles.columns} data-columns={columns.length}>
        {columns.map((column) => (
          <ul key={column[0]?.id} className={styles.column}>
            {column.map((sub) => (
              <li key={sub.id}>
                <CategoryLink category={sub} />
                {sub.children.length > 0 && (
                  <ul className={styles.children}>
                    {sub.children.map((child) => (
                      <li key={child.id}>
                        <CategoryLink category={child} nested />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
      <div className={guideStyles.aside}>
        <FeaturedTile entry={entry} label={label} featured={featured} />
        <GuideLink entry={entry} />
      </div>
    </div>
  );
}

/**
 * The main menu of wide screens (spec section 2): the five main categories, with a mega-menu for
 * each except Gloves, then Blog, About Us, Shipping and Contact Us. Hidden below 1024 px, where
 * the mobile menu takes over.
 */
export async function MainMenu({ entries }: { entries: MainMenuEntry[] }) {
  const [t, featured] = await Promise.all([getTranslations('shell'), getFeaturedCategories(entries)]);
  return (
    <nav aria-label={t('menu.label')} className={styles.nav}>
      <MegaMenuBar className={styles.list}>
        {entries.map((entry) => {
          const label = t(`menu.categories.${entry.key}`);
          return entry.megaMenu ? (
            <MegaMenuItem
              key={entry.key}
              id={entry.key}
              href={entry.href}
              label={label}
              toggleLabel={t('menu.showSubcategories', { category: label })}
            >
              <MegaMenuPanel entry={entry} label={label} featured={featured.get(entry.slug)} />
            </MegaMenuItem>
          ) : (
            <li key={entry.key} className={styles.item}>
              <Link href={entry.href} className={styles.topLink}>
                {label}
              </Link>
            </li>
          );
        })}
        {MAIN_MENU_PAGES.map((page, index) => (
          <li key={page.key} className={`${styles.item} ${index === 0 ? styles.pagesStart : ''}`}>
            <Link href={page.href} className={styles.topLink}>
              {t(`pages.${page.key}`)}
            </Link>
          </li>
        ))}
      </MegaMenuBar>
    </nav>
  );
}
