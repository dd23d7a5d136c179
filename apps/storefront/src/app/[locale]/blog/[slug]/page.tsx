import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/breadcrumb';
import { PostArticle } from '@/features/blog/components/post-article';
import { getPost } from '@/features/blog/data';
import { isPostSlug } from '@/features/blog/posts';
import { LOGO_PATH } from '@/features/content/components/store-json-ld';
import { asLocale } from '@/i18n/locale';
import { truncateText } from '@/lib/html/sanitize';
import { JsonLd } from '@/lib/seo/json-ld';
import { localizedUrl, pageMetadata, siteUrl } from '@/lib/seo/metadata';
import { blogPostingJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Posts are rendered on their first request, then cached and revalidated like every page. */
export function generateStaticParams() {
  return [];
}

const loadPost = async (slug: string) => (isPostSlug(slug) ? getPost(slug) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested, slug } = await params;
  const locale = asLocale(requested);
  setRequestLocale(locale);
  const post = await loadPost(slug);
  if (!post) return {};
  const metadata = pageMetadata({
    title: post.title,
    description: truncateText(post.excerpt, 160),
    path: `/blog/${post.slug}`,
    locale,
    image: post.image,
    type: 'article',
  });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: post.date?.toISOString(),
      modifiedTime: (post.modified ?? post.date)?.toISOString(),
      authors: post.author ? [post.author] : undefined,
    },
  };
}

/** One blog post (spec: getPost(slug)); an unknown slug is a 404. */
export default async function BlogPostPage({ params }: Props) {
  const { locale: requested, slug } = await params;
  const locale = asLocale(requested);
  setRequestLocale(locale);
  const post = await loadPost(slug);
  if (!post) notFound();
  const [t, common] = await Promise.all([getTranslations('content.blog'), getTranslations('common')]);
  const url = siteUrl();
  return (
    <main>
      <Breadcrumb trail={[{ name: t('title'), href: '/blog' }, { name: post.title }]} locale={locale} />
      <PostArticle post={post} />
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          description: truncateText(post.excerpt, 300),
          url: localizedUrl(`/blog/${post.slug}`, locale),
          imageUrl: post.image?.url,
          datePublished: post.date,
          dateModified: post.modified,
          author: post.author,
          publisher: { name: common('siteName'), url, logoUrl: `${url}${LOGO_PATH}` },
        })}
      />
    </main>
  );
}
