import { describe, expect, it } from 'vitest';
import { memoizeLru } from '../../../src/modules/analytics/parse/lru-memo.js';

function createCountingMemo(capacity: number): { memo: (key: string) => string; calls: string[] } {
  const calls: string[] = [];
  const memo = memoizeLru(capacity, (key) => {
    calls.push(key);
    return key.toUpperCase();
  });
  return { memo, calls };
}

describe('memoizeLru', () => {
  it('computes each key once while it stays cached', () => {
    const { memo, calls } = createCountingMemo(2);
    expect(memo('a')).toBe('A');
    expect(memo('a')).toBe('A');
    expect(calls).toEqual(['a']);
  });

  it('evicts the least recently used key when full', () => {
    const { memo, calls } = createCountingMemo(2);
    memo('a');
    memo('b');
    memo('a'); // a is now the most recent
    memo('c'); // evicts b
    memo('a');
    memo('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => memoizeLru(0, String)).toThrow(RangeError);
    expect(() => memoizeLru(1.5, String)).toThrow(RangeError);
  });
});
