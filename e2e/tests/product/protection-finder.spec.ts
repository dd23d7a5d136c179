import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { backendQuery } from '../../lib/backend';
import {
  backendProducts,
  expectOrganicVapourProtection,
  expectShadeCovered,
  listedSlugs,
  terms,
} from '../../lib/finder';
import { translator } from '../../lib/messages';
import { Shell } from '../../pages/shell';

/**
 * The protection finder and the welding-shade guide: plain GET forms, step by step, ending on the
 * catalogue's products that protect. What the listing shows is checked against the backend's own
 * categories and attribute terms, never against today's product count.
 */
const t = translator('en-US');

test('organic vapours at a half-mask level, no beard: half and full facepieces with gas cartridges, and why', async ({
  page,
  request,
}) => {
  // Four steps, an axe scan at each and the listing checked against the backend: slower than most.
  test.setTimeout(90_000);
  await page.goto('/protection-finder');
  await expect(page.getByRole('heading', { level: 1, name: t('finder.page.title') })).toBeVisible();
  await expectAccessible(page, 'finder: the hazard step');

  // Sent without an answer: the question again, with the error in words.
  await page.getByRole('button', { name: t('finder.page.next') }).click();
  const hazard = page.getByRole('group', { name: t('finder.hazard.legend') });
  await expect(hazard).toHaveAccessibleDescription(t('finder.errors.hazard'));
  await expectAccessible(page, 'finder: the hazard step sent empty');

  await hazard.getByRole('radio', { name: t('finder.hazard.options.organic-vapour') }).check();
  await page.getByRole('button', { name: t('finder.page.next') }).click();
  const level = page.getByRole('group', { name: t('finder.level.legend') });
  await level.getByRole('radio', { name: t('finder.level.options.up-to-10') }).check();
  await page.getByRole('button', { name: t('finder.page.next') }).click();

  // The wearer: one answer left out comes back named, the others kept.
  await page
    .getByRole('group', { name: t('finder.wearer.beard') })
    .getByRole('radio', { name: t('finder.wearer.no') })
    .check();
  await page
    .getByRole('group', { name: t('finder.wearer.glasses') })
    .getByRole('radio', { name: t('finder.wearer.no') })
    .check();
  await page.getByRole('button', { name: t('finder.page.show') }).click();
  const shift = page.getByRole('group', { name: t('finder.wearer.shift') });
  await expect(shift).toHaveAccessibleDescription(t('finder.errors.shift'));
  await expect(
    page
      .getByRole('group', { name: t('finder.wearer.beard') })
      .getByRole('radio', { name: t('finder.wearer.no') }),
  ).toBeChecked();
  await expectAccessible(page, 'finder: the wearer step with a question left out');
  await shift.getByRole('radio', { name: t('finder.wearer.shifts.short') }).check();
  await page.getByRole('button', { name: t('finder.page.show') }).click();

  // Why: a particle mask does not stop vapours; a half mask is enough up to 10 times the limit.
  const why = page.getByRole('region', { name: t('finder.result.why') });
  await expect(why.getByText(t('finder.reasons.ffpNoVapour'))).toBeVisible();
  await expect(why.getByText(t('finder.reasons.halfMask'))).toBeVisible();

  const slugs = await listedSlugs(page, t('finder.result.products'));
  const products = await backendProducts(request, slugs);
  expectOrganicVapourProtection(products);
  await expectAccessible(page, 'finder: the result');

  // The same filters on the ordinary listing, where the shopper can change them.
  await page.getByRole('link', { name: t('finder.result.refine') }).click();
  await expect(page).toHaveURL(/\/products\?filter=/);
  const filter = new URL(page.url()).searchParams.get('filter') ?? '';
  expect(filter).toContain('category[full-face-respirators,gas-vapour-filters,half-face-respirators]');
  expect(filter).toMatch(/filterclass\[[^\]]*\bov\b[^\]]*\]/);
  expect(filter).not.toMatch(/ffp2|n95/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const listed = await page
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((h) => h.includes('/product/')),
    );
  expect(new Set(listed.map((href) => decodeURIComponent(href.split('/product/')[1] ?? '')))).toEqual(
    new Set(slugs),
  );
});

