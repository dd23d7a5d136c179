import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getInfoPage } from './texts';
import type { InfoPageSlug } from './texts/types';

type Props = { params: Promise<{ locale: string }> };

/** generateMetadata for an info page route: its title and description in the locale, at /<slug>. */
export const infoPageMetadata =
  (slug: InfoPageSlug) =>
  async ({ params }: Props): Promise<Metadata> => {
    const locale = asLocale((await params).locale);
    setRequestLocale(locale);
    const page = getInfoPage(slug, locale);
    return pageMetadata({ title: page.title, description: page.description, path: `/${slug}`, locale });
  };
