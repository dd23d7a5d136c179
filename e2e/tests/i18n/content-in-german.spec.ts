import { expect, test } from '@playwright/test';
import { translator } from '../../lib/messages';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';
import { uniqueEmail } from '../../pages/account';
import { BlogPages } from '../../pages/content';
import { ProductPage } from '../../pages/product-page';

/**
 * Content pages in German: the blog, whose newest posts are translated (older ones stay English by
 * design, and the check does not count them), and a review written on a translated product. None
 * shows English that has a translation.
 */
const LOCALE = 'de-DE';
const t = translator(LOCALE);

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

test("a guest's review of a translated product is asked for and thanked in German", async ({
  page,
  request,
}) => {
  const check = await UntranslatedTextCheck.create(request, LOCALE);
  check.watchBackendMessages(page);
  await page.goto(`/${LOCALE}/product/brightline-class-2-mesh-safety-vest`);
  const form = page.getByRole('form', { name: t('account.review.title') });
  const submit = form.getByRole('button', { name: t('account.review.submit') });
  await new ProductPage(page).reachReviewForm(form);
  await submit.click();
  await expect(form.getByRole('group', { name: t('account.review.rating') })).toHaveAccessibleDescription(
    t('account.errors.ratingRequired'),
  );
  await check.expectNone(page, 'review form with nothing filled in');

  await form.getByRole('radio', { name: t('account.review.stars', { count: 4 }) }).check();
  await form.getByLabel(t('account.review.content')).fill('Gute Weste, fällt etwas groß aus.');
  await form.getByLabel(t('account.review.name'), { exact: true }).fill('Greta Gast');
  await form.getByLabel(t('account.review.email'), { exact: true }).fill(uniqueEmail('bewertung'));
  await submit.click();
  await expect(page.getByText(t('account.review.held'))).toBeVisible();
  await check.expectNone(page, 'review sent');
});