test('MIG at 150 A is shade 11, and only filters and helmets whose shade range covers 11 are listed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/protection-finder/welding-shade');
  await expect(page.getByRole('heading', { level: 1, name: t('finder.shade.title') })).toBeVisible();
  await page
    .getByRole('group', { name: t('finder.shade.standard') })
    .getByRole('radio', { name: t('finder.shade.standards.ansi') })
    .check();
  await page
    .getByRole('group', { name: t('finder.shade.process') })
    .getByRole('radio', { name: t('finder.shade.processes.mig') })
    .check();
  await page.getByRole('button', { name: t('finder.shade.next') }).click();
  await page.getByLabel(t('finder.shade.current')).fill('150');
  await expectAccessible(page, 'shade guide: the current step');
  await page.getByRole('button', { name: t('finder.shade.show') }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: t('finder.shade.result', { shade: 11 }), exact: true }),
  ).toBeVisible();
  const heading = t('finder.shade.products', { shade: '11' });
  const products = await backendProducts(request, await listedSlugs(page, heading));
  expectShadeCovered(products, 11);
  // A variable 5/8–13 filter is there; a fixed shade-10 lens is not.
  const { products: lenses } = await backendQuery<{ products: { nodes: { slug: string }[] } }>(
    request,
    '{ products(first: 50, where: { taxonomyFilter: { filters: [{ taxonomy: PA_SHADE, terms: ["shade-10"], operator: IN }] } }) { nodes { slug } } }',
  );
  const listed = products.map((product) => product.slug);
  for (const lens of lenses.nodes) expect(listed).not.toContain(lens.slug);
  expect(products.some((product) => terms(product, 'pa_shade').some((term) => term.slug === '5-8-13'))).toBe(
    true,
  );
  await expectAccessible(page, 'shade guide: shade 11 and its filters');

  // A current past the table's end says so at the field, the answer kept.
  await page.goto('/protection-finder/welding-shade?standard=ansi&process=mig&current=900&step=amount');
  const current = page.getByLabel(t('finder.shade.current'));
  await expect(current).toHaveValue('900');
  await expect(current).toHaveAccessibleDescription(
    `${t('finder.shade.currentHint', { max: 500 })} ${t('finder.shade.errors.beyond', { max: 500 })}`,
  );
  await expectAccessible(page, 'shade guide: a current beyond the table');

  // The EN 169 table agrees for MIG/MAG on steel at 150 A.
  await page.goto('/protection-finder/welding-shade?standard=en169&process=mig&current=150');
  await expect(
    page.getByRole('heading', { level: 2, name: t('finder.shade.result', { shade: 11 }), exact: true }),
  ).toBeVisible();
});

test('the home page and the main menu lead to the finder and the shade guide', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: t('finder.home.finder') }).click();
  await expect(page).toHaveURL(/\/protection-finder$/);
  await expect(page.getByRole('heading', { level: 1, name: t('finder.page.title') })).toBeVisible();

  const shell = new Shell(page);
  await shell.waitUntilInteractive();
  await shell.megaMenuToggle(t('shell.menu.categories.masks')).click();
  const masks = await shell.megaMenuPanel(t('shell.menu.categories.masks'));
  await masks.getByRole('link', { name: t('finder.links.finder') }).click();
  await expect(page).toHaveURL(/\/protection-finder$/);

  await shell.waitUntilInteractive();
  await shell.megaMenuToggle(t('shell.menu.categories.speedglas')).click();
  const speedglas = await shell.megaMenuPanel(t('shell.menu.categories.speedglas'));
  await speedglas.getByRole('link', { name: t('finder.links.shade') }).click();
  await expect(page).toHaveURL(/\/protection-finder\/welding-shade$/);
  await expect(page.getByRole('heading', { level: 1, name: t('finder.shade.title') })).toBeVisible();

  // The mobile menu offers the finder with the respirators.
  const phone = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 375, height: 740 } });
  if (!phone) throw new Error('No browser to open a phone-sized page in');
  const mobile = await phone.newPage();
  const mobileShell = new Shell(mobile);
  await mobile.goto('/');
  await mobileShell.waitUntilInteractive();
  await mobileShell.openMenuButton.click();
  const categoriesTab = mobileShell.mobileMenu.getByRole('tabpanel', { name: 'Categories' });
  await categoriesTab.getByText(t('shell.menu.categories.masks'), { exact: true }).click();
  await categoriesTab.getByRole('link', { name: t('finder.links.finder') }).click();
  await expect(mobile).toHaveURL(/\/protection-finder$/);
  await phone.close();
});

test('without JavaScript the finder still goes step by step to what protects', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/protection-finder');
  await page
    .getByRole('group', { name: t('finder.hazard.legend') })
    .getByRole('radio', { name: t('finder.hazard.options.welding-fume') })
    .check();
  await page.getByRole('button', { name: t('finder.page.next') }).click();
  await page
    .getByRole('group', { name: t('finder.level.legend') })
    .getByRole('radio', { name: t('finder.level.options.up-to-10') })
    .check();
  await page.getByRole('button', { name: t('finder.page.next') }).click();
  for (const [question, answer] of [
    ['finder.wearer.beard', 'finder.wearer.yes'],
    ['finder.wearer.glasses', 'finder.wearer.no'],
    ['finder.wearer.shift', 'finder.wearer.shifts.long'],
  ] as const) {
    await page
      .getByRole('group', { name: t(question) })
      .getByRole('radio', { name: t(answer) })
      .check();
  }
  await page.getByRole('button', { name: t('finder.page.show') }).click();
  await expect(page).toHaveURL(/hazard=welding-fume&level=up-to-10&beard=yes/);
  const why = page.getByRole('region', { name: t('finder.result.why') });
  await expect(why.getByText(t('finder.reasons.beard'))).toBeVisible();
  await expect(why.getByText(t('finder.reasons.weldingFume'))).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: t('finder.result.products') })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await context.close();
});
