import { test } from '@playwright/test';
import { buyAgainWithOneOutOfStock } from '../../lib/buy-again';

// Buy again uses stock WooGraphQL only: the same journey runs on the stock profile.
test('a signed-in customer buys an order again; a product now out of stock is named, the rest added', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await buyAgainWithOneOutOfStock(page, request);
});
