import { expect, test } from '@playwright/test';
import { ContactForm } from '../../pages/content';

const EMPTY_ERRORS = [
  'Please enter your name.',
  'Please enter your email address.',
  'Your message is too short: please write at least 10 characters.',
];

test('sending the empty form lists each problem in words, beside its field', async ({ page }) => {
  const form = new ContactForm(page);
  await form.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await form.submit.click();

  await expect(form.errorSummary).toBeVisible();
  await expect(form.errorSummary).toBeFocused();
  for (const error of EMPTY_ERRORS)
    await expect(form.errorSummary.getByRole('link', { name: error })).toBeVisible();
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.name).toHaveAccessibleDescription('Please enter your name.');
  await expect(form.email).toHaveAccessibleDescription('Please enter your email address.');
  await expect(form.subject).not.toHaveAttribute('aria-invalid', 'true');
});

test('what the shopper typed stays after an error', async ({ page }) => {
  const form = new ContactForm(page);
  await form.goto();
  await form.fill({
    name: 'Dana Whitfield',
    email: 'dana.example.com',
    subject: 'Quote',
    message: 'Hello there, 500 masks please.',
  });
  await form.submit.click();

  await expect(form.errorSummary).toContainText(
    'Please enter a valid email address, such as name@example.com.',
  );
  await expect(form.name).toHaveValue('Dana Whitfield');
  await expect(form.email).toHaveValue('dana.example.com');
  await expect(form.subject).toHaveValue('Quote');
  await expect(form.message).toHaveValue('Hello there, 500 masks please.');

  await form.email.fill('dana@example.com');
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
});

test('a valid message is sent and the shopper is thanked', async ({ page }) => {
  const form = new ContactForm(page);
  await form.goto();
  await form.fill({
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    message: 'Could you quote 500 FFP3 masks delivered to Columbus?',
  });
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
  await expect(form.thanks).toContainText(
    'We have received it and will reply by email within one business day.',
  );
  await expect(form.thanks).toBeFocused();
});

test('/contact-us is the same contact page, with /contact as its canonical URL', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(new ContactForm(page).submit).toBeVisible();
  // The footer has the number too; this is the contact page's own.
  await expect(
    page.getByRole('main').getByRole('link', { name: /^\+1 \(\d{3}\) \d{3}-\d{4}$/ }),
  ).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
});

test('the form answers in German on the German page', async ({ page }) => {
  await page.goto('/de-DE/contact');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie 3 Angaben:' });
  await expect(summary).toContainText('Bitte geben Sie Ihren Namen ein.');
  await expect(summary).toContainText('Bitte geben Sie Ihre E-Mail-Adresse ein.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still shows the problems and sends a valid message', async ({ page }) => {
    const form = new ContactForm(page);
    await form.goto();
    await form.fill({ name: 'Sam Ortiz', email: 'not-an-address', message: 'Do you ship to Alaska?' });
    await form.submit.click();
    await expect(form.errorSummary).toContainText('Please enter a valid email address');
    await expect(form.name).toHaveValue('Sam Ortiz');
    await expect(form.message).toHaveValue('Do you ship to Alaska?');

    await form.email.fill('sam@example.com');
    await form.submit.click();
    await expect(form.thanks).toBeVisible();
  });
});
