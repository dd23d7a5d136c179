import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { backendFailureResponse } = await import('./backend-failure');
const { CommerceError } = await import('@/lib/commerce/server/client');
const { createServerLog } = await import('@/lib/log/server-log');

describe('backendFailureResponse', () => {
  it('logs the failure as one JSON line with its detail and answers a 502 without it', async () => {
    const lines: string[] = [];
    const log = createServerLog({ write: (line: string) => void lines.push(line) });
    const error = new CommerceError(
      'The commerce backend at http://10.1.2.3:4000/graphql is unreachable',
      'UNREACHABLE',
      {
        cause: new Error('connect ECONNREFUSED 10.1.2.3:4000'),
      },
    );

    const response = backendFailureResponse('getCart', error, log);

    expect(response.status).toBe(502);
    expect(await response.text()).not.toMatch(/10\.1\.2\.3|ECONNREFUSED/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      level: 'error',
      time: expect.any(String),
      service: 'storefront',
      operationName: 'getCart',
      code: 'UNREACHABLE',
      error: 'The commerce backend at http://10.1.2.3:4000/graphql is unreachable',
      cause: 'connect ECONNREFUSED 10.1.2.3:4000',
      msg: 'Same-origin shop call failed',
    });
  });

  it('names an unexpected failure UNEXPECTED', () => {
    const lines: string[] = [];
    const log = createServerLog({ write: (line: string) => void lines.push(line) });
    backendFailureResponse('getCart', 'socket hang up', log);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ code: 'UNEXPECTED', error: 'socket hang up' });
  });
});
