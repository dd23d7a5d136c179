import { expect, test } from '@playwright/test';
import { operationId, routeCall } from '../../lib/shop-route';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';
import { startOtherSite } from './servers';

/**
 * Login CSRF: a page on another site submits a form to the shop's /api/graphql with the attacker's
 * credentials. An HTML form can only send text/plain, urlencoded or multipart bodies; with
 * `enctype="text/plain"` and a field named `{"id":…,"x":"` whose value is `"}` the body
 * is valid JSON. Without the route's same-origin check the shop would parse it, sign in and answer
 * the sign-in cookies to the victim's browser (a top-level navigation keeps SameSite=Lax cookies),
 * and the victim would then shop, and type an address, inside the attacker's account.
 */
test('a cross-site form cannot sign the shopper into the attacker’s account', async ({
  page,
  request,
  baseURL,
}) => {
  const attackerEmail = uniqueEmail('csrf-attacker');
  // The attacker's own account, made the ordinary way (a non-browser client: no Origin, JSON).
  const registered = await request.post('/api/graphql', {
    data: routeCall('registerCustomer', { input: { email: attackerEmail, password: PASSWORD } }),
  });
  expect(registered.status()).toBe(200);

  const login = JSON.stringify(routeCall('login', { username: attackerEmail, password: PASSWORD }));
  const fieldName = `${login.slice(0, -1)},"padding":"`;
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const site = await startOtherSite(
    () => `<!doctype html><title>Win a free respirator</title>
<form method="POST" action="${baseURL}/api/graphql" enctype="text/plain">
  <input type="hidden" name="${attribute(fieldName)}" value='"}'>
  <button>Claim your prize</button>
</form>`,
  );
  try {
    await page.goto(site.url);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${baseURL}/api/graphql`),
      page.getByRole('button', { name: 'Claim your prize' }).click(),
    ]);
    // The body the form sent is what the shop would have accepted as a sign-in.
    const sent = answer.request();
    expect(JSON.parse(sent.postData() ?? '')).toMatchObject({ id: operationId('login') });
    expect((await sent.allHeaders())['content-type']).toBe('text/plain');
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toContain('This endpoint accepts only application/json requests.');
  } finally {
    await site.close();
  }

  // The victim goes to the shop: still a guest, and no sign-in cookie was set.
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.map((cookie) => cookie.name)).not.toContain('ppe_auth');
  const account = new AccountPage(page);
  await account.goto();
  await account.expectSignedOut();
  await expect(page.getByText(`Signed in as ${attackerEmail}`)).toHaveCount(0);
});

test('a cross-site script’s no-cors call, cookies included, is refused too', async ({ page, baseURL }) => {
  const site = await startOtherSite(() => '<!doctype html><title>Elsewhere</title><p>Elsewhere</p>');
  try {
    await page.goto(site.url);
    // no-cors is all another site gets without the shop's CORS consent: the answer is opaque, but the
    // request leaves, with the cookies. The shop must refuse it (text/plain, Origin and Sec-Fetch-Site).
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${baseURL}/api/graphql`),
      page.evaluate(
        ([target, body]) =>
          fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).then(
            () => undefined,
          ),
        [`${baseURL}/api/graphql`, JSON.stringify(routeCall('getCart'))] as const,
      ),
    ]);
    // The answer is opaque to the page (its body is not readable), but the shop refused the call.
    expect(answer.status()).toBe(403);
  } finally {
    await site.close();
  }
});
