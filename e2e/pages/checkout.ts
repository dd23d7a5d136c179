import { expect, type Locator, type Page } from '@playwright/test';
import { Coupons } from './cart';

export interface BillingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  city: string;
  /** The state's name as the picker shows it. */
  state: string;
  postcode: string;
}

/** A complete US billing address that passes the checkout's rules, for journeys that place orders. */
export const testBilling = (email: string): BillingDetails => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  phone: '4155550100',
  address1: '1 Market Street',
  city: 'San Francisco',
  state: 'California',
  postcode: '94105',
});

/** The order-received page WooCommerce's checkout leads to: the order's number and its key. */
const ORDER_RECEIVED = /\/checkout\/order-received\/(\d+)\?key=wc_order_/;

/** The /checkout page: billing form, shipping choice, coupon, payment and the place-order button. */
export class CheckoutPage {
  readonly heading: Locator;
  readonly billing: Locator;
  readonly summary: Locator;
  readonly placeOrder: Locator;
  readonly alert: Locator;
  readonly cardNumber: Locator;
  /** The purchase-order number and dock note a company buyer may give. */
  readonly purchaseDetails: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Checkout' });
    this.billing = page.getByRole('group', { name: 'Billing details' });
    this.summary = page.getByRole('region', { name: 'Your order' });
    this.placeOrder = page.getByRole('button', { name: 'Place order' });
    this.alert = page.getByRole('alert').filter({ hasText: 'Your order could not be placed' });
    this.cardNumber = page.getByLabel('Card number');
    this.purchaseDetails = page.getByRole('group', { name: 'Purchase details' });
  }

  async goto() {
    return this.page.goto('/checkout');
  }

  async fillBilling(details: BillingDetails) {
    const field = (label: string) => this.billing.getByLabel(label, { exact: true });
    await field('First name').fill(details.firstName);
    await field('Last name').fill(details.lastName);
    await field('Email address').fill(details.email);
    await field('Phone').fill(details.phone);
    await field('Street address').fill(details.address1);
    await field('Town / City').fill(details.city);
    await field('State').selectOption({ label: details.state });
    await field('ZIP Code').fill(details.postcode);
  }

  /** The billing company and the purchase details; a field left undefined is left as it is. */
  async fillPurchaseDetails(details: { company?: string; purchaseOrder?: string; dockNote?: string }) {
    if (details.company !== undefined)
      await this.billing.getByLabel('Company (optional)', { exact: true }).fill(details.company);
    if (details.purchaseOrder !== undefined)
      await this.purchaseDetails.getByLabel(/^Purchase-order number/).fill(details.purchaseOrder);
    if (details.dockNote !== undefined)
      await this.purchaseDetails.getByLabel(/^Delivery note/).fill(details.dockNote);
  }

  async applyCoupon(code: string) {
    await new Coupons(this.summary).apply(code);
  }

  /**
   * Places the order with what the page holds and waits for its order-received page (the order's
   * number and key in the address); resolves with the order's number.
   */
  async placeAndReceive(): Promise<string> {
    await this.placeOrder.click();
    await expect(this.page).toHaveURL(ORDER_RECEIVED, { timeout: 20_000 });
    return ORDER_RECEIVED.exec(this.page.url())?.[1] ?? '';
  }

  async payWithTestCard(number: string) {
    await this.page.getByRole('radio', { name: /test card/i }).check();
    await this.cardNumber.fill(number);
  }
}
