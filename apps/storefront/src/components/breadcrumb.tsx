import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { localizedUrl } from '@/lib/seo/metadata';
import styles from './breadcrumb.module.css';

export interface Crumb {
  name: string;
  /** Path without locale prefix; the last crumb (the current page) has none. */
  href?: string;
}

/** The trail to the current page, with its BreadcrumbList structured data. "Home" comes first. */
export async function Breadcrumb({ trail, locale }: { trail: Crumb[]; locale: Locale }) {
  const t = await getTranslations('common.breadcrumb');
  const crumbs: Crumb[] = [{ name: t('home'), href: '/' }, ...trail];
  return (
    <nav aria-label={t('label')} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.href ?? 'current'}-${crumb.name}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            ...(crumb.href ? { item: localizedUrl(crumb.href, locale) } : {}),
          })),
        }}
      />
    </nav>
  );
}
