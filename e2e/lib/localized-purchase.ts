import { expect, type Page } from '@playwright/test';
import { ORDER_EMAIL_TEXTS } from '../../apps/commerce/src/orders/email-texts.ts';
import { demoCatalog } from '../../apps/commerce/src/seed/catalog/index.ts';
import { languageOfLocale, type StoreLanguage } from '../../packages/shop-rules/src/languages.ts';
import { testBilling } from '../pages/checkout';
import { Shell } from '../pages/shell';
import { catalogue, escapeRegExp, translator } from './messages';
import { waitForMail } from './smtp-inbox';
import { storeTranslation } from './store-text';
import type { UntranslatedTextCheck } from './untranslated-text';

/**
 * A guest's whole purchase in another language, read the way that shopper reads it: home, the
 * blog and its newest post, a subcategory from the menu, a variable product with global attributes, the cart with a refused
 * coupon, the checkout with a missing field, then shipping, payment and the order received. Every
 * step, and the order email, is found by the words of that language (the storefront's catalogue, and the demo store's
 * translation where the shop shows translated content) and checked for English with a translation.
 */

const CATEGORY = 'hi-vis-clothing';
/** A best-seller, so translated: variable, with the global attributes Color and Size and a tab of its own. */
const PRODUCT = 'brightline-class-2-mesh-safety-vest';
const CHOICES = { pa_color: 'hi-vis-yellow', pa_size: 'l' } as const;
const UNKNOWN_COUPON = 'nosuchcoupon';

/**
 * The storefront's own text in `locale` for a store word it translates by key (a standard shipping
 * or payment method), found by its English wording. Without a translation the journey goes on with
 * the English one, and fails.
 */
function interfaceText(locale: string, english: string): string {
  const key = [...catalogue('en-US')].find(([, message]) => message === english)?.[0];
  const text = key ? catalogue(locale).get(key) : undefined;
  expect.soft(text, `the storefront's ${locale} catalogue translates "${english}"`).not.toBeUndefined();
  return text ?? english;
}

/**
 * The names the shopper reads: the demo store's translation when the shop shows translated
 * content, else the catalogue's English.
 */
function storeNames(locale: string, translatedContent: boolean) {
  const translation = translatedContent ? storeTranslation(languageOfLocale(locale)) : undefined;
  const category = demoCatalog.categories.find((each) => each.slug === CATEGORY);
  const product = demoCatalog.products.find((each) => each.slug === PRODUCT);
  if (!category || !product) throw new Error('The demo catalogue lacks the journey category or product');
  const attribute = (slug: keyof typeof CHOICES) => {
    const seed = demoCatalog.attributes.find((each) => each.slug === slug);
    const term = seed?.terms.find((each) => each.slug === CHOICES[slug]);
    return {
      label: translation?.attributeLabels[slug] ?? seed?.label ?? slug,
      option: translation?.terms[slug]?.[CHOICES[slug]]?.name ?? term?.name ?? CHOICES[slug],
    };
  };
  const into = translation?.products[PRODUCT];
  const newestPost = demoCatalog.posts.toSorted((a, b) => b.date.localeCompare(a.date))[0];
  return {
    post: (newestPost && (translation?.posts[newestPost.slug]?.title ?? newestPost.title)) ?? '',
    category: translation?.terms.product_cat?.[CATEGORY]?.name ?? category.name,
    product: into?.name ?? product.name,
    tab: product.tabs?.[0] && (into?.tabs?.[0]?.tabTitle ?? product.tabs[0].tabTitle),
    attributes: [attribute('pa_color'), attribute('pa_size')],
  };
}

