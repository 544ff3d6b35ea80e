import { imageOptimiser } from '@uaeaf/contracts';
import sharp from 'sharp';

/** Spec sections 7 and 9: webp at quality 80. Exported so a test can encode the same way and compare. */
export const webpOptions = { quality: imageOptimiser.quality } as const;

/**
 * The source at `width` pixels wide (or its own width when narrower: never enlarged), as webp. EXIF orientation is
 * applied first, since webp output carries no orientation tag.
 */
export async function encodeVariant(source: Uint8Array, width: number): Promise<Uint8Array> {
  return sharp(source).rotate().resize({ width, withoutEnlargement: true }).webp(webpOptions).toBuffer();
}

interface Entry {
  etag: string;
  body: Uint8Array;
  /** Remote sources are kept a while only; stored images never change, so theirs never expire. */
  expiresAt: number;
}

/**
 * Encoded variants kept in memory, least recently used dropped first once they hold more than `maxBytes`. Browsers
 * cache each variant for a year, so this only spares the encoder when many different visitors ask at once.
 * Encodings of the same variant requested together are done once.
 */
export class VariantCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<Entry>>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) {
      this.#bytes -= entry.body.byteLength;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /** The cached entry, or the one `make` produces (shared with any request already making it). */
  async getOrMake(key: string, now: number, make: () => Promise<Entry>): Promise<Entry> {
    const cached = this.get(key, now);
    if (cached) return cached;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = make().finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
      this.#store(key, await pending);
    }
    return pending;
  }

  #store(key: string, entry: Entry): void {
    if (entry.body.byteLength > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#bytes -= previous.body.byteLength;
    this.#entries.set(key, entry);
    this.#bytes += entry.body.byteLength;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.body.byteLength;
    }
  }
}
