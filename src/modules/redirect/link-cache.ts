import { LruCache } from '../../platform/cache/lru.js';
import type { InvalidationBus } from '../../platform/cache/invalidation.js';
import { type LinkTarget, smartBytes } from '../links/index.js';

/** Link key (`linkKey`: the slug, or `host/slug`) -> link target (or null: no such link), read through from the store. */
export interface LinkCache {
  /** Synchronous hit test for the hot path: undefined means "not cached". */
  peek(slug: string): LinkTarget | null | undefined;
  /** The cached link when `use` takes it, counted as a hit only then (a request the front door passes on is counted by the route). */
  peekIf(slug: string, use: (target: LinkTarget) => boolean): LinkTarget | undefined;
  load(slug: string): Promise<LinkTarget | null>;
  /** Drops a slug here and on every other instance; resolves once they all have. */
  evict(slug: string): Promise<void>;
  readonly stats: { hits: number; misses: number };
}

export interface LinkCacheOptions {
  /** LINK_CACHE_MB in bytes, counted with `cachedLinkBytes`. */
  maxBytes: number;
  ttlMs: number;
  /**
   * Looks up several keys at once; keys with no link are absent from the answer. `changed`:
   * keys written moments ago, which a lagging read replica may not have yet.
   */
  loader: (keys: string[], changed: ReadonlySet<string>) => Promise<Map<string, LinkTarget>>;
  bus: InvalidationBus;
}

/** How long after an eviction a slug is still loaded from the primary (replication lag bound). */
const CHANGED_WINDOW_MS = 30_000;
const CHANGED_MAX_ENTRIES = 100_000;

// V8's object, the Map entry and string headers of one cached link: calibrated so that a link
// with an 80-character destination counts the 317 bytes the heap grew by per entry, measured.
const ENTRY_OVERHEAD_BYTES = 224;

/** What one cached link costs in memory, close enough to size the cache in megabytes. */
export function cachedLinkBytes(slug: string, target: LinkTarget | null): number {
  if (!target) return ENTRY_OVERHEAD_BYTES + slug.length;
  const plain = ENTRY_OVERHEAD_BYTES + slug.length + target.slug.length + target.destinationUrl.length + (target.fallbackUrl?.length ?? 0);
  return target.smart === null ? plain : plain + smartBytes(target.smart);
}

export function createLinkCache(options: LinkCacheOptions): LinkCache {
  const lru = new LruCache<string, LinkTarget | null>(Number.MAX_SAFE_INTEGER, options.ttlMs, {
    maxBytes: options.maxBytes,
    sizeOf: (slug, target) => cachedLinkBytes(slug as string, target as LinkTarget | null),
  });
  const inflight = new Map<string, Promise<LinkTarget | null>>();
  const changed = new LruCache<string, true>(CHANGED_MAX_ENTRIES, CHANGED_WINDOW_MS);
  const stats = { hits: 0, misses: 0 };
  // Bumped by every eviction, so a load that raced an eviction doesn't cache a stale row.
  let epoch = 0;
  options.bus.subscribe((slug) => {
    epoch++;
    lru.delete(slug);
    changed.set(slug, true);
  });
  // Evictions may have been missed while the bus was cut off: nothing cached can be trusted.
  options.bus.onGap(() => {
    epoch++;
    lru.clear();
  });

  // The misses of one event-loop turn go to the store together (one round trip on PostgreSQL).
  let batch: Map<string, { resolve: (target: LinkTarget | null) => void; reject: (error: unknown) => void }> | null = null;

  const loadBatch = async (): Promise<void> => {
    const waiting = batch!;
    batch = null;
    const keys = [...waiting.keys()];
    const startedAt = epoch;
    try {
      const found = await options.loader(keys, new Set(keys.filter((key) => changed.get(key) === true)));
      for (const [key, waiter] of waiting) {
        const value = found.get(key) ?? null;
        if (epoch === startedAt) lru.set(key, value);
        waiter.resolve(value);
      }
    } catch (error) {
      for (const waiter of waiting.values()) waiter.reject(error);
    } finally {
      for (const key of keys) inflight.delete(key);
    }
  };

  const load = (slug: string): Promise<LinkTarget | null> => {
    const pending = inflight.get(slug);
    if (pending) return pending;
    stats.misses++;
    if (batch === null) {
      batch = new Map();
      setImmediate(() => void loadBatch());
    }
    const waiting = batch;
    const promise = new Promise<LinkTarget | null>((resolve, reject) => waiting.set(slug, { resolve, reject }));
    inflight.set(slug, promise);
    return promise;
  };

  return {
    peek(slug) {
      const value = lru.get(slug);
      if (value !== undefined) stats.hits++;
      return value;
    },
    peekIf(slug, use) {
      const value = lru.get(slug);
      if (!value || !use(value)) return undefined;
      stats.hits++;
      return value;
    },
    load,
    evict: (slug) => options.bus.publish(slug),
    stats,
  };
}
