import { describe, expect, it } from 'vitest';
import { isoInstant } from '../../../src/modules/analytics/parse/instant.js';

const viaDate = (at: number): string => {
  try {
    return new Date(at).toISOString();
  } catch (error) {
    return String(error);
  }
};
const viaInstant = (at: number): string => {
  try {
    return isoInstant(at);
  } catch (error) {
    return String(error);
  }
};

describe('isoInstant', () => {
  it('writes what toISOString writes, across second boundaries and the cached second', () => {
    const base = Date.UTC(2026, 10, 28, 5, 59, 59, 998);
    const instants = [base, base + 1, base + 2, base + 1, base + 1000, base - 1000, 0, 1, 999, 1000, 253_402_300_799_999];
    for (const at of instants) expect(viaInstant(at)).toBe(viaDate(at));
  });

  it('leaves fractions, negative instants and dates past year 9999 to Date, errors included', () => {
    for (const at of [1.5, -5, -1000, 253_402_300_800_000, 8.64e15, 8.64e15 + 1]) expect(viaInstant(at)).toBe(viaDate(at));
  });

  it('agrees with Date on random instants', () => {
    let state = 7;
    for (let i = 0; i < 20_000; i++) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      const at = Math.floor((state / 2 ** 31) * 253_402_300_800_000);
      expect(viaInstant(at)).toBe(viaDate(at));
    }
  });
});