export async function purchaseIn(
  page: Page,
  check: UntranslatedTextCheck,
  { translatedContent }: { translatedContent: boolean },
): Promise<void> {
  const { locale } = check;
  const t = translator(locale);
  const names = storeNames(locale, translatedContent);
  check.watchBackendMessages(page);

  await page.goto(`/${locale}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check.expectNone(page, 'home page');

  // The blog, and its newest post from the list, before shopping.
  if (translatedContent) {
    await page.goto(`/${locale}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check.expectNone(page, 'blog');
    await page.getByRole('main').getByRole('link', { name: names.post, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: names.post })).toBeVisible();
    await check.expectNone(page, 'blog post');
    await page.goto(`/${locale}`);
  }

  // The menu's Industrial category opens its subcategories on hover, once the header is live.
  await new Shell(page).waitUntilInteractive();
  const menu = page.getByRole('navigation', { name: t('shell.menu.label') });
  const industrial = t('shell.menu.categories.industrial');
  await menu.getByRole('link', { name: industrial, exact: true }).hover();
  const toggle = menu.getByRole('button', {
    name: t('shell.menu.showSubcategories', { category: industrial }),
  });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await check.expectNone(page, 'mega-menu');
  await panel.getByRole('link', { name: new RegExp(`^${escapeRegExp(names.category)}(?:\\s|$)`) }).click();

  await expect(page.getByRole('heading', { level: 1, name: names.category })).toBeVisible();
  await check.expectNone(page, `category ${CATEGORY}`);
  await page.getByRole('main').getByRole('link', { name: names.product }).first().click();

  await expect(page).toHaveURL(new RegExp(`/${locale}/product/${PRODUCT}$`));
  await expect(page.getByRole('heading', { level: 1, name: names.product })).toBeVisible();
  const form = page.getByRole('form', { name: t('product.purchase.formLabel') });
  for (const { label, option } of names.attributes) {
    await form
      .getByRole('group', { name: label, exact: true })
      .getByRole('radio', { name: option, exact: true })
      .check();
  }
  if (names.tab && translatedContent) {
    const tab = page.getByRole('tab', { name: names.tab, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  await check.expectNone(page, `product ${PRODUCT}`);
  await form.getByRole('button', { name: t('product.purchase.addToCart') }).click();
  await expect(form.getByRole('status')).toHaveText(t('cart.add.added', { count: 1 }));
  await check.expectNone(page, `product ${PRODUCT} added to the cart`);

  // The cart panel from the header, then the cart page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('shell.header.cart', { count: 1 }) })
    .click();
  const cartPanel = page.getByRole('dialog', { name: t('cart.panel.title') });
  await expect(cartPanel.getByRole('link', { name: names.product }).first()).toBeVisible();
  await check.expectNone(page, 'cart panel');
  await cartPanel.getByRole('link', { name: t('cart.panel.viewCart') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('cart.page.title') })).toBeVisible();
  await check.expectNone(page, 'cart page');

  const summary = page.getByRole('main').getByRole('region', { name: t('cart.page.summary') });
  // Named for gift cards too where the shop takes them (their codes go in the same field).
  const codeToggle = summary.getByRole('button', { name: t('cart.coupons.toggle') });
  await codeToggle.or(summary.getByRole('button', { name: t('giftCard.pay.codeField') })).click();
  await summary
    .getByLabel(t('cart.coupons.label'), { exact: true })
    .or(summary.getByLabel(t('giftCard.pay.codeField'), { exact: true }))
    .fill(UNKNOWN_COUPON);
  await summary.getByRole('button', { name: t('cart.coupons.apply'), exact: true }).click();
  await expect(summary.getByRole('alert')).toBeVisible();
  // The backend names the refusal by code; the shop words it (a stock site sends no code).
  if (translatedContent)
    await expect(summary.getByRole('alert')).toContainText(
      t('errors.COUPON_NOT_FOUND', { coupon: UNKNOWN_COUPON }),
    );
  await check.expectNone(page, 'cart page with an unknown coupon');

  await page.getByRole('link', { name: t('cart.page.checkout') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.page.title') })).toBeVisible();
  const billing = page.getByRole('group', { name: t('checkout.form.billingTitle') });
  const field = (key: string) => billing.getByLabel(t(`checkout.form.${key}`), { exact: true });
  // Every field but the first name, which the shopper forgets at first.
  const { firstName, state, ...address } = testBilling(`${locale.toLowerCase()}-${Date.now()}@example.com`);
  for (const [key, value] of Object.entries(address)) await field(key).fill(value);
  await field('state').selectOption({ label: state });
  // The shipping choice is the cart's: it shows as chosen once the shop has taken it.
  const pickup = page.getByRole('radio', { name: interfaceText(locale, 'Local pickup') });
  await pickup.click();
  await expect(pickup).toBeChecked();
  await page.getByRole('radio', { name: interfaceText(locale, 'Cash on delivery') }).check();
  await check.expectNone(page, 'checkout');

  const placeOrder = page.getByRole('button', { name: t('checkout.form.placeOrder') });
  await placeOrder.click();
  const required = t('checkout.fieldErrors.required', {
    section: t('checkout.fieldErrors.billing'),
    label: t('checkout.form.firstName'),
  });
  await expect(page.getByRole('alert').filter({ hasText: t('checkout.form.errorTitle') })).toContainText(
    required,
  );
  await expect(field('firstName')).toHaveAccessibleDescription(required);
  await check.expectNone(page, 'checkout with a missing first name');

  await field('firstName').fill(firstName);
  await placeOrder.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/order-received/\\d+`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('checkout.page.orderTitle') })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: names.product })).toBeVisible();
  await check.expectNone(page, 'order received');

  // The order email, in the language of the checkout.
  if (translatedContent) {
    const orderId = Number(page.url().match(/order-received\/(\d+)/)?.[1]);
    const language = languageOfLocale(locale);
    const mail = await waitForMail({
      to: address.email,
      subject: ORDER_EMAIL_TEXTS[language].subject(orderId),
    });
    check.knowEnglish(orderEmailPairs(language, orderId));
    await page.setContent(mail.html);
    await expect(page.getByText(names.product).first()).toBeVisible();
    await check.expectNone(page, 'order email');
  }
}

/** The order email's English words beside their translation, as its order shows them. */
function orderEmailPairs(language: StoreLanguage, orderId: number): [string, string, string][] {
  const english = ORDER_EMAIL_TEXTS.en;
  const local = ORDER_EMAIL_TEXTS[language];
  const pairs: [string, string, string][] = [
    [english.subject(orderId), local.subject(orderId), 'order email subject'],
    [english.intro.onHold(orderId), local.intro.onHold(orderId), 'order email intro'],
    [english.intro.processing(orderId), local.intro.processing(orderId), 'order email intro'],
    [english.order(orderId), local.order(orderId), 'order email heading'],
  ];
  for (const [key, text] of Object.entries(english)) {
    const translated = local[key as keyof typeof local];
    if (typeof text === 'string' && typeof translated === 'string')
      pairs.push([text, translated, `order email ${key}`]);
  }
  return pairs;
}
