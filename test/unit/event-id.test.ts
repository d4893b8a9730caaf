import { describe, expect, it } from 'vitest';
import { newEventId } from '../../src/modules/analytics/event-id.js';

describe('newEventId', () => {
  it('ends in the counter as six base-36 digits, one more each id, across the table boundaries', () => {
    const now = Date.UTC(2026, 11, 3);
    const first = newEventId(now);
    const start = parseInt(first.slice(-6), 36);
    for (let i = 1; i <= 3_000; i++) {
      const id = newEventId(now);
      const expected = (start + i).toString(36).padStart(6, '0');
      expect(id.slice(-6)).toBe(expected);
      expect(id.slice(0, -6)).toBe(first.slice(0, -6));
    }
  });

  it('sorts by time: a later millisecond gives a greater id', () => {
    const earlier = newEventId(Date.UTC(2026, 11, 3, 10));
    const later = newEventId(Date.UTC(2026, 11, 3, 10, 0, 0, 1));
    expect(later > earlier).toBe(true);
    expect(earlier).toHaveLength(9 + 12 + 6);
  });
});
