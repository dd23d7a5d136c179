/**
 * Turns a stored artwork (SVG drawn for the store) into a WebP of one of the standard sizes.
 * Renders happen once per image and size: results are kept on disk (when a cache directory
 * is configured) and in a small in-memory map, so the catalogue never re-draws hot images.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ArtworkSpec } from '../db/schema/column-types.ts';
import { renderArtwork } from './artwork/render-artwork.ts';
import { MEDIA_SIZES, type MediaSizeName } from './sizes.ts';

const MEMORY_ENTRIES = 200;

export class MediaRenderer {
  private readonly memory = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly cacheDir: string | null) {}

  async render(id: number, size: MediaSizeName, artwork: ArtworkSpec): Promise<Buffer> {
    const svg = renderArtwork(artwork);
    // The drawing's hash is part of the key, so a changed drawing never serves a stale picture.
    const key = `${id}-${size}-${createHash('sha1').update(svg).digest('hex').slice(0, 12)}`;
    const cached = this.memory.get(key);
    if (cached) return cached;
    let job = this.pending.get(key);
    if (!job) {
      job = this.load(key, size, svg).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    const image = await job;
    this.remember(key, image);
    return image;
  }

  private async load(key: string, size: MediaSizeName, svg: string): Promise<Buffer> {
    const file = this.cacheDir ? join(this.cacheDir, `${key}.webp`) : null;
    if (file) {
      const stored = await readFile(file).catch(() => null);
      if (stored) return stored;
    }
    const pixels = MEDIA_SIZES[size];
    // The artwork is drawn on an 800-unit canvas; rasterise it at the target size, not above.
    const image = await sharp(Buffer.from(svg), { density: Math.max(1, (72 * pixels) / 800) })
      .resize(pixels, pixels)
      .webp({ quality: 82 })
      .toBuffer();
    if (file && this.cacheDir) {
      await mkdir(this.cacheDir, { recursive: true });
      await writeFile(file, image);
    }
    return image;
  }

  private remember(key: string, image: Buffer) {
    if (this.memory.size >= MEMORY_ENTRIES) {
      const oldest = this.memory.keys().next().value;
      if (oldest !== undefined) this.memory.delete(oldest);
    }
    this.memory.set(key, image);
  }
}
