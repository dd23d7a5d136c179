/**
 * The images the /media route served, kept in the storefront's memory so pages keep their
 * pictures while the backend restarts or fails: a fresh copy is served without asking the
 * backend, a stale one only when the backend cannot answer (stale-if-error). Bounded by total
 * bytes, least recently used first out; one image above the per-entry limit is never kept.
 */

export interface CachedImage {
  body: Uint8Array;
  contentType: string;
  cacheControl: string | null;
  /** Milliseconds since the epoch. */
  storedAt: number;
  /** How long the copy is fresh, from the backend's max-age. */
  maxAgeMs: number;
}

/** The backend's `max-age`, or a day (what the embedded backend sends) when it names none. */
export function maxAgeMs(cacheControl: string | null): number {
  const match = cacheControl?.match(/(?:^|[,\s])max-age=(\d+)/);
  if (/no-store|no-cache|private/.test(cacheControl ?? '')) return 0;
  return (match ? Number(match[1]) : 86_400) * 1000;
}

export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.bytes;
  }

  /** The copy and whether it is still fresh; marks it recently used. */
  get(key: string): { image: CachedImage; fresh: boolean } | null {
    const image = this.entries.get(key);
    if (!image) return null;
    this.entries.delete(key);
    this.entries.set(key, image);
    return { image, fresh: this.now() - image.storedAt < image.maxAgeMs };
  }

  set(key: string, image: Omit<CachedImage, 'storedAt' | 'maxAgeMs'>): void {
    this.delete(key);
    if (image.body.byteLength > this.maxEntryBytes) return;
    this.entries.set(key, { ...image, storedAt: this.now(), maxAgeMs: maxAgeMs(image.cacheControl) });
    this.bytes += image.body.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.byteLength;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}
