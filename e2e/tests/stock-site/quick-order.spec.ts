import { test } from '@playwright/test';
import { pasteAndOrder } from '../../lib/quick-order';

test('on a stock site, a buyer pastes ten SKU lines and adds the good ones in one request', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await pasteAndOrder(page, request);
});
