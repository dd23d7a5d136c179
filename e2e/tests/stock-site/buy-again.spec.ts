import { test } from '@playwright/test';
import { buyAgainWithOneOutOfStock } from '../../lib/buy-again';

test('on a stock site, buying an order again names what is out of stock and adds the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await buyAgainWithOneOutOfStock(page, request);
});
