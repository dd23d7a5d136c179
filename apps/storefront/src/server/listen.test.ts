import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, listen, listenAddresses } from './listen.mjs';

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

describe('closing for a restart', () => {
  it('answers the request in flight, then refuses new connections', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    servers = await listen(
      (_request, response) => {
        started();
        finish = () => response.end('answered');
      },
      0,
      '127.0.0.1',
    );
    const { port } = (servers[0] as Server).address() as AddressInfo;
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.text());
    await inFlight;
    const closed = closeGracefully(servers);
    await expect(fetch(`http://127.0.0.1:${port}/new`)).rejects.toThrow();
    finish();
    expect(await answer).toBe('answered');
    await closed;
    servers = [];
  });
});
