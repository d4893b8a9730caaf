export interface LruBudget {
  /** Evict past this many bytes of entries, as `sizeOf` counts them. */
  maxBytes: number;
  sizeOf: (key: unknown, value: unknown) => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
}

/** A bounded least-recently-used map whose entries also expire after `ttlMs`; bounded in bytes too when given a budget. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly budget: LruBudget | null = null,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the young end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.delete(key);
    const bytes = this.budget ? this.budget.sizeOf(key, value) : 0;
    this.entries.set(key, { value, expiresAt: now + this.ttlMs, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || (this.budget !== null && this.bytes > this.budget.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as the budget's `sizeOf` counts them (0 without a budget). */
  get byteSize(): number {
    return this.bytes;
  }
}
