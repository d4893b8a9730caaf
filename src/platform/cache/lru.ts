export interface LruBudget {
  /** Evict past this many bytes of entries, as `sizeOf` counts them. */
  maxBytes: number;
  sizeOf: (key: unknown, value: unknown) => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
  /** Read since it was inserted or last given its second chance. */
  used: boolean;
}

/**
 * A bounded map that evicts what was not read recently, whose entries also expire after
 * `ttlMs`; bounded in bytes too when given a budget.
 *
 * Recency is kept the "second chance" way: a read marks its entry, and eviction walks from the
 * oldest insertion, moving a marked entry to the young end (unmarked) and evicting the first
 * unmarked one. A read is then one Map lookup; re-inserting on every read, as a strict LRU
 * does, made the Map rebuild its table every few thousand reads (0.3 to 0.4 µs a redirect of
 * the link cache against 0.1 to 0.2).
 */
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
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.delete(key);
    const bytes = this.budget ? this.budget.sizeOf(key, value) : 0;
    this.entries.set(key, { value, expiresAt: now + this.ttlMs, bytes, used: false });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || (this.budget !== null && this.bytes > this.budget.maxBytes && this.entries.size > 1)) {
      this.evictOne(key);
    }
  }

  /**
   * Evicts the oldest entry not read since its last chance, other than `kept` (the entry being
   * set); read ones move to the young end. Ends: every entry moved has lost its mark, so the walk
   * meets an unmarked one other than `kept` within a round.
   */
  private evictOne(kept: K): void {
    while (this.entries.size > 1) {
      const [key, entry] = this.entries.entries().next().value as [K, Entry<V>];
      this.entries.delete(key);
      if (!entry.used && key !== kept) {
        this.bytes -= entry.bytes;
        return;
      }
      entry.used = false;
      this.entries.set(key, entry);
    }
    // Only `kept` is left, and the bound holds less than one entry: it goes too.
    this.delete(kept);
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
