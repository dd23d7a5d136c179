import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
/** The backend's suggestions query; it refuses a NUL as the real one does (a GraphQL error, then a 502 here). */
const suggestions = vi.fn(async (term: string) => {
  if (String(term).includes('\u0000')) throw new Error('Text in the request contains a NUL character');
  return [];
});
vi.mock('@/features/shell/data', () => ({ getSearchSuggestions: suggestions }));

const { GET } = await import('./route');
const search = (query: string) => GET(new NextRequest(`http://shop.test/api/search?${query}`));

describe('GET /api/search', () => {
  beforeEach(() => suggestions.mockClear());

  it('answers 400 with a sentence to a NUL or another control character, asking the backend nothing', async () => {
    for (const query of ['q=ab%00cd', 'q=%00%00', 'q=mask%1B']) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'TERM_INVALID', message: 'The search term may not contain control characters.' },
      });
    }
    expect(suggestions).not.toHaveBeenCalled();
  });

  it('still folds tabs and new lines as spaces and asks for the term', async () => {
    const response = await search('q=ffp3%09mask%0A');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ term: 'ffp3 mask', suggestions: [] });
  });
});
