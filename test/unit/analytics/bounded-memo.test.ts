import { describe, expect, it } from 'vitest';
import { memoizeBounded } from '../../../src/modules/analytics/parse/bounded-memo.js';

function createCountingMemo(capacity: number): { memo: (key: string) => string; calls: string[] } {
  const calls: string[] = [];
  const memo = memoizeBounded(capacity, (key) => {
    calls.push(key);
    return key.toUpperCase();
  });
  return { memo, calls };
}

describe('memoizeBounded', () => {
  it('computes each key once while it stays cached', () => {
    const { memo, calls } = createCountingMemo(2);
    expect(memo('a')).toBe('A');
    expect(memo('a')).toBe('A');
    expect(calls).toEqual(['a']);
  });

  it('keeps a key asked for again within a generation, and drops one left out of two', () => {
    const { memo, calls } = createCountingMemo(2);
    memo('a');
    memo('b'); // current: a, b
    memo('c'); // current full: a, b become the previous generation; current: c
    memo('a'); // from the previous generation, moved to current: c, a
    memo('d'); // current full: c, a become previous (b is dropped); current: d
    memo('a'); // previous generation again: no computation
    memo('b'); // dropped: computed again
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('holds at most twice its capacity', () => {
    const { memo, calls } = createCountingMemo(3);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) memo(key);
    // a was pushed out two generations ago; e, f and g are still held.
    memo('a');
    memo('e');
    memo('g');
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a']);
  });

  it('computes a key longer than maxKeyLength every time, and holds it nowhere', () => {
    const calls: string[] = [];
    const memo = memoizeBounded(2, (key) => (calls.push(key), key.length), 3);
    memo('abcd');
    memo('abcd');
    memo('abc');
    memo('abc');
    expect(calls).toEqual(['abcd', 'abcd', 'abc']);
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => memoizeBounded(0, String)).toThrow(RangeError);
    expect(() => memoizeBounded(1.5, String)).toThrow(RangeError);
  });
});
