export interface LruStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

/** A least-recently-used map bounded by the total byte size of its entries. */
export class ByteLruCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  readonly #maxBytes: number;
  readonly #sizeOf: (key: string, value: V) => number;
  #bytes = 0;
  #hits = 0;
  #misses = 0;

  constructor(maxBytes: number, sizeOf: (key: string, value: V) => number) {
    this.#maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = this.#sizeOf(key, value);
    this.delete(key);
    // An entry bigger than the whole budget would only flush everything else.
    if (bytes > this.#maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evictOverflow();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  stats(): LruStats {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      maxBytes: this.#maxBytes,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  #evictOverflow(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
