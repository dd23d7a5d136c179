import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { translator } from '../../lib/messages';
import { waitForMail } from '../../lib/smtp-inbox';
import { uniqueEmail } from '../../pages/account';
import { linkTo, NewsletterLinkPage, NewsletterSignup } from '../../pages/newsletter';

/**
 * The newsletter with double opt-in, through the real mail server the backend sends to
 * (e2e/lib/smtp-inbox.ts): sign up in the footer, confirm with the mailed link's page, unsubscribe
 * with the welcome mail's link. The mails' subjects are the backend's
 * (apps/commerce/src/newsletter/emails.ts).
 */
const en = translator('en-US');
const de = translator('de-DE');
const CONFIRM_SUBJECT = 'Please confirm your newsletter subscription';
const WELCOME_SUBJECT = 'Your newsletter subscription is confirmed';

test('a shopper signs up in the footer, confirms by mail and unsubscribes with the welcome mail’s link', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('newsletter');
  // A catalogue page: the footer's form is on every page.
  await page.goto('/products');
  const footer = NewsletterSignup.inFooter(page);
  await footer.ready();

  // A wrong address is refused in words beside it, and what was typed stays.
  await footer.email.fill('ada@example');
  await footer.consent.check();
  await footer.subscribe.click();
  await expect(footer.email).toHaveAccessibleDescription(en('newsletter.form.emailInvalid'));
  await expect(footer.email).toBeFocused();
  await expect(footer.email).toHaveValue('ada@example');
  await expect(footer.status).toHaveCount(0);

  // Without consent nothing is sent either.
  await footer.email.fill(email);
  await footer.consent.uncheck();
  await footer.subscribe.click();
  await expect(footer.consent).toHaveAccessibleDescription(en('newsletter.form.consentRequired'));
  await expect(footer.email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(footer.email).toHaveValue(email);

  const since = new Date();
  await footer.consent.check();
  await footer.subscribe.click();
  await expect(footer.status).toHaveText('Almost done: check your inbox and click the link to confirm.');
  const confirmation = await waitForMail({ to: email, subject: CONFIRM_SUBJECT, since });

  // Opening the link's page changes nothing (mail scanners open links): the button confirms.
  const confirm = new NewsletterLinkPage(page, 'confirm');
  await confirm.open(linkTo(confirmation.links, '/newsletter/confirm'), baseURL ?? '');
  await expect(confirm.button).toBeEnabled();
  await expectAccessible(page, 'newsletter confirmation page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await confirm.button.click();
  await expect(confirm.status).toHaveText("You're subscribed.");
  const welcome = await waitForMail({ to: email, subject: WELCOME_SUBJECT, since });

  // Signing up the subscribed address again answers exactly as for a new one: nothing tells.
  await page.goto('/');
  const again = NewsletterSignup.inFooter(page);
  await again.ready();
  await again.signUp(email);
  await expect(again.status).toHaveText(en('newsletter.form.sent'));

  const unsubscribeLink = linkTo(welcome.links, '/newsletter/unsubscribe');
  const unsubscribe = new NewsletterLinkPage(page, 'unsubscribe');
  await unsubscribe.open(unsubscribeLink, baseURL ?? '');
  await unsubscribe.button.click();
  await expect(unsubscribe.status).toHaveText("You're unsubscribed.");

  // The mail's one-click address (RFC 8058) takes the same token, posted from another site.
  const token = new URL(unsubscribeLink).searchParams.get('token') ?? '';
  const oneClick = await request.post(`/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
  });
  expect(oneClick.status()).toBe(200);
});

test('a link that does not work says so, with the way to sign up again', async ({ page }) => {
  const confirm = new NewsletterLinkPage(page, 'confirm');
  await page.goto('/newsletter/confirm?token=not-a-real-token');
  await confirm.button.click();
  await expect(confirm.alert).toContainText(en('errors.NEWSLETTER_TOKEN_INVALID'));
  await confirm.alert.getByRole('link', { name: en('newsletter.link.signUpAgain') }).click();
  await expect(NewsletterSignup.inFooter(page).email).toBeVisible();

  // Without a token there is nothing to press, only the explanation.
  await page.goto('/newsletter/unsubscribe');
  await expect(page.getByRole('main')).toContainText(en('newsletter.link.missingToken'));
  await expect(new NewsletterLinkPage(page, 'unsubscribe').button).toHaveCount(0);
});

test('the home page’s sign-up in German answers in German and mails in German', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('newsletter-de');
  await page.goto('/de-DE');
  const home = NewsletterSignup.inFooter(page, 'de-DE');
  await home.ready();
  const since = new Date();
  await home.signUp(email);
  const sent = de('newsletter.form.sent');
  expect(sent).not.toBe(en('newsletter.form.sent'));
  await expect(home.status).toHaveText(sent);
  const mail = await waitForMail({
    to: email,
    subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    since,
  });

  // The mail's link opens the German page, even in a browser that prefers English and has never
  // been to the shop (no language cookie).
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  try {
    const confirm = new NewsletterLinkPage(await elsewhere.newPage(), 'confirm', 'de-DE');
    await confirm.open(linkTo(mail.links, '/de-DE/newsletter/confirm'), baseURL ?? '');
    await expect(confirm.button).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});
