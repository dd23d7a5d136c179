import { describe, expect, it } from 'vitest';
import { pageLinks, pageWindow } from './pagination';

describe('pageWindow', () => {
  it("says 'Showing x to y of z' for full, last and empty pages", () => {
    expect(pageWindow(1, 24, 177, 24)).toEqual({ from: 1, to: 24, total: 177, totalPages: 8 });
    expect(pageWindow(2, 24, 177, 24)).toEqual({ from: 25, to: 48, total: 177, totalPages: 8 });
    expect(pageWindow(8, 24, 177, 9)).toEqual({ from: 169, to: 177, total: 177, totalPages: 8 });
    expect(pageWindow(1, 24, 0, 0)).toEqual({ from: 0, to: 0, total: 0, totalPages: 1 });
    expect(pageWindow(1, 24, 24, 24).totalPages).toBe(1);
  });
});

describe('pageLinks', () => {
  const render = (current: number, total: number) =>
    pageLinks(current, total)
      .map((link) => ('page' in link ? String(link.page) : '…'))
      .join(' ');

  it('links every page of a short list', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(2, 3)).toBe('1 2 3');
  });

  it('keeps the first, last and neighbouring pages and collapses long gaps', () => {
    expect(render(1, 8)).toBe('1 2 … 8');
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(render(10, 10)).toBe('1 … 9 10');
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(render(4, 8)).toBe('1 2 3 4 5 … 8');
    expect(render(3, 5)).toBe('1 2 3 4 5');
  });
});
