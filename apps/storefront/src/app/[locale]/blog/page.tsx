import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/state/empty-state';
import styles from '@/features/blog/components/blog-list.module.css';
import { BlogPagination } from '@/features/blog/components/blog-pagination';
import { PostCard } from '@/features/blog/components/post-card';
import { getPostsPage, type PostsPage } from '@/features/blog/data';
import { readPostsPageRequest } from '@/features/blog/posts';
import { redirect } from '@/i18n/navigation';
import { routeLocale } from '@/i18n/route-locale';
import { CommerceError } from '@/lib/commerce/server/client';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * Rendered per request (the page depends on its ?after=/?before= cursor); revalidate 0 keeps the
 * backend reads cached by tag, unlike force-dynamic, which would refetch them every time.
 */
export const revalidate = 0;

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'content.blog' });
  const { request } = readPostsPageRequest(await searchParams);
  return pageMetadata({
    title: t('title'),
    description: t('metaDescription'),
    path: '/blog',
    locale,
    // Older pages are reached by opaque cursors that change as posts are added: crawl them, index the first.
    noIndex: Object.keys(request).length > 0,
  });
}

/** The blog: 24 posts per page, newest first, paged by cursor (spec: getPosts first 24, after). */
export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const t = await getTranslations('content.blog');
  const { request, invalid } = readPostsPageRequest(await searchParams);
  if (invalid) redirect({ href: '/blog', locale });

  let page: PostsPage | null = null;
  try {
    page = await getPostsPage(request);
  } catch (error) {
    // A cursor the backend cannot read (an old or edited link): start again from the newest posts.
    if (
      !(error instanceof CommerceError && error.code === 'GRAPHQL_ERROR' && Object.keys(request).length > 0)
    ) {
      throw error;
    }
  }
  if (!page) return redirect({ href: '/blog', locale });

  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      {page.posts.length > 0 ? (
        <ul className={styles.posts}>
          {page.posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon="document"
          message={t('empty')}
          action={{ href: '/blog', label: t('backToNewest') }}
        />
      )}
      <BlogPagination newerCursor={page.newerCursor} olderCursor={page.olderCursor} />
    </main>
  );
}
