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

  it('evicts the entry read longest ago, never the one being set', () => {
    const cache = new LruCache<string, number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.get('b');
    cache.set('c', 3);
    expect(cache.get('c')).toBe(3);
    expect(cache.get('b')).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    // Every entry read: the new one still stays, and the bound holds.
    cache.set('d', 4);
    expect(cache.size).toBe(2);
    expect(cache.get('d')).toBe(4);
  });

  it('holds nothing when bounded to no entry', () => {
    const cache = new LruCache<string, number>(0, 60_000);
    cache.set('a', 1);
    expect(cache.size).toBe(0);
    expect(cache.get('a')).toBeUndefined();
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

describe('LruCache with a byte budget', () => {
  const sized = (maxBytes: number) => new LruCache<string, string>(Number.MAX_SAFE_INTEGER, 60_000, { maxBytes, sizeOf: (_key, value) => (value as string).length });

  it('evicts the least recently used entries once their bytes pass the budget', () => {
    const cache = sized(10);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    cache.get('a');
    cache.set('c', 'xxxx');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.byteSize).toBe(8);
  });

  it('counts a replaced, deleted or cleared entry out of the budget', () => {
    const cache = sized(100);
    cache.set('a', 'x'.repeat(40));
    cache.set('a', 'x'.repeat(10));
    expect(cache.byteSize).toBe(10);
    cache.delete('a');
    expect(cache.byteSize).toBe(0);
    cache.set('b', 'x'.repeat(30));
    cache.clear();
    expect(cache.byteSize).toBe(0);
  });

  it('keeps one entry larger than the whole budget rather than none', () => {
    const cache = sized(5);
    cache.set('big', 'x'.repeat(50));
    expect(cache.get('big')).toHaveLength(50);
  });
});
