import { getTranslations } from 'next-intl/server';
import { PostCard } from '@/features/blog/components/post-card';
import type { PostSummary } from '@/features/blog/posts';
import { Link } from '@/i18n/navigation';
import styles from './latest-posts.module.css';
import section from './section.module.css';

/** The newest blog posts on the home page. */
export async function LatestPosts({ posts }: { posts: PostSummary[] }) {
  const t = await getTranslations('content.home.latestPosts');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="home-latest-posts" className={section.section}>
      <div className={section.heading}>
        <h2 id="home-latest-posts">{t('title')}</h2>
        <Link href="/blog">{t('viewAll')}</Link>
      </div>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
