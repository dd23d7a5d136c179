import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { currentSocketPeer, trustedProxiesNotice, withSocketPeer } from './socket-peer.mjs';

describe('the socket peer', () => {
  it('follows a request through its async work, whatever X-Forwarded-For the client wrote', async () => {
    const server = createServer((request, response) => {
      withSocketPeer(request, async () => {
        await tick(1);
        await Promise.resolve();
        response.end(String(currentSocketPeer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.8' },
      });
      expect(await answer.text()).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      server.close();
    }
  });

  it('is unknown outside a request of the production server', () => {
    expect(currentSocketPeer()).toBeNull();
  });
});

describe('the start-up notice', () => {
  it('names the trusted proxies, and is silent when none are', () => {
    expect(trustedProxiesNotice({})).toBeNull();
    expect(trustedProxiesNotice({ STOREFRONT_TRUSTED_PROXIES: 'none' })).toBeNull();
    expect(trustedProxiesNotice({ STOREFRONT_TRUSTED_PROXIES: '10.0.0.0/8' })).toMatch(
      /STOREFRONT_TRUSTED_PROXIES=10\.0\.0\.0\/8: X-Forwarded-For .* believed/,
    );
  });
});
