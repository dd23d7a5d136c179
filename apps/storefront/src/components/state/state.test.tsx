import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorNote } from './error-note';
import { Skeleton } from './skeleton';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, className, children }: { href: string; className?: string; children: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

describe('the shared states', () => {
  it('a skeleton is one polite status that screen readers hear as its label, with the shapes it stands for', () => {
    const html = renderToStaticMarkup(<Skeleton label="Loading your cart…" shape="rows" count={2} />);
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html).toContain('<span class="visually-hidden">Loading your cart…</span>');
    // Two rows, each a thumbnail beside two lines of text.
    expect(html.match(/class="[^"]*_thumb_/g)).toHaveLength(2);
    expect(html.match(/class="[^"]*_text(Long|Short)_/g)).toHaveLength(4);
  });

  it('an empty state says what is missing, hides its picture from screen readers and offers the way on', () => {
    const html = renderToStaticMarkup(
      <EmptyState
        icon="cart"
        message="Your cart is empty."
        hint="Find what you need."
        action={{ href: '/products', label: 'Browse products' }}
      />,
    );
    expect(html).toContain('Your cart is empty.');
    expect(html).toContain('Find what you need.');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<a href="\/products" class="[^"]*buttonPrimary[^"]*">Browse products<\/a>/);
  });

  it('an empty state without an action or hint shows only the sentence', () => {
    const html = renderToStaticMarkup(<EmptyState icon="box" message="No orders yet." />);
    expect(html).not.toContain('<a ');
    expect(html.match(/<p /g)).toHaveLength(1);
  });

  it('an error is announced as an alert beside a warning sign, unless it is part of the page from the start', () => {
    const announced = renderToStaticMarkup(<ErrorNote>The shop could not be reached.</ErrorNote>);
    expect(announced).toMatch(/^<div class="[^"]*_error_[^"]*" role="alert"><svg[^>]*aria-hidden="true"/);
    expect(announced).toContain('The shop could not be reached.');
    const quiet = renderToStaticMarkup(<ErrorNote announce={false}>Not found.</ErrorNote>);
    expect(quiet).not.toContain('role=');
  });
});
