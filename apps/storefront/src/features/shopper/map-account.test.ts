import { describe, expect, it } from 'vitest';
import { downloadHref, mapAccountState, mapDownloads, mapLoginClients, mapOrders } from './map-account';

describe('downloadHref', () => {
  it('links downloads of the embedded backend through the storefront proxy', () => {
    expect(downloadHref('http://127.0.0.1:4000/download/abc_123')).toBe('/api/download/abc_123');
    expect(downloadHref('/download/abc-123')).toBe('/api/download/abc-123');
  });
  it('links any other URL as it is and refuses script URLs', () => {
    expect(downloadHref('https://shop.example/?download_file=1&key=x')).toBe(
      'https://shop.example/?download_file=1&key=x',
    );
    expect(downloadHref('javascript:alert(1)')).toBeNull();
    expect(downloadHref(null)).toBeNull();
  });
});

describe('mapAccountState', () => {
  it('is signed out without a viewer, even with a session customer', () => {
    const state = mapAccountState({
      viewer: null,
      customer: { id: 'guest', databaseId: 0 } as never,
      loginClients: [],
    });
    expect(state).toEqual({ viewer: null, customer: null, loginClients: [] });
  });
  it('maps the viewer and customer when signed in', () => {
    const state = mapAccountState({
      viewer: {
        id: 'u',
        databaseId: 3,
        name: 'Ada',
        firstName: 'Ada',
        lastName: null,
        email: 'ada@x.io',
        username: 'ada',
        nicename: 'ada',
        avatar: null,
      },
      customer: {
        id: 'c',
        databaseId: 3,
        email: 'ada@x.io',
        firstName: 'Ada',
        lastName: null,
        username: 'ada',
        isPayingCustomer: true,
        billing: null,
        shipping: null,
      },
    });
    expect(state.viewer).toMatchObject({
      databaseId: 3,
      email: 'ada@x.io',
      username: 'ada',
      avatarUrl: null,
    });
    expect(state.customer).toMatchObject({ databaseId: 3, isPayingCustomer: true, lastName: '' });
    expect(state.customer?.billing.city).toBe('');
  });
});

describe('mapLoginClients', () => {
  it('keeps enabled clients with an http(s) authorization URL', () => {
    expect(
      mapLoginClients([
        {
          name: 'Google',
          provider: 'GOOGLE',
          isEnabled: true,
          authorizationUrl: 'https://accounts.google.com/o?state=1',
        },
        { name: 'Off', provider: 'GITHUB', isEnabled: false, authorizationUrl: 'https://github.com' },
        { name: 'Bad', provider: 'OAUTH2_GENERIC', isEnabled: true, authorizationUrl: 'javascript:alert(1)' },
        null,
      ]),
    ).toEqual([
      { name: 'Google', provider: 'GOOGLE', authorizationUrl: 'https://accounts.google.com/o?state=1' },
    ]);
  });
});

describe('orders and downloads', () => {
  it('maps orders with their totals in integer cents', () => {
    const orders = mapOrders({
      customer: {
        orders: {
          nodes: [
            {
              databaseId: 12,
              orderNumber: '12',
              orderKey: 'k',
              date: '2026-01-01T10:00:00',
              status: 'PROCESSING',
              total: '19.90',
            },
          ],
        },
      },
    } as never);
    expect(orders).toEqual([
      { databaseId: 12, orderNumber: '12', date: '2026-01-01T10:00:00', status: 'PROCESSING', total: 1990 },
    ]);
  });
  it('maps downloads with their proxy link', () => {
    const downloads = mapDownloads({
      customer: {
        downloadableItems: {
          nodes: [
            {
              id: 'd1',
              name: 'Datasheet',
              url: 'http://b/download/k1',
              accessExpires: null,
              downloadsRemaining: 5,
              product: { databaseId: 1, name: 'Mask', slug: 'mask' },
            },
          ],
        },
      },
    } as never);
    expect(downloads).toEqual([
      {
        id: 'd1',
        name: 'Datasheet',
        productName: 'Mask',
        productSlug: 'mask',
        href: '/api/download/k1',
        downloadsRemaining: 5,
        accessExpires: null,
      },
    ]);
  });
});
