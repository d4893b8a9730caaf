import { describe, expect, it } from 'vitest';
import { LruCache } from '../../src/platform/cache/lru.js';

describe('LruCache', () => {
  it('evicts the least recently used entry past its bound', () => {
    const cache = new LruCache<string, number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('forgets entries after their time to live', () => {
    const cache = new LruCache<string, number>(10, 1_000);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('caches null as a value (a known miss)', () => {
    const cache = new LruCache<string, null>(10, 1_000);
    cache.set('gone', null, 0);
    expect(cache.get('gone', 1)).toBeNull();
  });
});
