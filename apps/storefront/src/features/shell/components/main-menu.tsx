import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { categoryHref, MAIN_MENU_PAGES, type MainMenuEntry, type MenuCategory, toColumns } from '../menu';
import styles from './main-menu.module.css';
import { MegaMenuBar } from './mega-menu-bar';
import { MegaMenuItem } from './mega-menu-item';

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

/** A mega-menu's content: subcategories in up to 3 columns with their counts and children, then View All. */
async function MegaMenuPanel({ entry, label }: { entry: MainMenuEntry; label: string }) {
  const t = await getTranslations('shell.menu');
  const columns = toColumns(entry.subcategories);
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
      <Link href={entry.href} className={styles.viewAll}>
        {t.rich('viewAll', {
          category: label,
          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
        })}
      </Link>
    </div>
  );
}

/**
 * The main menu of wide screens (spec section 2): the five main categories, with a mega-menu for
 * each except Gloves, then Blog, About Us, Shipping and Contact Us. Hidden below 1024 px, where
 * the mobile menu takes over.
 */
export async function MainMenu({ entries }: { entries: MainMenuEntry[] }) {
  const t = await getTranslations('shell');
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
              <MegaMenuPanel entry={entry} label={label} />
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
