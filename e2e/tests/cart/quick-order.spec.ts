import { test } from '@playwright/test';
import { pasteAndOrder } from '../../lib/quick-order';

// Quick order uses stock WooGraphQL only (productsWithVariations, addCartItems): the same journey
// runs on the stock profile (stock-site/quick-order.spec.ts).
test('a buyer pastes ten SKU lines, sees the wrong ones flagged and adds the rest in one request', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await pasteAndOrder(page, request);
});
