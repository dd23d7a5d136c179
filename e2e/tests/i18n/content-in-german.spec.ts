import { expect, test } from '@playwright/test';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';
import { BlogPages } from '../../pages/content';

/**
 * The blog in German: the newest posts are translated (older ones stay English by design, and the
 * check does not count them), so the list and the newest post read no English that has a translation.
 */
const LOCALE = 'de-DE';

test('the blog and its newest post read German', async ({ page, request }) => {
  const check = await UntranslatedTextCheck.create(request, LOCALE);
  const blog = new BlogPages(page);
  await blog.goto(`/${LOCALE}/blog`);
  await expect(blog.postTitles.first()).toBeVisible();
  await check.expectNone(page, 'blog');

  const newest = (await blog.postTitles.first().textContent()) ?? '';
  await blog.postTitles.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: newest })).toBeVisible();
  await check.expectNone(page, `blog post ${newest}`);
});
