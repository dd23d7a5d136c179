import { expect, test } from '@playwright/test';
import { demoCatalog } from '../../../apps/commerce/src/seed/catalog/index.ts';
import { withFreeShippingMinimum } from '../../../packages/shop-rules/src/shipping.ts';
import { backendQuery } from '../../lib/backend';
import { translator } from '../../lib/messages';
import { storeTranslation } from '../../lib/store-text';
import { UntranslatedTextCheck } from '../../lib/untranslated-text';

/** The untranslated-text check itself, on pages written here. */
const de = translator('de-DE');
const en = translator('en-US');

test('English interface text with a translation is found on a German page, German text passes', async ({
  page,
  request,
}) => {
  const check = await UntranslatedTextCheck.create(request, 'de-DE');
  await page.setContent(`<main>
    <button>${en('product.purchase.addToCart')}</button>
    <p>${en('cart.add.added', { count: 3 })}</p>
    <p>${en('cart.summary.awayFromFreeShipping', { amount: '$12.00' }).replace('$12.00', '<b>$12.00</b>')}</p>
  </main>`);
  expect(await check.find(page)).toEqual([
    { text: en('product.purchase.addToCart'), source: expect.stringMatching(/^catalogue /) },
    { text: en('cart.add.added', { count: 3 }), source: 'catalogue cart.add.added' },
    {
      text: en('cart.summary.awayFromFreeShipping', { amount: '$12.00' }),
      source: 'catalogue cart.summary.awayFromFreeShipping',
    },
  ]);

  await page.setContent(`<main>
    <button>${de('product.purchase.addToCart')}</button>
    <p>${de('cart.add.added', { count: 3 })}</p>
    <p>${de('cart.summary.awayFromFreeShipping', { amount: '12,00 $' })}</p>
  </main>`);
  expect(await check.find(page)).toEqual([]);
});

test('hidden elements, scripts, numbers and English inside a longer name are no alarm', async ({
  page,
  request,
}) => {
  const check = await UntranslatedTextCheck.create(request, 'de-DE');
  const english = en('product.purchase.addToCart');
  await page.setContent(`<main>
    <button hidden>${english}</button>
    <div style="display: none"><p>${english}</p></div>
    <div style="visibility: hidden">${english}</div>
    <script>const label = ${JSON.stringify(english)};</script>
    <p>$19.99</p>
    <h3>ProGrip ${english} Station</h3>
  </main>`);
  expect(await check.find(page)).toEqual([]);
});

test('store content with a translation counts on a content check and not on an interface-only one', async ({
  page,
  request,
}) => {
  // The banner's English is the backend's own; the demo store's German translation has its own text.
  const { bannerSettings } = await backendQuery<{ bannerSettings: { bannerText: string } }>(
    request,
    '{ bannerSettings { bannerText } }',
  );
  const german = withFreeShippingMinimum(storeTranslation('de')?.banner.text ?? '', 'de');
  await page.setContent(`<main><p>${bannerSettings.bannerText}</p><p>${german}</p></main>`);
  const content = await UntranslatedTextCheck.create(request, 'de-DE');
  expect(await content.find(page)).toEqual([{ text: bannerSettings.bannerText, source: 'banner' }]);
  const interfaceOnly = await UntranslatedTextCheck.create(request, 'de-DE', { content: false });
  expect(await interfaceOnly.find(page)).toEqual([]);
});

test("on a stock site the store's English names are its content, even where the interface has the same word", async ({
  page,
  request,
}) => {
  // The menu's label for the Industrial category is the catalogue's; the category's own name is the store's.
  const industrial = en('shell.menu.categories.industrial');
  await page.setContent(`<main><a href="/">${industrial}</a></main>`);
  const interfaceOnly = await UntranslatedTextCheck.create(request, 'de-DE', { content: false });
  expect(await interfaceOnly.find(page)).toEqual([]);
  await page.setContent(`<main><button>${en('product.purchase.addToCart')}</button></main>`);
  expect(await interfaceOnly.find(page)).toEqual([
    { text: en('product.purchase.addToCart'), source: expect.stringMatching(/^catalogue /) },
  ]);
});

test("a customer's review, kept in the customer's words, is no alarm; an English price chip is", async ({
  page,
  request,
}) => {
  const review = demoCatalog.products.flatMap((product) => product.reviews ?? [])[0];
  expect(review).toBeDefined();
  await page.setContent(`<main><p>${review?.content}</p></main>`);
  const check = await UntranslatedTextCheck.create(request, 'de-DE');
  expect(await check.find(page)).toEqual([]);
  // A price chip in English is still the interface's.
  const chip = en('catalog.chips.priceFrom', { min: '$10.00' });
  await page.setContent(`<main><span>${chip}</span></main>`);
  expect(await check.find(page)).toEqual([{ text: chip, source: 'catalogue catalog.chips.priceFrom' }]);
});

/** The protection finder's steps, an error, its result and the shade guide, in German and French. */
const FINDER_PAGES = [
  ['the hazard step', '/protection-finder'],
  ['the hazard step sent empty', '/protection-finder?step=hazard'],
  ['the wearer step', '/protection-finder?hazard=organic-vapour&level=up-to-10&step=level'],
  [
    'the result with every reason',
    '/protection-finder?hazard=dust&level=up-to-50&beard=no&glasses=yes&size=m&shift=long&step=wearer',
  ],
  [
    'the result above 50 times the limit',
    '/protection-finder?hazard=ammonia&level=above-50&beard=yes&glasses=no&size=any&shift=short',
  ],
  ['the shade guide', '/protection-finder/welding-shade'],
  [
    'the shade guide current step',
    '/protection-finder/welding-shade?standard=en169&process=mig&step=process',
  ],
  [
    'the shade guide result',
    '/protection-finder/welding-shade?standard=en169&process=mig&current=150&step=amount',
  ],
  [
    'the shade guide by plate',
    '/protection-finder/welding-shade?standard=ansi&process=gas-welding&plate=medium',
  ],
] as const;

for (const locale of ['de-DE', 'fr-FR']) {
  test(`the protection finder and the welding-shade guide read ${locale}`, async ({ page, request }) => {
    const check = await UntranslatedTextCheck.create(request, locale);
    const local = translator(locale);
    for (const [state, path] of FINDER_PAGES) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.includes('welding-shade') ? local('finder.shade.title') : local('finder.page.title'),
      );
      await check.expectNone(page, state);
    }
  });

  test(`a respirator's certifications, documents and pack size read ${locale}`, async ({ page, request }) => {
    const check = await UntranslatedTextCheck.create(request, locale);
    const local = translator(locale);
    for (const slug of ['safeair-n95-cup-respirator-20', 'safeair-ffp2-mask-individually-wrapped']) {
      await page.goto(`/${locale}/product/${slug}`);
      await expect(page.getByRole('region', { name: local('product.certifications.heading') })).toBeVisible();
      await check.expectNone(page, `the product ${slug}`);
    }
  });
}
