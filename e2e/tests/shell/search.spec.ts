import { expect, test } from '@playwright/test';
import { backendQuery, Shell } from '../../pages/shell';

interface Match {
  name: string;
  slug: string;
}

/** The first products the backend finds for a term, in its order. */
async function searchBackend(request: Parameters<typeof backendQuery>[0], term: string): Promise<Match[]> {
  const data = await backendQuery<{ products: { nodes: Match[] } }>(
    request,
    `{ products(first: 6, where: {search: ${JSON.stringify(term)}}) { nodes { name slug } } }`,
  );
  return data.products.nodes;
}

test('search from the header: suggestions while typing, Enter shows all results', async ({
  page,
  request,
}) => {
  const expected = await searchBackend(request, 'ffp3');
  expect(expected.length).toBeGreaterThan(0);

  const shell = new Shell(page);
  await page.goto('/');
  // Spec section 5: submit is disabled while the box is empty (also when it holds only spaces).
  await expect(shell.searchButton).toBeDisabled();
  await shell.searchBox.fill('   ');
  await expect(shell.searchButton).toBeDisabled();
  await shell.searchBox.fill('');

  await shell.searchBox.pressSequentially('ffp3', { delay: 30 });
  await expect(shell.searchButton).toBeEnabled();
  await expect(shell.suggestionList).toBeVisible();
  await expect(shell.searchBox).toHaveAttribute('aria-expanded', 'true');
  await expect(shell.suggestions).toHaveCount(expected.length);
  for (const [index, product] of expected.entries()) {
    const option = shell.suggestions.nth(index);
    await expect(option).toContainText(product.name);
    // Each suggestion shows a price formatted for en-US.
    await expect(option).toContainText(/\$\d+\.\d{2}/);
  }

  // Enter with no suggestion chosen shows all the results.
  await shell.searchBox.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=ffp3$/);
  await expect(shell.suggestionList).toBeHidden();
  // The products page is built alongside the shell; once it exists it lists the matches.
  const notBuiltYet = await page.getByRole('heading', { name: 'Error 404' }).isVisible();
  if (!notBuiltYet) {
    await expect(
      page
        .getByRole('main')
        .getByText(expected[0]?.name ?? '', { exact: true })
        .first(),
    ).toBeVisible();
  }
});

test('the suggestion list works by keyboard: arrows choose, Escape closes, Enter opens the product', async ({
  page,
  request,
}) => {
  const expected = await searchBackend(request, 'nitrile');
  expect(expected.length).toBeGreaterThan(1);

  const shell = new Shell(page);
  await page.goto('/');
  await shell.searchBox.pressSequentially('nitrile', { delay: 30 });
  await expect(shell.suggestions).toHaveCount(expected.length);

  await shell.searchBox.press('ArrowDown');
  await expect(shell.suggestions.nth(0)).toHaveAttribute('aria-selected', 'true');
  await shell.searchBox.press('ArrowDown');
  await expect(shell.suggestions.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(shell.suggestions.nth(0)).toHaveAttribute('aria-selected', 'false');
  const activeId = await shell.suggestions.nth(1).getAttribute('id');
  await expect(shell.searchBox).toHaveAttribute('aria-activedescendant', activeId ?? '');
  await shell.searchBox.press('ArrowUp');
  await expect(shell.suggestions.nth(0)).toHaveAttribute('aria-selected', 'true');

  await shell.searchBox.press('Escape');
  await expect(shell.suggestionList).toBeHidden();
  await expect(shell.searchBox).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.searchBox).toHaveValue('nitrile');

  await shell.searchBox.press('ArrowDown');
  await expect(shell.suggestions.nth(0)).toHaveAttribute('aria-selected', 'true');
  await shell.searchBox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${expected[0]?.slug}$`));
});

test('a term nobody sells says so, and the suggestion endpoint refuses overlong terms', async ({
  page,
  request,
}) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.searchBox.pressSequentially('zzqxw', { delay: 30 });
  await expect(page.getByText('No products match “zzqxw”.').first()).toBeVisible();
  await expect(shell.searchBox).toHaveAttribute('aria-expanded', 'false');

  const tooLong = await request.get(`/api/search?q=${'a'.repeat(101)}&locale=en-US`);
  expect(tooLong.status()).toBe(400);
  expect(((await tooLong.json()) as { error: { code: string } }).error.code).toBe('TERM_TOO_LONG');
  const german = await request.get('/api/search?q=ffp3&locale=de-DE');
  expect(german.ok()).toBe(true);
  const body = (await german.json()) as { suggestions: { price: string | null; href: string }[] };
  // Prices come formatted for the requested locale (German puts the sign after the amount).
  expect(body.suggestions[0]?.price).toMatch(/^\d+,\d{2}\s\$/);
  expect(body.suggestions[0]?.href).toMatch(/^\/product\//);
});

test('the results page keeps its term in the header’s search box, to refine it', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/products?search=ffp3');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ffp3');
  await expect(shell.searchBox).toHaveValue('ffp3');

  // Refined from there: the term stays when the box comes live, and the shopper adds to it.
  await shell.searchBox.click();
  await shell.searchBox.press('End');
  await expect(shell.searchBox).toHaveValue('ffp3');
  await shell.searchBox.pressSequentially(' mask', { delay: 30 });
  await shell.searchBox.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=ffp3\+mask$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ffp3 mask');
  await expect(shell.searchBox).toHaveValue('ffp3 mask');

  // Away from the results the box is empty again.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /SafetyGear Pro/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.searchBox).toHaveValue('');
});
