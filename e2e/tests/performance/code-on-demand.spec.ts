import { expect, type Locator, type Page, test } from '@playwright/test';
import { translator } from '../../lib/messages';
import { routeOperationName } from '../../lib/shop-route';
import { CatalogPage } from '../../pages/catalog-page';
import { NavigationRuntime } from '../../pages/navigation';
import { NewsletterSignup } from '../../pages/newsletter';
import { Shell } from '../../pages/shell';

/**
 * Code that runs only after a shopper acts is not part of a catalogue page's first load, and is
 * there when the shopper acts, on a slow connection too. The wording of the shop's refusals (the
 * list of codes with their params) loads with the first refusal to word, or when the shopper enters
 * the footer's sign-up: the first refusal is still shown in the page's language, at the first
 * attempt. The listing's query rules load when the shopper reaches the filter form: the first box
 * ticked still gives the list's URL. The footer's sign-up form comes live when the shopper nears
 * it, the header's search when they reach for it (components/island-on-demand.tsx), keeping what
 * they typed before. The refusals are the backend's as it sends them (a GraphQL error
 * naming its code in extensions.code, apps/commerce answers the same way), given by the test so
 * that each page meets one.
 */
const de = translator('de-DE');
const en = translator('en-US');
/** A code of the shared list that only the wording's code carries (its name is no text on a page). */
const CODE_IN_WORDING = 'PRODUCT_HAS_NO_VARIATIONS';
/** A variable only the sign-up form's own code sends (features/newsletter/components/newsletter-form.tsx). */
const SIGNUP_FORM_CODE = 'consentVersion';
/** The suggestion endpoint, which only the header search's own code asks (features/shell/components/header-search.tsx). */
const SEARCH_CODE = '/api/search?';
/** A filter as the query rules write it into a URL (list-query.ts, filters.ts). */
const FILTER_IN_RULES = 'inStock[true]';

interface Refusal {
  message: string;
  extensions: { code: string; field?: string; params?: Record<string, string | number> };
}

/** Answers every call of `operation` the page makes with the backend's `refusal`. */
async function refuse(page: Page, operation: string, refusal: Refusal) {
  await page.route(
    (url) => url.pathname === '/api/graphql',
    async (route) => {
      if (routeOperationName(route.request().postDataJSON()) !== operation) return route.fallback();
      await route.fulfill({ json: { data: null, errors: [refusal] } });
    },
  );
}

/** Records whether a script carrying `marker` has reached the page. */
function watchScripts(page: Page, marker: string): { loaded: () => boolean } {
  let loaded = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(marker)) loaded = true;
  });
  return { loaded: () => loaded };
}

/** A slow mobile connection from here on: every script the page still needs takes its time. */
async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

/**
 * A keyboard user types into a dormant island's field on a slow connection, while its code comes:
 * once `live` holds, what they typed is still there and the field still has the focus.
 */
async function typeWhileItWakes(page: Page, field: Locator, text: string, live: () => Promise<void>) {
  await slowConnection(page);
  await field.focus();
  await page.keyboard.type(text);
  await live();
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
}

test('a refused addition from a product card is worded in German on a slow connection', async ({ page }) => {
  const wording = watchScripts(page, CODE_IN_WORDING);
  await refuse(page, 'addToCart', {
    message: 'Your cart can hold 50 different products at most.',
    extensions: { code: 'CART_LINES_LIMIT', params: { max: 50 } },
  });
  await page.goto('/de-DE/products');
  await new NavigationRuntime(page).waitUntilHydrated();
  expect(wording.loaded()).toBe(false);

  await slowConnection(page);
  const button = page
    .getByRole('main')
    .getByRole('button', { name: /^In den Warenkorb: .+$/ })
    .first();
  await button.click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: de('errors.CART_LINES_LIMIT', { max: 50 }) }),
  ).toBeVisible();
  expect(wording.loaded()).toBe(true);
  await expect(page.getByText('Your cart can hold 50 different products at most.')).toHaveCount(0);
});

test('the footer sign-up words a refused address in German on a slow connection', async ({ page }) => {
  const wording = watchScripts(page, CODE_IN_WORDING);
  await refuse(page, 'subscribeToNewsletter', {
    message: 'Please enter a valid email address.',
    extensions: { code: 'NEWSLETTER_EMAIL_INVALID', field: 'email' },
  });
  await page.goto('/de-DE/products');
  const footer = NewsletterSignup.inFooter(page, 'de-DE');
  await footer.ready();
  expect(wording.loaded()).toBe(false);

  await slowConnection(page);
  await footer.signUp('ada@example.com');
  await expect(footer.email).toHaveAccessibleDescription(de('errors.NEWSLETTER_EMAIL_INVALID'));
  await expect(footer.email).toBeFocused();
  await expect(footer.email).toHaveValue('ada@example.com');
  expect(wording.loaded()).toBe(true);
});

test('the footer sign-up comes live when the shopper reaches it, keeping what was typed meanwhile', async ({
  page,
}) => {
  const formCode = watchScripts(page, SIGNUP_FORM_CODE);
  await page.goto('/products');
  await new NavigationRuntime(page).waitUntilHydrated();
  const footer = NewsletterSignup.inFooter(page);
  // The form is in the page as the server sent it, its code not loaded while nobody comes near it.
  await expect(footer.email).toBeAttached();
  await expect(footer.subscribe).toBeDisabled();
  expect(formCode.loaded()).toBe(false);

  // A keyboard user enters it at once, on a slow connection: the form goes live while they type.
  await typeWhileItWakes(page, footer.email, 'early-bird@example.com', () =>
    expect(footer.subscribe).toBeEnabled({ timeout: 15_000 }),
  );
  expect(formCode.loaded()).toBe(true);
  // Live: the form checks what it is given, in words beside the field.
  await footer.consent.check();
  await footer.email.fill('ada@example');
  await footer.subscribe.click();
  await expect(footer.email).toHaveAccessibleDescription(en('newsletter.form.emailInvalid'));
});

test('the header search comes live when the shopper reaches for it, with what was typed meanwhile', async ({
  page,
}) => {
  const searchCode = watchScripts(page, SEARCH_CODE);
  await page.goto('/products');
  await new NavigationRuntime(page).waitUntilHydrated();
  const shell = new Shell(page);
  await expect(shell.searchBox).toBeVisible();
  expect(searchCode.loaded()).toBe(false);

  // Straight into the box by keyboard, on a slow connection: typing goes on while its code comes.
  await typeWhileItWakes(page, shell.searchBox, 'ffp3', () =>
    expect(shell.suggestionList).toBeVisible({ timeout: 15_000 }),
  );
  expect(searchCode.loaded()).toBe(true);
});

test('the first filter ticked on a slow connection gives the list its URL', async ({ page }) => {
  const rules = watchScripts(page, FILTER_IN_RULES);
  const catalog = new CatalogPage(page);
  await catalog.goto('/products');
  await new NavigationRuntime(page).waitUntilHydrated();
  expect(rules.loaded()).toBe(false);

  await slowConnection(page);
  await catalog.tick('Availability', 'In stock');
  await expect(page).toHaveURL(/\/products\?filter=inStock\[true\]$/);
  await expect(catalog.filters.getByRole('checkbox', { name: 'In stock' })).toBeChecked();
  expect(rules.loaded()).toBe(true);
  // The sort takes its URL from the page: no rules needed, the filter stays.
  await catalog.sortBy('Price: high to low');
  await expect(page).toHaveURL(/\/products\?orderby=price&order=desc&filter=inStock\[true\]$/);
});
