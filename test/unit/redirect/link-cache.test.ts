import { describe, expect, it } from 'vitest';
import type { LinkTarget } from '../../../src/modules/links/index.js';
import { createLinkCache } from '../../../src/modules/redirect/index.js';
import { createLocalBus } from '../../../src/platform/cache/invalidation.js';

const target = (slug: string) => ({ id: 1, slug, host: null, destinationUrl: `https://example.com/${slug}`, fallbackUrl: null, smart: null }) as unknown as LinkTarget;

describe('link cache misses', () => {
  it('looks up the misses of one event-loop turn together, each key once', async () => {
    const calls: string[][] = [];
    const cache = createLinkCache({
      maxBytes: 1 << 20,
      ttlMs: 60_000,
      bus: createLocalBus(),
      loader: async (keys) => {
        calls.push([...keys]);
        return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, target(key)]));
      },
    });
    const answers = await Promise.all(['a', 'b', 'a', 'missing', 'c'].map((key) => cache.load(key)));
    expect(calls).toEqual([['a', 'b', 'missing', 'c']]);
    expect(answers.map((answer) => answer?.slug ?? null)).toEqual(['a', 'b', 'a', null, 'c']);
    // Known misses are cached too.
    expect(cache.peek('missing')).toBeNull();
    expect(cache.peek('b')?.slug).toBe('b');
    await cache.load('d');
    expect(calls).toEqual([['a', 'b', 'missing', 'c'], ['d']]);
  });

  it('does not cache a batch that raced an eviction, and reports a failed lookup to every waiter', async () => {
    const bus = createLocalBus();
    let fail = false;
    const cache = createLinkCache({
      maxBytes: 1 << 20,
      ttlMs: 60_000,
      bus,
      loader: async (keys, changed) => {
        if (fail) throw new Error('store down');
        await bus.publish('other');
        return new Map(keys.map((key) => [key, { ...target(key), changed: changed.has(key) } as LinkTarget]));
      },
    });
    expect((await cache.load('a'))?.slug).toBe('a');
    expect(cache.peek('a')).toBeUndefined();
    // 'other' was evicted moments ago: its next lookup is flagged as changed (read from the primary).
    expect(((await cache.load('other')) as unknown as { changed: boolean }).changed).toBe(true);
    fail = true;
    await expect(Promise.all([cache.load('x'), cache.load('y')])).rejects.toThrow('store down');
    await expect(cache.load('x')).rejects.toThrow('store down');
  });
});
