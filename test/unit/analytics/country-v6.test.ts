import { describe, expect, it } from 'vitest';
import { IPV6, partitionRanges } from '../../../src/modules/analytics/parse/country-ranges.js';
import { CountryCodes, findRangeFiles, readRangeFile } from '../../../src/modules/analytics/parse/country-csv.js';
import { defaultCountryDbPath } from '../../../src/modules/analytics/parse/country.js';
import { packV6Starts, searchV6, v6SegmentCount } from '../../../src/modules/analytics/parse/country-v6.js';

const words = (address: bigint): Uint32Array => Uint32Array.from([96n, 64n, 32n, 0n], (shift) => Number(BigInt.asUintN(32, address >> shift)));

/** The segment of an address near segment `from`, found by walking the bigint starts: what the packed search must agree with. */
function segmentNear(starts: readonly bigint[], from: number, address: bigint): number {
  let segment = from;
  while (segment + 1 < starts.length && starts[segment + 1]! <= address) segment++;
  while (segment > 0 && starts[segment]! > address) segment--;
  return segment;
}

describe('IPv6 segment starts split in halves', () => {
  it('finds the same segment as a bigint search at every start of the bundled data, one before it, and inside', () => {
    const { starts } = partitionRanges(readRangeFile(findRangeFiles(defaultCountryDbPath()).v6, IPV6, new CountryCodes()), IPV6);
    const packed = packV6Starts(starts);
    expect(v6SegmentCount(packed)).toBe(starts.length);
    // Most starts end on a /64; the ones that do not are where the low half decides.
    expect(packed.lowAt.length).toBeGreaterThan(1_000);
    expect(packed.lowAt.length).toBeLessThan(starts.length / 10);
    let checked = 0;
    starts.forEach((start, i) => {
      for (const address of [start, start - 1n, start + 1n, start + (1n << 63n)]) {
        if (address < 0n || address > IPV6.max) continue;
        const expected = segmentNear(starts, i, address);
        if (searchV6(packed, words(address)) !== expected) expect.fail(`segment of ${address.toString(16)}: ${searchV6(packed, words(address))}, expected ${expected}`);
        checked++;
      }
      expect(searchV6(packed, words(start))).toBe(i);
    });
    expect(checked).toBeGreaterThan(starts.length * 3);
  }, 60_000);

  it('tells starts apart that share their high half', () => {
    const base = 0x2001_0db8_0000_0001n << 64n;
    const starts = [0n, base, base + 5n, base + (1n << 40n), base + (1n << 64n)];
    const packed = packV6Starts(starts);
    expect(Array.from(packed.lowAt)).toEqual([2, 3]);
    for (const [address, segment] of [[base - 1n, 0], [base, 1], [base + 4n, 1], [base + 5n, 2], [base + (1n << 40n) - 1n, 2], [base + (1n << 40n), 3], [base + (1n << 64n), 4], [IPV6.max, 4]] as const) {
      expect(searchV6(packed, words(address)), address.toString(16)).toBe(segment);
    }
  });
});
