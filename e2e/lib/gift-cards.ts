import { expect, type Locator, type Page } from '@playwright/test';
import { type ReceivedMail, waitForMail } from './smtp-inbox';

/**
 * Gift cards as a shopper meets them: the email that brings a card's code, the card's rows where
 * a cart or an order lists it, and the balance check. Labels are the storefront's en-US texts
 * unless told others.
 */

/**
 * A code as the shop issues it: 16 symbols of Crockford's base 32 in four groups
 * (apps/commerce/src/gift-cards/codes.ts).
 */
export const GIFT_CARD_CODE = /\b[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}\b/;

/** Shaped like a card code, so the coupon field looks it up as a card, and issued to no one. */
export const UNKNOWN_GIFT_CARD_CODE = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ';

/** Today as the shop counts delivery days (UTC), in the date field's YYYY-MM-DD. */
export const deliveryToday = () => new Date().toISOString().slice(0, 10);

/** A YYYY-MM-DD day as the shop writes it for en-US shoppers ("Nov 24, 2026"). */
export const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** "$1,234.50" or "−$25.00" → 1234.5 or 25: the amount, without its sign. */
export const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/**
 * The email that brings a card to `recipient`, and the card's code in it. A card due today leaves
 * as soon as its order commits; should that send fail, the backend's delivery run (each minute)
 * sends it, so the wait allows for more than one run.
 */
export async function receivedGiftCard(
  recipient: string,
  since: Date,
): Promise<{ mail: ReceivedMail; code: string }> {
  const mail = await waitForMail({ to: recipient, subject: /gift card/i, since, timeoutMs: 100_000 });
  const code = GIFT_CARD_CODE.exec(mail.text)?.[0];
  if (!code) throw new Error(`The gift card email to ${recipient} holds no code:\n${mail.text}`);
  return { mail, code };
}

/**
 * The rows of a card where a cart view (panel, /cart summary, checkout summary) or an order lists
 * it: "Gift card <code>" with what it pays as −$x.xx; in a cart, with its remove button.
 */
export class GiftCardRows {
  constructor(readonly scope: Locator) {}

  /** The card's row in a cart view. */
  row(code: string): Locator {
    return this.scope.getByRole('listitem').filter({ hasText: `Gift card ${code}` });
  }

  /** The card's row in an order's table. */
  orderRow(code: string): Locator {
    return this.scope.getByRole('row').filter({ hasText: `Gift card ${code}` });
  }

  removeButton(code: string): Locator {
    return this.scope.getByRole('button', { name: `Remove gift card ${code}`, exact: true });
  }

  /** What the card pays, read from its row ("−$25.00" → 25). */
  async amount(row: Locator): Promise<number> {
    await expect(row).toContainText(/−\$[\d,]+\.\d{2}/);
    const text = (await row.textContent()) ?? '';
    return dollars(/−\$[\d,]+\.\d{2}/.exec(text)?.[0] ?? '');
  }
}

/** The guest balance check at /gift-card-balance. */
export class GiftCardBalancePage {
  readonly heading: Locator;
  readonly code: Locator;
  readonly check: Locator;
  readonly result: Locator;

  constructor(
    readonly page: Page,
    words: { heading: string; code: string; check: string } = {
      heading: 'Gift card balance',
      code: 'Gift card code',
      check: 'Check balance',
    },
  ) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: words.heading });
    this.code = main.getByLabel(words.code, { exact: true });
    this.check = main.getByRole('button', { name: words.check, exact: true });
    // The answer, in whichever live region holds it (an empty one waits for the next).
    this.result = main.getByRole('status').or(main.getByRole('alert')).filter({ hasText: /\S/ });
  }

  async lookUp(code: string): Promise<void> {
    await this.code.fill(code);
    await this.check.click();
  }
}
