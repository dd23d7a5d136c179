/** Types of crc32-join.mjs (plain JavaScript, used by the production server's page cache). */

export function crc32Shift(length: number): number;
export function joinCrc32(crcA: number, crcB: number, shiftB: number): number;
