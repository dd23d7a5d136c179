import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, listenAddresses } from './listen.mjs';

const LOOPBACK = ['127.0.0.1', '::1'];
let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

describe('where the storefront listens', () => {
  it('takes "localhost" as the loopback addresses only, and no host as every interface', () => {
    expect(listenAddresses('localhost')).toEqual(LOOPBACK);
    expect(listenAddresses('0.0.0.0')).toEqual(['0.0.0.0']);
    expect(listenAddresses(undefined)).toEqual([undefined]);
  });

  it('binds "localhost" to loopback addresses on one port, and answers there', async () => {
    servers = await listen((_request, response) => response.end('ok'), 0, 'localhost');
    const bound = servers.map((server) => server.address() as AddressInfo);
    expect(bound[0]?.address).toBe('127.0.0.1');
    for (const { address } of bound) expect(LOOPBACK).toContain(address);
    const port = bound[0]?.port;
    expect(new Set(bound.map((info) => info.port))).toEqual(new Set([port]));
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answer.text()).toBe('ok');
  });
});
