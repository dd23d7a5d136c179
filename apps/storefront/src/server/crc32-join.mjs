// Plain JavaScript, like stored-page.mjs which uses it. Types: crc32-join.d.mts.

/**
 * The CRC-32 of bytes joined end to end, from each piece's own CRC-32 and length, without reading
 * the bytes again: what zlib's crc32_combine does, which Node does not expose. A cached page's gzip
 * trailer needs the checksum of the whole page with a fresh nonce in it; the pieces around the
 * nonce never change, so their checksums are taken once, when the page is stored.
 *
 * CRC-32 is linear over GF(2): crc(A‖B) = crc(A)·x^(8·|B|) mod P, plus crc(B). Polynomials are
 * kept bit-reflected, as zlib keeps them: the top bit is x⁰.
 */

/** The CRC-32 polynomial (gzip, PNG, Ethernet), reflected. */
const POLYNOMIAL = 0xedb88320;
/** x⁰, reflected. */
const ONE = 0x80000000;

/**
 * a·b mod P.
 * @param {number} a
 * @param {number} b
 */
function multiply(a, b) {
  let product = 0;
  let multiple = b;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if ((a & bit) !== 0) product ^= multiple;
    multiple = multiple & 1 ? (multiple >>> 1) ^ POLYNOMIAL : multiple >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0…31: each the square of the one before, x¹ first. */
const POWERS_OF_X = [0x40000000];
for (let k = 1; k < 32; k++) POWERS_OF_X.push(multiply(POWERS_OF_X[k - 1], POWERS_OF_X[k - 1]));

/**
 * What to multiply a checksum by to move it past `length` bytes: x^(8·length) mod P.
 * @param {number} length
 * @returns {number}
 */
export function crc32Shift(length) {
  let power = ONE;
  // 8·length = length·2³: start at x^(2³) and square along the bits of `length`.
  for (let rest = length, k = 3; rest > 0; rest = Math.floor(rest / 2), k++) {
    if (rest % 2 === 1) power = multiply(POWERS_OF_X[k % 32], power);
  }
  return power;
}

/**
 * The CRC-32 of A followed by B.
 * @param {number} crcA
 * @param {number} crcB
 * @param {number} shiftB crc32Shift of B's length
 * @returns {number}
 */
export function joinCrc32(crcA, crcB, shiftB) {
  return (multiply(shiftB, crcA) ^ crcB) >>> 0;
}
