/**
 * COMMERCE_PROFILE=stock answers as a real site does: every pair recorded from one (WordPress 6.9,
 * WooCommerce 9.9.5, WPGraphQL 2.20, WooGraphQL 1.0.2, Headless Login 0.4.3; real-site/README.md)
 * is replayed in its order against a fresh stock backend and must come back the same: status,
 * headers and body, with tokens, dates and ids compared by shape (replay.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../testing/cart-products.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';
import { loadRecordedPairs, Replay } from './replay.ts';

/** The recorded site's address, and the product every recorded cart holds (a simple one, $15). */
const RECORDED_SITE = 'http://localhost:8080';
const RECORDED_PRODUCT_ID = 15;
/** Headless Login's authorised domain on the recorded site. */
const AUTHORISED_ORIGIN = 'https://shop.example';

/**
 * The pairs carry the names of the earlier hand-written cases; where the site proved a name
 * wrong, the test says what the site did instead.
 */
const WHAT_THE_SITE_DID: Record<string, string> = {
  'order read by its owner by ORDER_KEY: refused, as WooGraphQL does':
    'order read by its owner by ORDER_KEY: allowed (HPOS resolves the key to the order id)',
  'CORS preflight from an allowed origin: the origin echoed, with credentials':
    'CORS preflight from an authorised origin: 200, the origin echoed, credentials only when turned on',
  'credentialed request from an allowed origin':
    'request from an authorised origin: the origin echoed, credentials only when turned on',
  'request from a foreign origin: no Allow-Origin, so the browser withholds the answer':
    'request from a foreign origin: "*" by default; 403 "Unauthorized request origin." when blocking',
};

function replayAll(file: string, env: Record<string, string>) {
  let store: TestStore;
  let replay: Replay;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock', ...env } });
    const productId = await addProduct(store.database.db, { price: 1500 });
    replay = new Replay(store.url, RECORDED_SITE, [[RECORDED_PRODUCT_ID, productId]]);
  });
  afterAll(() => store?.close());

  loadRecordedPairs(file).forEach((pair, index) => {
    it(`${index + 1}. ${WHAT_THE_SITE_DID[pair.name] ?? pair.name}`, async () => {
      expect(await replay.send(pair)).toEqual([]);
    });
  });
}

describe('the stock profile replays a real WooCommerce site', () => {
  describe("Headless Login's access control at its defaults (golden-pairs-default.json)", () => {
    replayAll('golden-pairs-default.json', { COMMERCE_CORS_ORIGINS: AUTHORISED_ORIGIN });
  });

  describe('"Block unauthorized domains" and credentials on (golden-pairs-block-unauthorized-domains.json)', () => {
    replayAll('golden-pairs-block-unauthorized-domains.json', {
      COMMERCE_CORS_ORIGINS: AUTHORISED_ORIGIN,
      COMMERCE_CORS_BLOCK_UNAUTHORIZED: 'on',
      COMMERCE_CORS_ALLOW_CREDENTIALS: 'on',
    });
  });
});
