// Plain JavaScript, like page-cache.mjs which uses it: the production server runs it unbuilt.
// Types: response-body.d.mts.

/**
 * Whether the client takes gzip (`gzip` listed without `q=0`).
 * @param {string} header
 */
export function acceptsGzip(header) {
  return header.split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';');
    return (
      name.trim().toLowerCase() === 'gzip' && !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param))
    );
  });
}

/**
 * Keeps a copy of everything Next writes to `response` (after its own compression), up to `limit`
 * bytes; returns the body so far, or null past the limit.
 * @param {import('node:http').ServerResponse} response
 * @param {number} limit
 */
export function recordBody(response, limit) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > limit) return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk));
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = response.write;
  const end = response.end;
  response.write = /** @type {typeof write} */ (
    (/** @type {any[]} */ ...args) => {
      keep(args[0], args[1]);
      return write.apply(response, /** @type {any} */ (args));
    }
  );
  response.end = /** @type {typeof end} */ (
    (/** @type {any[]} */ ...args) => {
      keep(args[0], args[1]);
      return end.apply(response, /** @type {any} */ (args));
    }
  );
  return () => (size > limit ? null : Buffer.concat(chunks));
}
