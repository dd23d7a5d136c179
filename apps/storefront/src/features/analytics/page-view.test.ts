import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gtmScriptUrl } from './components/gtm-script';
import { pageViewEvent, pushPageView, whenTitled } from './page-view';

describe('pageViewEvent', () => {
  it('describes the page for the data layer', () => {
    expect(
      pageViewEvent({
        href: 'https://shop.example/de-DE/products?page=2#list',
        title: 'Produkte | SafetyGear Pro',
        locale: 'de-DE',
      }),
    ).toEqual({
      event: 'page_view',
      page_path: '/de-DE/products?page=2',
      page_location: 'https://shop.example/de-DE/products?page=2',
      page_title: 'Produkte | SafetyGear Pro',
      page_locale: 'de-DE',
    });
  });

  it('has no query mark without a query', () => {
    expect(pageViewEvent({ href: 'https://shop.example/', title: 'Home', locale: 'en-US' })).toMatchObject({
      page_path: '/',
      page_location: 'https://shop.example/',
    });
  });

  it('masks secrets in the query (order keys, login codes)', () => {
    const event = pageViewEvent({
      href: 'https://shop.example/checkout/order-received/42?key=wc_order_abc&utm_source=mail',
      title: 'Order',
      locale: 'en-US',
    });
    expect(event.page_path).toBe('/checkout/order-received/42?key=redacted&utm_source=mail');
    expect(event.page_location).not.toContain('wc_order_abc');
    expect(
      pageViewEvent({ href: 'https://shop.example/my-account?code=x&state=y', title: '', locale: 'en-US' })
        .page_path,
    ).toBe('/my-account?code=redacted&state=redacted');
  });
});

describe('pushPageView', () => {
  const fakeWindow = (title: string) =>
    ({ document: { title } }) as unknown as Window & { dataLayer?: unknown[] };

  it('pushes one page view per route, creating the data layer when missing', () => {
    const win = fakeWindow('Home');
    expect(pushPageView('/', { href: 'https://shop.example/', locale: 'en-US' }, win)).toBe(true);
    expect(pushPageView('/', { href: 'https://shop.example/', locale: 'en-US' }, win)).toBe(false);
    expect(win.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/',
        page_location: 'https://shop.example/',
        page_title: 'Home',
        page_locale: 'en-US',
      },
    ]);
    const next = fakeWindow('Products');
    next.dataLayer = win.dataLayer;
    expect(pushPageView('/products', { href: 'https://shop.example/products', locale: 'en-US' }, next)).toBe(
      true,
    );
    expect(next.dataLayer).toHaveLength(2);
    expect(next.dataLayer?.[1]).toMatchObject({ page_path: '/products', page_title: 'Products' });
  });
});

describe('whenTitled', () => {
  type Observed = { callback: () => void; disconnected: boolean };
  let observers: Observed[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    vi.stubGlobal(
      'MutationObserver',
      class {
        entry: Observed;
        constructor(callback: () => void) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const fakeDocument = (title: string) => ({ title, head: {} }) as unknown as Document;

  it('runs at once when the page has its title', () => {
    const push = vi.fn();
    whenTitled(push, fakeDocument('Home'));
    expect(push).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('waits for the title a client-side navigation streams in', () => {
    const doc = fakeDocument('');
    const push = vi.fn(() => doc.title);
    whenTitled(push, doc);
    observers[0]?.callback();
    expect(push).not.toHaveBeenCalled();
    doc.title = 'Products | SafetyGear Pro';
    observers[0]?.callback();
    expect(push).toHaveReturnedWith('Products | SafetyGear Pro');
    expect(observers[0]?.disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the timeout, and runs at once when flushed', () => {
    const late = vi.fn();
    whenTitled(late, fakeDocument(''), 3000);
    vi.advanceTimersByTime(2999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    const flushed = vi.fn();
    const flush = whenTitled(flushed, fakeDocument(''));
    flush();
    flush();
    vi.advanceTimersByTime(5000);
    expect(flushed).toHaveBeenCalledTimes(1);
  });
});

describe('gtmScriptUrl', () => {
  it('is the Tag Manager loader for the container', () => {
    expect(gtmScriptUrl('GTM-TEST')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
  });
});
