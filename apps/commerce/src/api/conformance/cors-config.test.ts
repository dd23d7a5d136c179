/**
 * The CORS settings: COMMERCE_CORS_ORIGINS (origins only, each checked), the two switches of
 * Headless Login's access control, and how each profile answers an origin (api/cors.ts).
 * The stock profile's answers are replayed from a real site in real-site.test.ts; here are the
 * rules around them, the full profile's stricter one among them.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type CorsSettings, corsHeaders, corsStartupNote, parseCorsOrigins } from '../cors.ts';

const SITE = 'http://127.0.0.1:4000';
const settings = (overrides: Partial<CorsSettings> = {}): CorsSettings => ({
  origins: ['https://shop.example'],
  blockUnauthorized: false,
  allowCredentials: false,
  ...overrides,
});
const from = (origin: string) => ({ origin });

describe('COMMERCE_CORS_ORIGINS and the access-control switches', () => {
  it('lists no origin and turns both switches off by default', () => {
    expect(loadConfig({ COMMERCE_PROFILE: 'stock' }).cors).toEqual({
      origins: [],
      blockUnauthorized: false,
      allowCredentials: false,
      storefront: null,
    });
  });

  it('reads a comma-separated list of origins and the two switches', () => {
    expect(parseCorsOrigins(' https://shop.example.com , http://localhost:3000/ ')).toEqual([
      'https://shop.example.com',
      'http://localhost:3000',
    ]);
    const config = loadConfig({
      COMMERCE_CORS_BLOCK_UNAUTHORIZED: 'on',
      COMMERCE_CORS_ALLOW_CREDENTIALS: 'on',
    });
    expect(config.cors).toMatchObject({ blockUnauthorized: true, allowCredentials: true });
  });

  it('lets listed origins send credentials by default on the full profile only, as other storefronts call', () => {
    // WooNuxt's browser calls with credentials: 'include' (scottyzen/woonuxt woonuxt_base/nuxt.config.ts):
    // an owner who lists its origin needs no second switch. A stock site (Headless Login) has the switch off.
    const origins = { COMMERCE_CORS_ORIGINS: 'https://woonuxt.example' };
    expect(loadConfig({}).cors.allowCredentials).toBe(false);
    expect(loadConfig(origins).cors.allowCredentials).toBe(true);
    expect(loadConfig({ ...origins, COMMERCE_CORS_ALLOW_CREDENTIALS: 'off' }).cors.allowCredentials).toBe(
      false,
    );
    expect(loadConfig({ ...origins, COMMERCE_PROFILE: 'stock' }).cors.allowCredentials).toBe(false);
    expect(
      loadConfig({ ...origins, COMMERCE_PROFILE: 'stock', COMMERCE_CORS_ALLOW_CREDENTIALS: 'on' }).cors
        .allowCredentials,
    ).toBe(true);
  });

  it('refuses an entry that is not an origin, or a switch that is neither on nor off, naming it', () => {
    for (const bad of ['shop.example.com', 'https://shop.example.com/path', 'ftp://files.example', '*']) {
      expect(() => parseCorsOrigins(`https://ok.example,${bad}`)).toThrow(`"${bad}" is not an origin`);
    }
    expect(() => loadConfig({ COMMERCE_CORS_ORIGINS: 'nope' })).toThrow(/COMMERCE_CORS_ORIGINS/);
    expect(() => loadConfig({ COMMERCE_CORS_BLOCK_UNAUTHORIZED: 'yes' })).toThrow(
      /COMMERCE_CORS_BLOCK_UNAUTHORIZED must be "on" or "off"/,
    );
  });
});

describe('CORS answers', () => {
  it('echo an allowed origin, with credentials only when they are turned on', () => {
    const plain = corsHeaders(from('https://shop.example'), SITE, settings(), 'full');
    expect(plain['access-control-allow-origin']).toBe('https://shop.example');
    expect(plain['access-control-allow-credentials']).toBeUndefined();
    const credentialed = corsHeaders(
      from('https://shop.example'),
      SITE,
      settings({ allowCredentials: true }),
      'full',
    );
    expect(credentialed['access-control-allow-credentials']).toBe('true');
  });

  it("always allow the backend's own address, and read the Referer when there is no Origin", () => {
    expect(corsHeaders(from(SITE), SITE, settings(), 'full')['access-control-allow-origin']).toBe(SITE);
    const referred = corsHeaders({ referer: 'https://shop.example/cart' }, SITE, settings(), 'full');
    expect(referred['access-control-allow-origin']).toBe('https://shop.example');
  });

  it("full profile: allow the storefront's own origin (STOREFRONT_URL) as the backend's own", () => {
    const config = loadConfig({ STOREFRONT_URL: 'https://shop.example.com/' });
    expect(config.cors.storefront).toBe('https://shop.example.com');
    const blocking = { ...config.cors, blockUnauthorized: true };
    const headers = corsHeaders(from('https://shop.example.com'), SITE, blocking, 'full');
    expect(headers['access-control-allow-origin']).toBe('https://shop.example.com');
  });

  it('answer any origin "*" without credentials when no origin is listed', () => {
    const headers = corsHeaders(from('https://anywhere.example'), SITE, settings({ origins: [] }), 'full');
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('full profile: once origins are listed, a foreign one is named nowhere (stricter than a stock site)', () => {
    const headers = corsHeaders(from('https://evil.example'), SITE, settings(), 'full');
    expect(headers['access-control-allow-origin']).toBeUndefined();
    expect(headers.vary).toBe('Origin');
  });

  it('stock profile: a foreign origin gets "*", and origins match by host name as Headless Login does', () => {
    const foreign = corsHeaders(from('https://evil.example'), SITE, settings(), 'stock');
    expect(foreign['access-control-allow-origin']).toBe('*');
    // Request.php get_origin_for_request compares wp_parse_url hosts and answers the listed entry.
    const otherPort = corsHeaders(from('http://shop.example:8443'), SITE, settings(), 'stock');
    expect(otherPort['access-control-allow-origin']).toBe('https://shop.example');
    const fullProfile = corsHeaders(from('http://shop.example:8443'), SITE, settings(), 'full');
    expect(fullProfile['access-control-allow-origin']).toBeUndefined();
  });

  it("when blocking, name the site's own address to a foreign origin (Headless Login's fallback)", () => {
    const headers = corsHeaders(
      from('https://evil.example'),
      SITE,
      settings({ blockUnauthorized: true }),
      'stock',
    );
    expect(headers['access-control-allow-origin']).toBe(SITE);
  });

  it('are described at start-up, with a warning when credentials are allowed', () => {
    expect(corsStartupNote(settings(), 'full')).toEqual({
      level: 'info',
      message: "CORS: only this backend's own origin and https://shop.example may read answers in a browser",
    });
    expect(corsStartupNote(settings(), 'stock').message).toMatch(/any origin may read answers/);
    expect(corsStartupNote(settings({ blockUnauthorized: true }), 'stock').message).toMatch(
      /refused with 403/,
    );
    expect(corsStartupNote(settings({ allowCredentials: true }), 'full').level).toBe('warn');
  });
});
