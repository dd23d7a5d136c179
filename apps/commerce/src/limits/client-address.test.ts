import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientAddress, parseTrustedProxies } from './client-address.ts';
import { DEFAULT_LIMITS, parseRateLimits, rateLimitedMessage } from './rules.ts';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  const loopback = parseTrustedProxies('127.0.0.1,::1');

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), loopback)).toBe('203.0.113.5');
  });

  it('believes a trusted peer, reading from the right so a forged left entry is ignored', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), loopback)).toBe('198.51.100.1');
    expect(clientAddress(request('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1'), loopback)).toBe(
      '198.51.100.1',
    );
  });

  it('walks past every trusted hop, ranges included', () => {
    const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3'), proxies)).toBe(
      '198.51.100.1',
    );
  });

  it('falls back to the peer when the trusted header is missing or garbled', () => {
    expect(clientAddress(request('127.0.0.1'), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', 'not an address'), loopback)).toBe('127.0.0.1');
  });

  it('trusts no one with "none"', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), parseTrustedProxies('none'))).toBe(
      '127.0.0.1',
    );
  });
});

describe('settings', () => {
  it('COMMERCE_TRUSTED_PROXIES refuses what is not an address or range, in words', () => {
    expect(() => loadConfig({ COMMERCE_TRUSTED_PROXIES: 'localhost' })).toThrow(
      /COMMERCE_TRUSTED_PROXIES: "localhost" is not an address or range/,
    );
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/not an address or range/);
  });

  it('COMMERCE_RATE_LIMITS overrides single rules or all of them and refuses nonsense', () => {
    expect(parseRateLimits('contact=2/1h').contact).toEqual({ count: 2, windowMs: 3_600_000 });
    expect(parseRateLimits('contact=2/1h').login).toEqual(DEFAULT_LIMITS.login);
    expect(parseRateLimits('*=1000/1m,login=5/30s').login).toEqual({ count: 5, windowMs: 30_000 });
    expect(parseRateLimits('*=1000/1m').unpaidOrders).toEqual({ count: 1000, windowMs: 60_000 });
    expect(() => loadConfig({ COMMERCE_RATE_LIMITS: 'logins=5/1m' })).toThrow(
      /"logins=5\/1m" names no limit/,
    );
    expect(() => parseRateLimits('login=five/1m')).toThrow(/write it as count\/window/);
    expect(() => parseRateLimits('login=0/1m')).toThrow(/write it as count\/window/);
  });

  it('says how long to wait in words', () => {
    expect(rateLimitedMessage(12)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(rateLimitedMessage(900)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(rateLimitedMessage(20_000)).toBe('Too many attempts. Please wait 6 hours and try again.');
  });
});
