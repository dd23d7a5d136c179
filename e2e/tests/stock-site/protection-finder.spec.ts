import { expect, test } from '@playwright/test';
import {
  backendProducts,
  expectOrganicVapourProtection,
  expectShadeCovered,
  listedSlugs,
} from '../../lib/finder';
import { translator } from '../../lib/messages';

/**
 * The finder and the shade guide on a stock site: categories and global attributes (pa_filterclass,
 * pa_shade) are stock data, so what protects is listed the same. Without WooNuxt Settings the
 * catalogue's listing filters by category only, so the way to refine it there is left out rather
 * than leading to a listing that shows more than protects.
 */
const t = translator('en-US');

test('on a stock site, organic vapours lists half and full facepieces with gas cartridges', async ({
  page,
  request,
}) => {
  await page.goto(
    '/protection-finder?hazard=organic-vapour&level=up-to-10&beard=no&glasses=no&size=any&shift=short',
  );
  const why = page.getByRole('region', { name: t('finder.result.why') });
  await expect(why.getByText(t('finder.reasons.ffpNoVapour'))).toBeVisible();
  expectOrganicVapourProtection(
    await backendProducts(request, await listedSlugs(page, t('finder.result.products'))),
  );
  await expect(page.getByRole('link', { name: t('finder.result.refine') })).toHaveCount(0);
});

test('on a stock site, MIG at 150 A lists only filters and helmets covering shade 11', async ({
  page,
  request,
}) => {
  await page.goto('/protection-finder/welding-shade?standard=ansi&process=mig&current=150');
  await expect(
    page.getByRole('heading', { level: 2, name: t('finder.shade.result', { shade: 11 }), exact: true }),
  ).toBeVisible();
  const products = await backendProducts(
    request,
    await listedSlugs(page, t('finder.shade.products', { shade: '11' })),
  );
  expectShadeCovered(products, 11);
  await expect(page.getByRole('link', { name: t('finder.result.refine') })).toHaveCount(0);
});
