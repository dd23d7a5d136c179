import { describe, expect, it } from 'vitest';
import {
  backendImageOrigins,
  type CspOptions,
  contentSecurityPolicy,
  createNonce,
  isCheckoutPath,
  nonceOf,
  pageSecurityHeaders,
  STATIC_SECURITY_HEADERS,
  stripePossible,
} from './headers';

const BASE: CspOptions = {
  nonce: 'abc123==',
  dev: false,
  gtm: false,
  stripe: false,
  https: false,
};

/** The policy as a map of directive → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce or from nonce-loaded code: never inline, never eval', () => {
    const scripts = parse(contentSecurityPolicy(BASE)).get('script-src') ?? [];
    expect(scripts).toContain("'nonce-abc123=='");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
  });

  it('forbids framing, plugins, foreign base URLs and form targets; fonts come from the shop itself', () => {
    const policy = parse(contentSecurityPolicy(BASE));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('names no third party when neither Tag Manager nor Stripe is in use', () => {
    expect(contentSecurityPolicy(BASE)).not.toMatch(/googletagmanager|google-analytics|stripe/);
  });

  it("adds Tag Manager's origins only with a container", () => {
    const policy = parse(contentSecurityPolicy({ ...BASE, gtm: true }));
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://www.google-analytics.com');
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });

  it('adds Stripe.js, its frames and its API only where Stripe may load', () => {
    const policy = parse(contentSecurityPolicy({ ...BASE, stripe: true }));
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
  });

  it('allows images from the shop and any HTTPS origin, eval and the dev socket only in development', () => {
    const policy = parse(contentSecurityPolicy({ ...BASE, dev: true }));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
    expect(parse(contentSecurityPolicy(BASE)).get('connect-src')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests only over HTTPS (it would break a plain-http shop)', () => {
    expect(contentSecurityPolicy(BASE)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...BASE, https: true })).toContain('upgrade-insecure-requests');
  });
});

describe('createNonce', () => {
  it('makes a different 128-bit value every time, which the policy reader finds again', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    const nonce = [...nonces][0] ?? '';
    expect(atob(nonce)).toHaveLength(16);
    expect(nonceOf(contentSecurityPolicy({ ...BASE, nonce }))).toBe(nonce);
    expect(nonceOf(null)).toBeUndefined();
  });
});

describe('pageSecurityHeaders', () => {
  const options = { ...BASE, production: true };

  it('sends HSTS only from a production server reached over HTTPS', () => {
    expect(pageSecurityHeaders({ ...options, https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(pageSecurityHeaders(options)['Strict-Transport-Security']).toBeUndefined();
    expect(
      pageSecurityHeaders({ ...options, https: true, production: false })['Strict-Transport-Security'],
    ).toBeUndefined();
  });
});

describe('STATIC_SECURITY_HEADERS', () => {
  it('turns off MIME sniffing and framing, trims the referrer and the browser features the shop never uses', () => {
    expect(STATIC_SECURITY_HEADERS).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(STATIC_SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
  });
});

describe('where Stripe may load', () => {
  it('is the checkout, in every locale', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/de-DE/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/order-received/12')).toBe(true);
    expect(isCheckoutPath('/checkout-success')).toBe(false);
    expect(isCheckoutPath('/products')).toBe(false);
  });

  it('is nowhere when the shop is told the backend lacks WooNuxt Settings', () => {
    expect(stripePossible(undefined)).toBe(true);
    expect(stripePossible('all')).toBe(true);
    expect(stripePossible('banner, woonuxt')).toBe(true);
    expect(stripePossible('none')).toBe(false);
    expect(stripePossible('banner,tabs')).toBe(false);
  });
});

describe('images from the backend', () => {
  // A WooCommerce site links its uploads as <site>/wp-content/uploads/… on its own scheme: http on
  // a local or staging site (a real site's answers, 2026-11-29), which `https:` alone blocked.
  const origins = backendImageOrigins('http://wp.staging.test:8080/graphql', undefined);

  it("allows the backend's own origin whatever its scheme, in img-src only", () => {
    expect(origins).toEqual(['http://wp.staging.test:8080']);
    const policy = parse(contentSecurityPolicy({ ...BASE, imageOrigins: origins }));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://wp.staging.test:8080',
    ]);
    for (const name of ['default-src', 'script-src', 'connect-src', 'frame-src', 'style-src', 'font-src']) {
      expect(policy.get(name)).not.toContain('http://wp.staging.test:8080');
    }
  });

  it('adds each configured media URL by its origin, and nothing that is not an http(s) URL', () => {
    expect(
      backendImageOrigins(
        'http://127.0.0.1:4000/graphql',
        ' http://uploads.staging.test/wp-content/uploads , https://cdn.example.com/img,javascript:alert(1),not a url,,',
      ),
    ).toEqual(['http://127.0.0.1:4000', 'http://uploads.staging.test', 'https://cdn.example.com']);
    expect(
      backendImageOrigins('https://shop.example.com/graphql', 'https://shop.example.com/uploads'),
    ).toEqual(['https://shop.example.com']);
  });

  it('keeps any other http image out', () => {
    const images = parse(contentSecurityPolicy({ ...BASE, imageOrigins: origins })).get('img-src') ?? [];
    expect(images).not.toContain('http:');
    expect(images).not.toContain('*');
  });
});
