import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/i18n/messages-provider';
import { routing } from '@/i18n/routing';
import GlobalError from '../global-error';
import LocaleError from './error';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, className, children }: { href: string; className?: string; children: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));
const pathname = { current: '/' };
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const catalogue = async (locale: string) =>
  ((await import(`../../messages/${locale}/serverError.json`)) as { default: Record<string, string> })
    .default;
const failure = Object.assign(
  new Error('The commerce backend at http://10.0.0.9:4000/graphql is unreachable'),
  {
    digest: '123',
  },
);

describe("the shop's error page", () => {
  it('shows what happened, a retry button and a way home in each of the six languages, inside the layout', async () => {
    for (const locale of routing.locales) {
      const texts = await catalogue(locale);
      const html = renderToStaticMarkup(
        <MessagesProvider locale={locale} timeZone="UTC" messages={{ serverError: texts }}>
          <LocaleError error={failure} retry={() => {}} />
        </MessagesProvider>,
      );
      expect(html).toContain(`<h1`);
      expect(html).toContain(texts.title);
      expect(html).toContain(texts.message);
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${texts.retry}</button>`));
      expect(html).toContain(`>${texts.home}</a>`);
      // Nothing of the cause reaches the page.
      expect(html).not.toMatch(/10\.0\.0\.9|graphql|unreachable/);
    }
  });

  it("renders a whole document in the URL's language when the layout itself failed", async () => {
    for (const locale of routing.locales) {
      pathname.current = locale === routing.defaultLocale ? '/products' : `/${locale}/products`;
      const texts = await catalogue(locale);
      // Rendered as the server does, waiting for a catalogue the page fetches.
      const { prelude } = await prerender(<GlobalError error={failure} retry={() => {}} />);
      const html = await new Response(prelude).text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${texts.title}</title>`);
      expect(html).toContain(texts.message);
      expect(html).toContain(`>${texts.retry}</button>`);
      expect(html).toContain(`href="${locale === routing.defaultLocale ? '/' : `/${locale}`}"`);
      expect(html).not.toMatch(/10\.0\.0\.9|graphql/);
    }
  });
});
