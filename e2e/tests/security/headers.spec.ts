import { expect, type Page, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { NavigationRuntime } from '../../pages/navigation';

/** The policy of a response as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

async function pageHeaders(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return (await response?.allHeaders()) ?? {};
}

test('catalogue, product, checkout and account pages carry the security headers, with a fresh nonce each time', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  const nonces = new Set<string>();
  for (const path of [
    '/products',
    `/product/${product.slug}`,
    '/checkout',
    '/my-account',
    '/de-DE/checkout',
  ]) {
    const headers = await pageHeaders(page, path);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // Plain http here: HSTS would be ignored, and is not sent.
    expect(headers['strict-transport-security'], path).toBeUndefined();
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts, path).not.toContain("'unsafe-inline'");
    const nonce = scripts.find((source) => source.startsWith("'nonce-"));
    expect(nonce, path).toBeDefined();
    nonces.add(nonce ?? '');
    // Next put this request's nonce on its scripts (so they run).
    const scriptNonce = await page
      .locator('script[src*="/_next/"]')
      .first()
      .evaluate((script: HTMLScriptElement) => script.nonce);
    expect(`'nonce-${scriptNonce}'`, path).toBe(nonce);
    // This shop runs Tag Manager (GTM_ID in the journeys' setup); Stripe is allowed on the checkout only.
    expect(scripts, path).toContain('https://www.googletagmanager.com');
    const stripe = (policy.get('frame-src') ?? []).includes('https://js.stripe.com');
    expect(stripe, path).toBe(path.endsWith('/checkout'));
  }
  expect(nonces.size).toBe(5);
});

test('the checkout cannot be framed by another page', async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/.test(message.text())) blocked.push(message.text());
  });
  await page.setContent(`<iframe title="shop" src="${baseURL}/checkout"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  // Nothing of the checkout rendered inside the frame.
  const frame = page.frames().find((candidate) => candidate.url().includes('/checkout'));
  expect(
    await frame
      ?.locator('h1')
      .count()
      .catch(() => 0),
  ).toBeFalsy();
});

test('an injected inline script does not run: the policy blocks it and the page still works', async ({
  page,
}) => {
  // What a stored XSS would do: markup with a script and an event handler inside the page's HTML.
  await page.route('**/products', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</main>',
      '<script>window.__injected = "script"</script><img src="/no-such-image" onerror="window.__injected = \'handler\'"></main>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() => {
    const win = window as Window & { __violations?: string[] };
    win.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      win.__violations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/products');
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __violations?: string[] }).__violations ?? []))
    .toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']));
  expect(await page.evaluate(() => (window as Window & { __injected?: string }).__injected)).toBeUndefined();

  // The shop's own scripts carried the nonce and ran: the page is hydrated and interactive.
  await new NavigationRuntime(page).waitUntilHydrated();
  const addToCart = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart: .+$/ })
    .first();
  await addToCart.click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Added 1 item to your cart.' }),
  ).toBeVisible();
});
