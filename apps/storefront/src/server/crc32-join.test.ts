import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Shift, joinCrc32 } from './crc32-join.mjs';

describe('joinCrc32', () => {
  it('gives the checksum zlib reads from the joined bytes, whatever the pieces', () => {
    for (const lengths of [
      [0, 0],
      [1, 0],
      [0, 1],
      [5, 24],
      [24, 70_000],
      [131_072, 3],
      [1, 1, 1, 1, 1],
    ]) {
      const [first, ...rest] = lengths.map((length) => randomBytes(length));
      const joined = rest.reduce(
        (checksum, piece) => joinCrc32(checksum, crc32(piece), crc32Shift(piece.length)),
        crc32(first ?? Buffer.alloc(0)),
      );
      expect(joined, `pieces of ${lengths.join(', ')} bytes`).toBe(
        crc32(Buffer.concat([first ?? Buffer.alloc(0), ...rest])),
      );
    }
  });

  it('moves a checksum past lengths beyond 32 bits of bits', () => {
    // 2^29 bytes is 2^32 bits: the powers of x repeat with period 32 from there, as zlib's do.
    const piece = Buffer.from('nonce');
    const lengthOfZeros = 2 ** 29 + 7;
    // Shifting once by the whole length must equal shifting in two steps (x^(a+b) = x^a·x^b),
    // which checks the wrap without allocating half a gigabyte.
    const inTwo = joinCrc32(joinCrc32(crc32(piece), 0, crc32Shift(2 ** 29)), 0, crc32Shift(7));
    expect(joinCrc32(crc32(piece), 0, crc32Shift(lengthOfZeros))).toBe(inTwo);
  });
});
