import { describe, expect, it } from 'vitest';
import { ByteLruCache } from '../../../src/modules/qr/qr.cache.js';

const bytesOf = (_key: string, value: string): number => value.length;

describe('ByteLruCache', () => {
  it('returns what was stored and counts hits and misses', () => {
    const cache = new ByteLruCache<string>(100, bytesOf);
    cache.set('a', 'xxxx');
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, bytes: 4, maxBytes: 100, hits: 1, misses: 1 });
  });

  it('evicts the least recently used entries until the bytes fit', () => {
    const cache = new ByteLruCache<string>(10, bytesOf);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.get('a');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.stats().bytes).toBe(8);
  });

  it('replaces an entry without counting its old bytes', () => {
    const cache = new ByteLruCache<string>(10, bytesOf);
    cache.set('a', 'aaaaaaaa');
    cache.set('a', 'aa');
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 2 });
  });

  it('never stores an entry bigger than the whole budget', () => {
    const cache = new ByteLruCache<string>(10, bytesOf);
    cache.set('a', 'aaaa');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
  });

  it('deletes and clears', () => {
    const cache = new ByteLruCache<string>(10, bytesOf);
    cache.set('a', 'aa');
    cache.set('b', 'bb');
    cache.delete('a');
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 2 });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
