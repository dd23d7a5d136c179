import { expect, test } from '@playwright/test';
import { BlogPages } from '../../pages/content';
import { backendQuery, newestPosts } from './backend';
import { sharesTopicWith } from './topics';

test('the blog lists the newest posts, and a post opens with its title and content', async ({
  page,
  request,
}) => {
  const posts = await newestPosts(request, 24);
  expect(posts.nodes.length).toBeGreaterThan(0);

  const blog = new BlogPages(page);
  await blog.goto();
  await expect(blog.heading).toHaveText('Blog');
  await expect(blog.postTitles).toHaveText(posts.nodes.map((post) => post.title));
  if (!posts.pageInfo.hasNextPage) await expect(blog.pagination).toHaveCount(0);

  const [first] = posts.nodes;
  await page.getByRole('link', { name: first?.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first?.slug}$`));
  await expect(blog.heading).toHaveText(first?.title ?? '');
  // The content: the post's own section headings and paragraphs.
  await expect(blog.article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(blog.article.locator('p').nth(2)).toBeVisible();
  await expect(blog.article.locator('time').first()).toHaveText(/\d{4}$/);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }),
  ).toBeVisible();

  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = structured.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: first?.title, author: { name: expect.any(String) } });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('blog pages carry the cursor in the query string: older posts, then newer posts', async ({
  page,
  request,
}) => {
  const three = await backendQuery<{
    posts: { pageInfo: { endCursor: string }; nodes: { title: string }[] };
  }>(request, '{ posts(first: 3) { pageInfo { endCursor } nodes { title } } }');
  const all = await newestPosts(request, 24);
  const blog = new BlogPages(page);

  await blog.goto(`/blog?after=${encodeURIComponent(three.posts.pageInfo.endCursor)}`);
  await expect(blog.postTitles.first()).toHaveText(all.nodes[3]?.title ?? '');
  const newer = blog.pagination.getByRole('link', { name: 'Newer posts' });
  await expect(newer).toHaveAttribute('href', /\/blog\?before=/);
  await newer.click();
  await expect(page).toHaveURL(/\/blog\?before=/);
  await expect(blog.postTitles).toHaveText(three.posts.nodes.map((post) => post.title));
  await expect(blog.pagination.getByRole('link', { name: 'Older posts' })).toHaveAttribute(
    'href',
    /\/blog\?after=/,
  );
});

test('a cursor that is not one goes back to the newest posts', async ({ page }) => {
  await page.goto('/blog?after=%3Cscript%3E');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
});

test('an unknown post is the 404 page', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByText('Page not found: /blog/no-such-post')).toBeVisible();
});

test('every post in the list shows its own picture, described in words that relate to the post', async ({
  page,
  request,
}) => {
  const posts = await newestPosts(request, 24);
  const blog = new BlogPages(page);
  await blog.goto();
  const descriptions = new Set<string>();
  for (const post of posts.nodes) {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: post.title, exact: true }) });
    const picture = card.getByRole('img');
    await expect(picture).toHaveAccessibleName(sharesTopicWith(post.title));
    descriptions.add((await picture.getAttribute('alt')) ?? '');
  }
  expect(descriptions.size).toBe(posts.nodes.length);
});
