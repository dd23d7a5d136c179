import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES, readBodyWithin, readTextWithin } from './request-body';

const KB = 1024;

/** A body of `chunks` chunks of 16 KB, streamed without Content-Length, counting the reads. */
function chunked(chunks: number, headers: Record<string, string> = {}) {
  const stats = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled === chunks) return controller.close();
      stats.pulled++;
      controller.enqueue(new Uint8Array(16 * KB).fill(0x7b));
    },
  });
  const request = new Request('http://shop.test/api', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, stats };
}

describe('readBodyWithin', () => {
  it('reads a body up to the cap, exactly as sent', async () => {
    const { request } = chunked(MAX_REQUEST_BODY_BYTES / (16 * KB));
    const read = await readBodyWithin(request);
    expect(read.ok && read.bytes.byteLength).toBe(MAX_REQUEST_BODY_BYTES);
    expect(await readTextWithin(new Request('http://shop.test', { method: 'POST', body: 'é' }))).toBe('é');
    expect(await readTextWithin(new Request('http://shop.test'))).toBe('');
  });

  it('stops reading a chunked body one chunk past the cap', async () => {
    const { request, stats } = chunked(1000);
    expect(await readBodyWithin(request)).toEqual({ ok: false, tooLarge: true });
    expect(stats.pulled).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES / (16 * KB) + 2);
  });

  it('refuses by Content-Length before reading, and counts bytes, not characters', async () => {
    const { stats, request } = chunked(1000, { 'content-length': String(450 * KB * KB) });
    expect(await readBodyWithin(request)).toEqual({ ok: false, tooLarge: true });
    // The stream's own read-ahead at most: nothing the route asked for.
    expect(stats.pulled).toBeLessThanOrEqual(1);
    // 3 bytes a character in UTF-8: 11 KB of characters is 33 KB.
    const wide = new Request('http://shop.test', { method: 'POST', body: '€'.repeat(11 * KB) });
    expect(await readTextWithin(wide, 32 * KB)).toBeNull();
  });
});
