import { expect, type Page, test } from '@playwright/test';
import { simpleProduct, variableProduct } from '../../lib/products';
import { routeCall, routeOperationName } from '../../lib/shop-route';
import { uniqueEmail } from '../../pages/account';
import { ProductPage } from '../../pages/product-page';

/**
 * A German shopper reads the shop's refusals in German: the backend names each problem by code
 * (extensions.code, with the values the sentence names in extensions.params) and the storefront
 * words it from its own catalogue, whatever English sentence the backend sent beside it.
 */

async function addToCart(page: Page, productId: number) {
  const answer = await page.request.post('/api/graphql', {
    data: routeCall('addToCart', { productId, quantity: 1 }),
  });
  expect(answer.ok()).toBe(true);
}

test('an unknown coupon is refused in German', async ({ page, request }) => {
  const product = await simpleProduct(request, { maxPrice: 500 });
  // The cart is filled before the page opens: a cart page already loading would answer with a
  // session of its own and could replace the one the addition made.
  await addToCart(page, product.databaseId);
  await page.goto('/de-DE/cart');
  const summary = page.getByRole('main').getByRole('region', { name: 'Bestellübersicht' });
  await summary.getByRole('button', { name: 'Geschenkgutschein oder Gutscheincode' }).click();
  await summary.getByLabel('Geschenkgutschein oder Gutscheincode').fill('NOPE-42');
  await summary.getByRole('button', { name: 'Einlösen', exact: true }).click();
  await expect(summary.getByText('Der Gutschein „NOPE-42“ existiert nicht.')).toBeVisible();
  await expect(page.getByText(/does not exist/)).toHaveCount(0);
});

test('a failed login is answered in German', async ({ page }) => {
  await page.goto('/de-DE/my-account');
  const login = page.getByRole('region', { name: 'Anmelden' });
  await login.getByLabel('Benutzername oder E-Mail-Adresse', { exact: true }).fill(uniqueEmail('nobody'));
  await login.getByLabel('Passwort', { exact: true }).fill('Wrong-horse-42');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    'E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es noch einmal. Noch kein Konto? Jetzt registrieren.',
  );
});

test('a review the backend refuses is answered in German', async ({ page, request }) => {
  const product = await simpleProduct(request, { maxPrice: 500, minStock: 0 });
  await page.goto(`/de-DE/product/${product.slug}`);
  const form = page.getByRole('form', { name: 'Bewertung schreiben' });
  await form.getByRole('radio', { name: '4 Sterne' }).check();
  await form.getByLabel('Ihr Erfahrungsbericht').fill('Sitzt gut, auch nach einer langen Schicht.');
  // The form lets any name through; the shop allows 100 characters at most.
  await form.getByLabel('Name').fill('N'.repeat(101));
  await form.getByLabel('E-Mail-Adresse').fill(uniqueEmail('lange-name'));
  await form.getByRole('button', { name: 'Bewertung absenden' }).click();
  await expect(form.getByText('Ihr Name darf höchstens 100 Zeichen lang sein.')).toBeVisible();
});

test('a variation the backend cannot place is answered in German', async ({ page, request }) => {
  const choice = await variableProduct(request);
  // A page that sends no options (as a stale one could): the backend asks for them.
  // The route's address carries the page's language (?lang=de).
  await page.route(/\/api\/graphql(\?|$)/, async (route) => {
    const body = route.request().postDataJSON() as { variables?: Record<string, unknown> } | null;
    if (routeOperationName(body) !== 'addToCart' || !body?.variables) return route.continue();
    const { variationId: _id, variation: _options, ...variables } = body.variables;
    return route.continue({ postData: JSON.stringify({ ...body, variables }) });
  });
  // The options' names are the shop's content in each language; their form values are the same in all.
  const english = new ProductPage(page);
  await english.goto(choice.slug);
  const picks: Array<[string, string]> = [];
  for (const [attribute, option] of choice.options) {
    const radio = english.option(attribute, option);
    picks.push([(await radio.getAttribute('name')) ?? '', (await radio.getAttribute('value')) ?? '']);
  }
  await page.goto(`/de-DE/product/${choice.slug}`);
  const form = page.getByRole('form', { name: 'Dieses Produkt kaufen' });
  for (const [name, value] of picks) {
    await form.locator(`input[type="radio"][name="${name}"][value="${value}"]`).check();
  }
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  // The product is named as the shop names it in the sentence's params.
  await expect(form.getByRole('alert')).toHaveText(/^Bitte wählen Sie die Produktoptionen für „.+“\.$/);
});
