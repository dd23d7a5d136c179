/**
 * Reads a route's request body up to a cap, so a client cannot make the server hold more than
 * that: a declared Content-Length over the cap is refused before anything is read, and a body
 * without one (chunked) is counted as it streams in and left unread once it passes the cap. Eight
 * 450 MB bodies read whole once took the storefront to 9 GB and 20–40 s answers.
 */

/**
 * The cap for the storefront's own endpoints. The largest body the shop itself sends is a
 * checkout or a review through /api/graphql: its id, the addresses and a note or a 5,000-character
 * review, under 20 KB even in a script of three bytes a character. 64 KB leaves room for a long
 * order note and is still nothing to hold in memory.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: true };

/** The sentence the 413 answers say, whatever shape the route answers in. */
export const tooLargeMessage = (maxBytes = MAX_REQUEST_BODY_BYTES): string =>
  `The request body is too large: at most ${Math.floor(maxBytes / 1024)} KB.`;

export async function readBodyWithin(request: Request, maxBytes = MAX_REQUEST_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, tooLarge: true };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stops the stream: nothing more of the body is read into memory.
      await reader.cancel().catch(() => undefined);
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The body as UTF-8 text, or null when it is over the cap. */
export async function readTextWithin(
  request: Request,
  maxBytes = MAX_REQUEST_BODY_BYTES,
): Promise<string | null> {
  const read = await readBodyWithin(request, maxBytes);
  return read.ok ? new TextDecoder().decode(read.bytes) : null;
}
