import { describe, expect, it } from 'vitest';
import { testCardDecision } from './test-card.mjs';

describe('the test card under npm start', () => {
  it('is accepted by default only while the demo is served on loopback', () => {
    expect(testCardDecision({ NODE_ENV: 'production' })).toMatchObject({ setting: 'on' });
    expect(
      testCardDecision({
        STOREFRONT_HOST: '127.0.0.1',
        COMMERCE_HOST: '::1',
        SITE_URL: 'http://localhost:3000',
      }),
    ).toMatchObject({ setting: 'on' });
  });

  it('is refused when either server listens where other machines reach it', () => {
    expect(testCardDecision({ STOREFRONT_HOST: '0.0.0.0' })).toEqual({
      setting: 'off',
      reason:
        'STOREFRONT_HOST=0.0.0.0 is reachable from other machines; COMMERCE_TEST_CARD=on accepts it anyway',
    });
    expect(testCardDecision({ COMMERCE_HOST: '192.168.1.20' })).toMatchObject({ setting: 'off' });
    expect(testCardDecision({ STOREFRONT_HOST: '::' })).toMatchObject({ setting: 'off' });
  });

  it('is refused in production behind a public SITE_URL, even on loopback', () => {
    expect(testCardDecision({ NODE_ENV: 'production', SITE_URL: 'https://shop.example.com' })).toEqual({
      setting: 'off',
      reason:
        'SITE_URL https://shop.example.com is public (NODE_ENV=production); COMMERCE_TEST_CARD=on accepts it anyway',
    });
    // Not in production (a developer's own preview): the loopback rule alone decides.
    expect(testCardDecision({ NODE_ENV: 'development', SITE_URL: 'https://shop.example.com' })).toMatchObject(
      {
        setting: 'on',
      },
    );
  });

  it('follows COMMERCE_TEST_CARD when it is set, whatever the hosts', () => {
    expect(testCardDecision({ COMMERCE_TEST_CARD: 'on', STOREFRONT_HOST: '0.0.0.0' })).toEqual({
      setting: 'on',
      reason: 'COMMERCE_TEST_CARD=on',
    });
    expect(testCardDecision({ COMMERCE_TEST_CARD: 'off' })).toMatchObject({ setting: 'off' });
  });
});
