/** Types of stored-page.mjs (plain JavaScript, used by the production server's page cache). */

export const LOCALE_COOKIE: 'i18n_redirected';

export interface StoredPage {
  status: number;
  headers: [string, string | string[]][];
  parts: Buffer[];
  deflatedParts: Buffer[];
  partChecksums: { crc: number; shift: number }[];
  nonce: string;
  bytes: number;
}

export function single(value: string | string[] | undefined): string;
export function storablePage(
  response: {
    status: number;
    headers: Record<string, unknown>;
    body: Buffer;
  },
  options?: { readStylesheet?: (href: string) => string | null },
): StoredPage | null;
export function withNonce(
  page: StoredPage,
  nonce: string,
  options?: { gzip?: boolean },
): { headers: [string, string | string[]][]; body: Buffer };
