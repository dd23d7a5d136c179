import { describe, expect, it } from 'vitest';
import { WISHLIST_STORAGE_KEY } from '@/features/shopper/wishlist-storage';
import {
  clearShopStorage,
  isFatalSessionError,
  KEPT_STORAGE_KEYS,
  RELOAD_COOKIE,
  reloadCookie,
  reloadCount,
} from './session-recovery';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('session errors', () => {
  it("recognises the spec's messages and the backend's codes", () => {
    expect(isFatalSessionError({ message: 'The iss do not match with this server' })).toBe(true);
    expect(
      isFatalSessionError({
        message: 'Invalid session token. Please reload the page.',
        code: 'INVALID_SESSION',
      }),
    ).toBe(true);
    expect(
      isFatalSessionError({
        message: 'Your session has expired. Please reload the page.',
        code: 'EXPIRED_SESSION',
      }),
    ).toBe(true);
    expect(isFatalSessionError({ message: 'Coupon "x" does not exist!', code: 'COUPON_NOT_FOUND' })).toBe(
      false,
    );
    // The route drops the session cookie on these (lib/commerce/gateway/session.ts).
    expect(isFatalSessionError({ message: 'Invalid session token' })).toBe(true);
    expect(isFatalSessionError({ message: 'Out of stock' })).toBe(false);
  });

  // WooGraphQL sends no codes: wp-graphql/wp-graphql-woocommerce
  // includes/utils/class-ql-session-handler.php answers `invalid_token: <reason>`, compared exactly.
  it("recognises a stock WooGraphQL site's session sentences exactly", () => {
    expect(isFatalSessionError({ message: 'invalid_token: Expired token' })).toBe(true);
    expect(isFatalSessionError({ message: 'invalid_token: The iss do not match with this server' })).toBe(
      true,
    );
    expect(isFatalSessionError({ message: 'Your session token is fine' })).toBe(false);
  });
});

describe('reload guard', () => {
  it('counts reloads in a short-lived cookie', () => {
    expect(reloadCount('')).toBe(0);
    expect(reloadCount(`a=1; ${RELOAD_COOKIE}=1; b=2`)).toBe(1);
    expect(reloadCount(`x${RELOAD_COOKIE}=3`)).toBe(0);
    expect(reloadCookie(1)).toMatch(new RegExp(`^${RELOAD_COOKIE}=1; Max-Age=\\d+; Path=/`));
  });
});

describe('clearShopStorage', () => {
  it("clears local and session storage but keeps the guest's wishlist", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem('ppe-cart-count', '2');
    local.setItem('ppe-wishlist', '[12,34]');
    session.setItem('ppe-banner-dismissed', 'b1');
    clearShopStorage(local, session, ['ppe-wishlist']);
    expect(local.getItem('ppe-cart-count')).toBeNull();
    expect(local.getItem('ppe-wishlist')).toBe('[12,34]');
    expect(session.length).toBe(0);
  });
});

describe('kept storage', () => {
  it("keeps the guest's wishlist key, wherever the wishlist feature names it", () => {
    expect(KEPT_STORAGE_KEYS).toContain(WISHLIST_STORAGE_KEY);
  });
});
