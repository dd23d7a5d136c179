import { describe, expect, it } from 'vitest';
import { csrfRefusal, isJsonContentType, shopOrigins } from './same-origin';

const request = (headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/graphql') =>
  new Request(url, { method: 'POST', headers, body: '{}' });
const JSON_TYPE = { 'content-type': 'application/json' };

describe('csrfRefusal', () => {
  it('refuses every body type an HTML form or a no-cors fetch can send', () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect(csrfRefusal(request({ 'content-type': type }), null)).toBe('content-type');
    }
    expect(csrfRefusal(request({}), null)).toBe('content-type');
  });

  it('accepts application/json with parameters, in any case', () => {
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/jsonp')).toBe(false);
  });

  it('refuses a foreign, a look-alike and the opaque null Origin', () => {
    for (const origin of [
      'https://evil.test',
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3000.evil.test',
      'null',
    ]) {
      expect(csrfRefusal(request({ ...JSON_TYPE, origin }), null)).toBe('origin');
    }
  });

  it('refuses what the browser marks cross-site or same-site', () => {
    expect(csrfRefusal(request({ ...JSON_TYPE, 'sec-fetch-site': 'cross-site' }), null)).toBe('fetch-site');
    expect(csrfRefusal(request({ ...JSON_TYPE, 'sec-fetch-site': 'same-site' }), null)).toBe('fetch-site');
  });

  it("accepts the shop's own origin: as served, as addressed through a reverse proxy, and SITE_URL", () => {
    expect(
      csrfRefusal(
        request({ ...JSON_TYPE, origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }),
        null,
      ),
    ).toBeNull();
    const proxied = request({
      ...JSON_TYPE,
      origin: 'https://shop.example.com',
      'x-forwarded-host': 'shop.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(csrfRefusal(proxied, null)).toBeNull();
    expect(
      csrfRefusal(request({ ...JSON_TYPE, origin: 'https://www.example.com' }), 'https://www.example.com/'),
    ).toBeNull();
  });

  it('accepts JSON that says nothing about where it comes from (non-browser clients)', () => {
    expect(csrfRefusal(request(JSON_TYPE), null)).toBeNull();
  });
});

describe('shopOrigins', () => {
  it('ignores values that are not URLs', () => {
    expect([...shopOrigins(request({}), 'not a url')]).toEqual(['http://127.0.0.1:3000']);
  });
});
