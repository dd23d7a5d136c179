import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscribeToNewsletterOperation } from '@/graphql/generated/browser-operations.generated';

afterEach(() => {
  vi.doUnmock('./browser-client');
  vi.resetModules();
});

describe('callShopLazily', () => {
  it('fetches the browser client and answers what its callShop answers', async () => {
    const callShop = vi.fn(async () => ({ data: { subscribeToNewsletter: { ok: true } }, errors: [] }));
    vi.doMock('./browser-client', () => ({ callShop }));
    const { callShopLazily } = await import('./lazy-browser-client');
    const variables = { email: 'a@example.com', consent: true, consentVersion: '2026-11', language: 'en-US' };
    const answer = await callShopLazily(SubscribeToNewsletterOperation, variables, 'unreachable');
    expect(callShop).toHaveBeenCalledWith(SubscribeToNewsletterOperation, variables, 'unreachable');
    expect(answer.data).toEqual({ subscribeToNewsletter: { ok: true } });
  });

  it('answers as an unreachable shop when the client cannot be fetched, never throwing', async () => {
    vi.doMock('./browser-client', async () => Promise.reject(new Error('Failed to load chunk')));
    const { callShopLazily } = await import('./lazy-browser-client');
    const answer = await callShopLazily(
      SubscribeToNewsletterOperation,
      { email: 'a@example.com', consent: true, consentVersion: '2026-11', language: 'en-US' },
      'The shop could not be reached.',
    );
    expect(answer).toEqual({
      data: null,
      errors: [{ message: 'The shop could not be reached.' }],
      reached: false,
    });
  });
});
