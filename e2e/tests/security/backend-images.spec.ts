import { expect, test } from '@playwright/test';
import { backendQuery, graphqlUrl } from '../../lib/backend';

/**
 * A WooCommerce site links its uploads as `<site>/wp-content/uploads/…` on its own scheme, http on
 * a local or staging site (recorded from a real site, 2026-11-29), and the pages' policy allowed
 * https: images only, so every product image was blocked there. The backend's own origin is
 * allowed whatever its scheme; any other http image stays blocked. This shop's backend runs on
 * http, and answers its images' absolute addresses there, as such a site does.
 */
test("the backend's own http images load under the page's policy, other http images do not", async ({
  page,
  request,
}) => {
  const { products } = await backendQuery<{ products: { nodes: { image: { sourceUrl: string } | null }[] } }>(
    request,
    '{ products(first: 10) { nodes { image { sourceUrl } } } }',
  );
  const backendImage = products.nodes.find((node) => node.image?.sourceUrl)?.image?.sourceUrl ?? '';
  const backend = new URL(graphqlUrl());
  expect(new URL(backendImage).origin).toBe(backend.origin);
  expect(backend.protocol).toBe('http:');
  // Another http origin: the same server under another name, so only the policy can tell them apart.
  const elsewhere = new URL(backendImage);
  elsewhere.hostname = elsewhere.hostname === 'localhost' ? '127.0.0.1' : 'localhost';

  await page.addInitScript(() => {
    const win = window as Window & { __blocked?: string[] };
    win.__blocked = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      win.__blocked?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/products');
  const load = (src: string) =>
    page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const image = new Image();
          image.onload = () => resolve('loaded');
          image.onerror = () => resolve('failed');
          image.src = url;
        }),
      src,
    );
  expect(await load(backendImage)).toBe('loaded');
  expect(await load(elsewhere.href)).toBe('failed');
  const blocked = await page.evaluate(() => (window as Window & { __blocked?: string[] }).__blocked ?? []);
  expect(blocked).toHaveLength(1);
  expect(blocked[0]).toContain(`img-src ${elsewhere.origin}`);
});
