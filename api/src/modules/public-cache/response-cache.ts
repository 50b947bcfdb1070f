import type { ContentCoding } from './etag';

/** One serialised answer, ready to be written as is. */
export interface CachedResponse {
  body: Buffer;
  contentType: string;
  etag: string;
  totalCount: string | undefined;
  /** A keyset list's X-Next-Cursor, kept with the body it belongs to. */
  nextCursor?: string;
  /** The versions of the tables the answer was read from (see ContentVersionFeed). */
  versions: string;
  /** Fresh (given unchanged versions) until then. */
  expiresAt: number;
  /** Servable in place of a 503, while Postgres is unreachable, until then. */
  staleUntil: number;
  /** Compressed bodies, made on first demand and then reused. */
  encoded: Partial<Record<Exclude<ContentCoding, 'identity'>, Buffer>>;
  /** The Surrogate-Key and Cache-Tag headers naming the tables it was read from (see surrogateKeyHead). */
  purgeKeys?: readonly string[];
  /** One visitor's answer: sent `no-store` (see CachedReadRule.perVisitor). */
  perVisitor?: boolean;
}

function sizeOf(entry: CachedResponse): number {
  return entry.body.length + (entry.encoded.gzip?.length ?? 0) + (entry.encoded.br?.length ?? 0) + 256;
}

/**
 * A least-recently-used map with two caps (entries and bytes), so a crawler
 * walking every page of every list cannot grow the process without bound.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-insert: Map keeps insertion order, so the front is always the least recent.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.delete(key);
    const size = sizeOf(entry);
    if (size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    this.trim();
  }

  /** Called after a compressed body was added to an entry already stored. */
  grew(key: string, entry: CachedResponse, addedBytes: number): void {
    if (this.entries.get(key) !== entry) return;
    this.bytes += addedBytes;
    this.trim();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  deleteWhere(predicate: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (predicate(key)) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}
