import { expect, type Locator, type Page } from '@playwright/test';

/** The single product page: name, price and stock, variation picker, purchase form, gallery. */
export class ProductPage {
  readonly heading: Locator;
  /** The live region with the shown price and stock line. */
  readonly offer: Locator;
  readonly breadcrumb: Locator;
  readonly purchaseForm: Locator;
  readonly addToCart: Locator;
  /** The quantity box: "Quantity", or what it counts for what is sold by the box ("Quantity (boxes)"). */
  readonly quantity: Locator;
  readonly addToWishlist: Locator;
  /** The purchase form's polite status message. */
  readonly purchaseStatus: Locator;
  readonly clearSelection: Locator;
  readonly reviewForm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.offer = page.getByRole('status', { name: 'Price and availability' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.purchaseForm = page.getByRole('form', { name: 'Buy this product' });
    this.addToCart = this.purchaseForm.getByRole('button', { name: 'Add to cart' });
    this.quantity = this.purchaseForm.getByRole('spinbutton', { name: /^Quantity\b/ });
    this.addToWishlist = this.purchaseForm.getByRole('button', { name: 'Add to wishlist' });
    this.purchaseStatus = this.purchaseForm.getByRole('status');
    this.clearSelection = this.purchaseForm.getByRole('button', { name: 'Clear selection' });
    this.reviewForm = page.getByRole('form', { name: 'Write a review' });
  }

  async goto(slug: string) {
    return this.page.goto(`/product/${slug}`);
  }

  /**
   * The review form comes live as the shopper nears it (an island on demand; its submit button is
   * disabled until then): scrolls to it and waits until it takes a review. `form` for another
   * language's form.
   */
  async reachReviewForm(form: Locator = this.reviewForm): Promise<void> {
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
  }

  /** The radio button of one option of a variation attribute, by the labels the shopper reads. */
  option(attributeLabel: string, optionLabel: string): Locator {
    return this.purchaseForm
      .getByRole('group', { name: attributeLabel, exact: true })
      .getByRole('radio', { name: optionLabel, exact: true });
  }

  async choose(attributeLabel: string, optionLabel: string): Promise<void> {
    await this.option(attributeLabel, optionLabel).check();
  }
}
