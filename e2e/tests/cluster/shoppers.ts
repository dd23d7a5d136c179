import { randomUUID } from 'node:crypto';
import { routeCall } from '../../lib/shop-route';

/**
 * Shoppers over plain HTTP, as the shop's pages talk to it: the product page, then the cart and
 * the order through the same-origin route (/api/graphql) with the route's registered operations,
 * each shopper with a cookie jar of its own (the cart's session lives in the shop's cookies) and
 * an address of its own (X-Forwarded-For, which the storefronts believe from nginx), so the
 * backends' per-address limits count each shopper. Every request is recorded with when it was in
 * flight, so a journey can tell which requests a kill could have cut off.
 */

export interface Attempt {
  shopper: number;
  step: 'product page' | 'addToCart' | 'Checkout';
  /** performance.now() when it was sent and when its answer (or failure) came. */
  started: number;
  ended: number;
  ok: boolean;
  /** The HTTP status (0 when no answer came) and nginx's X-Upstream. */
  status: number;
  upstream: string | null;
  problem: string | null;
}

export interface PlacedOrder {
  shopper: number;
  email: string;
  orderNumber: number;
  orderKey: string;
}

interface Answer {
  ok: boolean;
  json: unknown;
}

/** How often a shopper tries a step that fails before giving up. */
const TRIES = 4;

const BILLING = {
  firstName: 'Load',
  lastName: 'Shopper',
  address1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postcode: '94105',
  country: 'US',
  phone: '4155550100',
};

export class Shoppers {
  readonly attempts: Attempt[] = [];
  readonly orders: PlacedOrder[] = [];
  private readonly run = randomUUID().slice(0, 8);
  private readonly waiting: { count: number; resolve: () => void }[] = [];

  constructor(
    private readonly shopUrl: string,
    private readonly product: { databaseId: number; slug: string },
  ) {}

  /** Resolves once `count` orders have been placed. */
  whenOrders(count: number): Promise<void> {
    if (this.orders.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ count, resolve }));
  }

  /** The requests sent and not answered yet. */
  inFlight(): number {
    return this.attempts.filter((attempt) => attempt.ended === 0).length;
  }

  /** The email of one shopper of this run (orders are found by it in the database). */
  email(shopper: number) {
    return `load-${this.run}-${shopper}@example.com`;
  }

  /** Every shopper's email of this run, as a SQL LIKE pattern. */
  emailLike() {
    return `load-${this.run}-%@example.com`;
  }

  /**
   * One shopper's visit: the product page, the addition, the order. A step that fails is tried
   * again at once, as a shopper presses again after an error, up to TRIES times in all (a kill
   * can cut off a retry too while the process is still dying); the order carries one idempotency
   * key, so pressing again never places a second one. Resolves with whether the shopper got an order.
   */
  async shop(shopper: number): Promise<boolean> {
    const jar = new Map<string, string>();
    const address = `10.77.${shopper >> 8}.${(shopper & 255) + 1}`;
    const idempotencyKey = randomUUID();
    const retried = async (step: () => Promise<Answer>) => {
      for (let attempt = 1; attempt <= TRIES; attempt++) if ((await step()).ok) return true;
      return false;
    };

    const seen = await retried(() => this.send(shopper, 'product page', jar, address));
    const added =
      seen &&
      (await retried(() =>
        this.send(shopper, 'addToCart', jar, address, { productId: this.product.databaseId, quantity: 1 }),
      ));
    if (!added) return false;
    const checkout = async () => {
      const answer = await this.send(shopper, 'Checkout', jar, address, {
        input: {
          billing: { ...BILLING, email: this.email(shopper) },
          paymentMethod: 'test_card',
          metaData: [
            { key: '_idempotency_key', value: idempotencyKey },
            { key: '_test_card_number', value: '4242424242424242' },
          ],
        },
      });
      const order = (
        answer.json as { data?: { checkout?: { order?: { orderNumber: string; orderKey: string } } } }
      )?.data?.checkout?.order;
      if (answer.ok && order) {
        this.orders.push({
          shopper,
          email: this.email(shopper),
          orderNumber: Number(order.orderNumber),
          orderKey: order.orderKey,
        });
        for (const waiter of this.waiting.filter((w) => this.orders.length >= w.count)) waiter.resolve();
        return { ...answer, ok: true };
      }
      return { ...answer, ok: false };
    };
    return retried(checkout);
  }

  private async send(
    shopper: number,
    step: Attempt['step'],
    jar: Map<string, string>,
    address: string,
    variables?: Record<string, unknown>,
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = step === 'product page';
    if (!page) headers['content-type'] = 'application/json';
    const attempt: Attempt = {
      shopper,
      step,
      started: performance.now(),
      ended: 0,
      ok: false,
      status: 0,
      upstream: null,
      problem: null,
    };
    this.attempts.push(attempt);
    let json: unknown = null;
    try {
      const response = await fetch(
        page ? `${this.shopUrl}/product/${this.product.slug}` : `${this.shopUrl}/api/graphql`,
        page
          ? { headers, signal: AbortSignal.timeout(20_000) }
          : {
              method: 'POST',
              headers,
              body: JSON.stringify(routeCall(step, variables)),
              signal: AbortSignal.timeout(20_000),
            },
      );
      attempt.status = response.status;
      attempt.upstream = response.headers.get('x-upstream');
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const split = pair.indexOf('=');
        if (split > 0) jar.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
      }
      const text = await response.text();
      // The route answers JSON; nginx's own 502 page is HTML.
      const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
      if (!page && isJson) json = JSON.parse(text);
      const errors = (json as { errors?: { message: string }[] } | null)?.errors ?? [];
      attempt.ok = response.ok && (page || isJson) && errors.length === 0;
      if (!attempt.ok) attempt.problem = errors[0]?.message ?? `HTTP ${response.status}`;
    } catch (error) {
      attempt.problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    attempt.ended = performance.now();
    return { ok: attempt.ok, json };
  }
}

/** Runs `count` shoppers, `concurrency` at a time; resolves with how many got their order. */
export async function runShoppers(shoppers: Shoppers, count: number, concurrency: number): Promise<number> {
  let next = 0;
  let served = 0;
  const lane = async () => {
    while (next < count) {
      const shopper = next++;
      if (await shoppers.shop(shopper)) served++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return served;
}
