import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const failure: { error: unknown } = { error: null };
vi.mock('@/lib/commerce/server/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/commerce/server/client')>()),
  commerceQuery: async () => {
    throw failure.error;
  },
}));

const { GET } = await import('./route');
const { CommerceError } = await import('@/lib/commerce/server/client');

describe('/api/stock when the backend fails', () => {
  it('answers 502 with a sentence that names no backend address; the log keeps it', async () => {
    failure.error = new CommerceError(
      'The commerce backend at http://10.1.2.3:4000/graphql is unreachable. Is it running?',
      'UNREACHABLE',
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await GET(new Request('http://shop.test/api/stock/mask'), {
        params: Promise.resolve({ slug: 'mask' }),
      });
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).not.toMatch(/10\.1\.2\.3|4000|graphql/);
      expect(JSON.parse(text)).toEqual({
        error: 'The shop is temporarily unavailable. Please try again in a moment.',
      });
      expect(logged.mock.calls.flat().join('\n')).toContain('http://10.1.2.3:4000/graphql');
    } finally {
      logged.mockRestore();
    }
  });
});
