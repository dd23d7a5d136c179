import { describe, expect, it } from 'vitest';
import { loadsAtOnce, pathAfterLogout, withoutLocale } from './store-init';

describe('store initialisation', () => {
  it('loads at once on checkout, my-account and order-summary pages, in every locale', () => {
    for (const path of [
      '/checkout',
      '/my-account',
      '/my-account/orders',
      '/order-summary/12',
      '/de-DE/checkout',
      '/pt-BR/my-account',
    ]) {
      expect(loadsAtOnce(path), path).toBe(true);
    }
    for (const path of ['/', '/products', '/de-DE', '/product/mask', '/my-accounts']) {
      expect(loadsAtOnce(path), path).toBe(false);
    }
  });

  it('strips the locale prefix only', () => {
    expect(withoutLocale('/fr-FR/cart')).toBe('/cart');
    expect(withoutLocale('/cart')).toBe('/cart');
  });

  it('logs out to the home page unless on /my-account', () => {
    expect(pathAfterLogout('/my-account')).toBeNull();
    expect(pathAfterLogout('/it-IT/my-account')).toBeNull();
    expect(pathAfterLogout('/my-account/orders')).toBe('/');
    expect(pathAfterLogout('/products')).toBe('/');
  });
});
