/**
 * A webhook receiver as the storefront is one: a real HTTP server on 127.0.0.1 that keeps each
 * delivery's headers and exact bytes, answering with the status the test chooses (200 unless told).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface WebhookReceiver {
  /** The delivery URL to configure: the storefront's path on this server. */
  url: string;
  /** Every delivery so far, in the order they arrived. */
  received: ReceivedDelivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(status = () => 200): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status()).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/woocommerce`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
