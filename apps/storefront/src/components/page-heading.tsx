import type { Locale } from '@/i18n/routing';
import { Breadcrumb } from './breadcrumb';
import styles from './page-heading.module.css';

/**
 * The top of a page reached from the home page: its breadcrumb, then its title with an
 * introduction, in the one look every such page shares.
 */
export function PageHeading({ title, intro, locale }: { title: string; intro: string; locale: Locale }) {
  return (
    <>
      <Breadcrumb trail={[{ name: title }]} locale={locale} />
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
    </>
  );
}
