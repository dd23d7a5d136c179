import { expect, test } from '@playwright/test';
import { openBeforeScripts } from '../../lib/early-typing';
import { ContactForm } from '../../pages/content';

test('the contact form keeps what was typed before the page was interactive, and sends it', async ({
  page,
}) => {
  const form = new ContactForm(page);
  const { ready } = await openBeforeScripts(page, '/contact');
  const typed = {
    name: 'Early Writer',
    email: 'early.writer@example.com',
    subject: 'Bulk order',
    message: 'Typed on a slow phone before the page finished loading.',
  };
  await form.fill(typed);
  await ready();
  await expect(form.name).toHaveValue(typed.name);
  await expect(form.email).toHaveValue(typed.email);
  await expect(form.subject).toHaveValue(typed.subject);
  await expect(form.message).toHaveValue(typed.message);
  await form.submit.click();
  await expect(form.thanks).toBeVisible();
});
