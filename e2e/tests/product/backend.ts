/** What en-US shoppers read for an amount in the store's currency. */
export const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Attribute names as the product page compares them (spec section 3). */
export const attributeKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^pa_/, '')
    .replace(/[-\s]+/g, '');
