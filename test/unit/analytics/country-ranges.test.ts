import { describe, expect, it } from 'vitest';
import {
  type AddressFamily,
  type CountryPartition,
  IPV4,
  IPV6,
  partitionRanges,
  type RangeColumns,
  UNKNOWN_COUNTRY,
} from '../../../src/modules/analytics/parse/country-ranges.js';

type Row = readonly [start: number, end: number, country: number];

const TINY: AddressFamily<number> = { ...IPV4, max: 63 };

function columnsOf(rows: Row[]): RangeColumns<number> {
  return {
    starts: rows.map((row) => row[0]),
    ends: rows.map((row) => row[1]),
    countries: rows.map((row) => row[2]),
  };
}

function countryAt<A extends number | bigint>(partition: CountryPartition<A>, address: A): number {
  let index = 0;
  while (index + 1 < partition.starts.length && partition.starts[index + 1]! <= address) index++;
  return partition.countries[index]!;
}

// The rule stated in partitionRanges: the containing range that starts last wins,
// the narrower one on equal starts; uncovered addresses are unknown.
function expectedCountry(rows: Row[], address: number): number {
  const covering = rows.filter(([start, end]) => start <= address && address <= end);
  covering.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  return covering.length === 0 ? UNKNOWN_COUNTRY : covering[covering.length - 1]![2];
}

function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('partitionRanges', () => {
  it('fills gaps with unknown and merges neighbours of the same country', () => {
    const partition = partitionRanges(columnsOf([[4, 7, 1], [8, 11, 1], [20, 23, 2]]), TINY);
    expect(partition).toEqual({ starts: [0, 4, 12, 20, 24], countries: [0, 1, 0, 2, 0] });
  });

  it('lets a nested range win and resumes its container after it', () => {
    const partition = partitionRanges(columnsOf([[0, 31, 1], [8, 9, 2]]), TINY);
    expect(partition).toEqual({ starts: [0, 8, 10, 32], countries: [1, 2, 1, 0] });
  });

  it('prefers the narrower of two ranges starting together, whatever their order', () => {
    const wideFirst = partitionRanges(columnsOf([[8, 15, 1], [8, 9, 2]]), TINY);
    const narrowFirst = partitionRanges(columnsOf([[8, 9, 2], [8, 15, 1]]), TINY);
    expect(narrowFirst).toEqual(wideFirst);
    expect(wideFirst).toEqual({ starts: [0, 8, 10, 16], countries: [0, 2, 1, 0] });
  });

  it('gives a partial overlap to the range that starts last', () => {
    const partition = partitionRanges(columnsOf([[0, 9, 1], [5, 14, 2]]), TINY);
    expect(partition).toEqual({ starts: [0, 5, 15], countries: [1, 2, 0] });
  });

  it('handles a range that ends at the top of the address space', () => {
    const partition = partitionRanges(columnsOf([[0, 63, 1], [60, 63, 2]]), TINY);
    expect(partition).toEqual({ starts: [0, 60], countries: [1, 2] });
  });

  it('agrees with a brute-force reading on random overlapping ranges', () => {
    const random = createRandom(42);
    for (let round = 0; round < 200; round++) {
      const rows: Row[] = Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
        const start = Math.floor(random() * 64);
        const end = Math.min(63, start + Math.floor(random() * 20));
        return [start, end, 1 + Math.floor(random() * 3)] as const;
      });
      const partition = partitionRanges(columnsOf(rows), TINY);
      for (let address = 0; address <= 63; address++) {
        expect(countryAt(partition, address), `rows ${JSON.stringify(rows)} at ${address}`).toBe(
          expectedCountry(rows, address),
        );
      }
    }
  });

  it('works on 128-bit IPv6 bounds', () => {
    const start = 0x20010db8n << 96n;
    const end = start + (1n << 96n) - 1n;
    const partition = partitionRanges({ starts: [start], ends: [end], countries: [5] }, IPV6);
    expect(partition.starts).toEqual([0n, start, end + 1n]);
    expect(countryAt(partition, start + 12_345n)).toBe(5);
  });
});
