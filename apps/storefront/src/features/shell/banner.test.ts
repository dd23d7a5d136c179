import { describe, expect, it } from 'vitest';
import { fingerprint, safeBannerLink, toBanner } from './banner';

const settings = {
  bannerEnabled: true,
  bannerText: 'Free shipping across the USA on orders over $50.',
  bannerType: 'INFO' as const,
  bannerDismissible: true,
  bannerLinkUrl: '/shipping-returns',
  bannerLinkText: 'Learn More',
};

describe('toBanner', () => {
  it('shows nothing unless enabled and with a text', () => {
    expect(toBanner({ ...settings, bannerEnabled: false })).toBeNull();
    expect(toBanner({ ...settings, bannerText: '  ' })).toBeNull();
    expect(toBanner(null)).toBeNull();
  });

  it('maps the type to a kind', () => {
    expect(toBanner(settings)?.kind).toBe('info');
    expect(toBanner({ ...settings, bannerType: 'ERROR' })?.kind).toBe('error');
    expect(toBanner({ ...settings, bannerType: 'WARNING' })?.kind).toBe('warning');
    expect(toBanner({ ...settings, bannerType: 'SUCCESS' })?.kind).toBe('success');
  });

  it("leaves the default 'Learn More' link text to the shop's translation, keeps a custom one", () => {
    expect(toBanner(settings)?.link).toEqual({ href: '/shipping-returns', internal: true, text: null });
    expect(toBanner({ ...settings, bannerLinkText: null })?.link?.text).toBeNull();
    expect(toBanner({ ...settings, bannerLinkText: 'See the rates' })?.link?.text).toBe('See the rates');
  });

  it('has no link without a URL', () => {
    expect(toBanner({ ...settings, bannerLinkUrl: null })?.link).toBeNull();
  });

  it('keeps its id in every language, and gets a new one when its kind or link changes', () => {
    const german = { ...settings, bannerText: 'USA-weit kostenloser Versand ab 50 $ Bestellwert.' };
    expect(toBanner(german)?.id).toBe(toBanner(settings)?.id);
    expect(toBanner({ ...settings, bannerType: 'WARNING' as const })?.id).not.toBe(toBanner(settings)?.id);
    expect(toBanner({ ...settings, bannerLinkUrl: '/sale' })?.id).not.toBe(toBanner(settings)?.id);
  });
});

describe('safeBannerLink', () => {
  it('follows shop paths and http(s) URLs', () => {
    expect(safeBannerLink('/blog')).toEqual({ href: '/blog', internal: true });
    expect(safeBannerLink('https://example.com/a')).toEqual({
      href: 'https://example.com/a',
      internal: false,
    });
  });

  it('refuses script protocols, protocol-relative URLs and junk', () => {
    expect(safeBannerLink('javascript:alert(1)')).toBeNull();
    expect(safeBannerLink(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeBannerLink('data:text/html,hi')).toBeNull();
    expect(safeBannerLink('//evil.example')).toBeNull();
    expect(safeBannerLink('/\\evil.example')).toBeNull();
    expect(safeBannerLink('not a url')).toBeNull();
    expect(safeBannerLink('')).toBeNull();
  });
});

describe('fingerprint', () => {
  it('is stable and short', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
    expect(fingerprint('x'.repeat(1000)).length).toBeLessThanOrEqual(7);
  });
});
