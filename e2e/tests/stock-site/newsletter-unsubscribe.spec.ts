import { expect, test } from '@playwright/test';

/**
 * A stock WooCommerce site has no newsletter plugin, so the one-click unsubscribe address of the
 * newsletter mails (RFC 8058) is not there either, and opening it in a browser leads to a page
 * that is not found.
 */
test('the one-click unsubscribe address is not there', async ({ page, request }) => {
  const post = await request.post('/api/newsletter/unsubscribe?token=abc123', {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(post.status()).toBe(404);

  const response = await page.goto('/api/newsletter/unsubscribe?token=abc123');
  expect(new URL(page.url()).pathname).toBe('/newsletter/unsubscribe');
  expect(response?.status()).toBe(404);
});
