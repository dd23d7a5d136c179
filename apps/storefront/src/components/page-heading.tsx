import type { Locale } from '@/i18n/routing';
import { Breadcrumb } from './breadcrumb';

/**
 * The top of a page reached from the home page: its breadcrumb, then its title with an
 * introduction. The classes come from the page, whose stylesheet sets the header's spacing.
 */
export function PageHeading({
  title,
  intro,
  locale,
  styles,
}: {
  title: string;
  intro: string;
  locale: Locale;
  styles: { readonly [key: string]: string };
}) {
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
