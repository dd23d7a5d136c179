import type { APIRequestContext, Locator } from '@playwright/test';
import { backendQuery } from '../lib/backend';
import type { ProductPage } from './product-page';

/** The demo store's gift card product (docs/backend.md, Gift cards). */
export const GIFT_CARD_SLUG = 'ppe-gift-card';

export interface GiftCardProduct {
  name: string;
  /** The offered amounts, in dollars. */
  amounts: number[];
  /** The custom amount's limits, in dollars. */
  min: number;
  max: number;
}

/** The gift card product with its amounts, read from its meta as the product page reads them. */
export async function giftCardProduct(request: APIRequestContext): Promise<GiftCardProduct> {
  const data = await backendQuery<{
    product: { name: string; metaData: Array<{ key: string; value: string }> };
  }>(
    request,
    `query ($slug: ID!) { product(id: $slug, idType: SLUG) { name
      metaData(keysIn: ["_gift_card_amounts", "_gift_card_min_amount", "_gift_card_max_amount"]) { key value } } }`,
    { slug: GIFT_CARD_SLUG },
  );
  const meta = (key: string) => data.product.metaData.find((entry) => entry.key === key)?.value ?? '';
  return {
    name: data.product.name,
    amounts: meta('_gift_card_amounts').split(',').map(Number),
    min: Number(meta('_gift_card_min_amount')),
    max: Number(meta('_gift_card_max_amount')),
  };
}

/** The gift card part of the product page's purchase form, by the names the shopper reads. */
export class GiftCardForm {
  readonly amounts: Locator;
  readonly anotherAmount: Locator;
  readonly customAmount: Locator;
  readonly recipientName: Locator;
  readonly recipientEmail: Locator;
  readonly message: Locator;
  readonly deliveryDate: Locator;

  constructor(readonly product: ProductPage) {
    const form = product.purchaseForm;
    this.amounts = form.getByRole('group', { name: 'Gift card amount' });
    this.anotherAmount = this.amounts.getByRole('radio', { name: 'Another amount' });
    this.customAmount = form.getByRole('spinbutton', { name: 'Amount', exact: true });
    this.recipientName = form.getByLabel("Recipient's name");
    this.recipientEmail = form.getByLabel("Recipient's email");
    this.message = form.getByLabel('Message (optional)');
    this.deliveryDate = form.getByLabel('Delivery date');
  }

  /** The radio of an offered amount, named as the shopper's locale writes it ("$50.00"). */
  amount(formatted: string): Locator {
    return this.amounts.getByRole('radio', { name: formatted, exact: true });
  }

  async fillRecipient(name: string, email: string, message = ''): Promise<void> {
    await this.recipientName.fill(name);
    await this.recipientEmail.fill(email);
    await this.message.fill(message);
  }
}
