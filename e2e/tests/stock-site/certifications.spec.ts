import { expect, test } from '@playwright/test';
import { ProductPage } from '../../pages/product-page';

// A stock site keeps standards as global attributes and approval numbers as a local attribute:
// the block shows both from stock data. Documents and pack sizes are this store's extension, so
// they are absent, and the page is whole without them.
test('on a stock site, a respirator shows its approval and standards, without documents or pack size', async ({
  page,
}) => {
  await new ProductPage(page).goto('safeair-n95-cup-respirator-20');
  const block = page.getByRole('region', { name: 'Certifications and documents' });
  await expect(block.getByRole('link', { name: 'TC-84A-9315', exact: true })).toHaveAttribute(
    'href',
    'https://wwwn.cdc.gov/NIOSH-CEL/Results?Schedule=84A&ApprovalNumber=9315',
  );
  await expect(block.getByText('NIOSH N95')).toBeVisible();
  await expect(block.getByRole('heading', { name: 'Documents to keep' })).toHaveCount(0);
  await expect(page.getByText('Box of 20 masks')).toHaveCount(0);
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1');
});
