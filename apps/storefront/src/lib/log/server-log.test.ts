import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { createServerLog, serverLog } = await import('./server-log');

/** A pino destination keeping every line written to it. */
function collect() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('server log', () => {
  it('writes one JSON line with the level by name, an ISO time, the fields and the message', () => {
    const { lines, stream } = collect();
    createServerLog(stream).error(
      {
        slug: 'mask',
        error: new Error('The commerce backend at http://10.1.2.3:4000/graphql is unreachable'),
      },
      'Stock read failed',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(lines[0]?.trimEnd()).not.toContain('\n');
    const line = JSON.parse(lines[0] ?? '');
    expect(line).toEqual({
      level: 'error',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      service: 'storefront',
      slug: 'mask',
      // An error is logged by its message, without the stack.
      error: 'The commerce backend at http://10.1.2.3:4000/graphql is unreachable',
      msg: 'Stock read failed',
    });
  });

  it('sends warnings to console.warn and errors to console.error, each line once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serverLog.warn('Feature "banner" is absent');
    serverLog.error({ error: 'boom' }, 'Image fetch failed');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      msg: 'Feature "banner" is absent',
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      error: 'boom',
      msg: 'Image fetch failed',
    });
  });
});
