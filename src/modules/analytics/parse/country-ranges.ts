/** Country index meaning "no country known"; the lookup table maps it to 'XX'. */
export const UNKNOWN_COUNTRY = 0;

/** Arithmetic of one address family: IPv4 fits a number, IPv6 needs a bigint. */
export interface AddressFamily<A extends number | bigint> {
  readonly label: 'IPv4' | 'IPv6';
  readonly min: A;
  readonly max: A;
  readonly maxDigits: number;
  /** Value of the decimal digits text[from..to), already checked to be digits. */
  parse(text: string, from: number, to: number): A;
  next(address: A): A;
}

export const IPV4: AddressFamily<number> = {
  label: 'IPv4',
  min: 0,
  max: 2 ** 32 - 1,
  maxDigits: 10,
  parse: (text, from, to) => {
    let value = 0;
    for (let at = from; at < to; at++) value = value * 10 + (text.charCodeAt(at) - 48);
    return value;
  },
  next: (address) => address + 1,
};

export const IPV6: AddressFamily<bigint> = {
  label: 'IPv6',
  min: 0n,
  max: 2n ** 128n - 1n,
  maxDigits: 39,
  parse: (text, from, to) => BigInt(text.slice(from, to)),
  next: (address) => address + 1n,
};

/** Database rows as columns (inclusive bounds), which keeps the load's peak memory low. */
export interface RangeColumns<A> {
  starts: A[];
  ends: A[];
  countries: number[];
}

/** A cover of the whole address space: segment i spans starts[i] up to starts[i + 1] - 1. */
export interface CountryPartition<A> {
  starts: A[];
  countries: number[];
}

/**
 * Turns possibly overlapping ranges into disjoint segments, gaps as UNKNOWN_COUNTRY.
 * Overlaps resolve to the range that starts last, the narrower one on equal starts: the
 * published data nests more specific allocations (geofeeds) inside whois blocks.
 */
export function partitionRanges<A extends number | bigint>(
  ranges: RangeColumns<A>,
  family: AddressFamily<A>,
): CountryPartition<A> {
  const partition: CountryPartition<A> = { starts: [], countries: [] };
  const openEnds: A[] = [];
  const openCountries: number[] = [];
  const closeBefore = (address: A | null): void => {
    while (openEnds.length > 0 && (address === null || openEnds[openEnds.length - 1]! < address)) {
      const closedEnd = openEnds.pop()!;
      openCountries.pop();
      // Ranges under it that end no later are shadowed for the rest of their length.
      while (openEnds.length > 0 && openEnds[openEnds.length - 1]! <= closedEnd) {
        openEnds.pop();
        openCountries.pop();
      }
      if (closedEnd < family.max) {
        const country = openCountries.length > 0 ? openCountries[openCountries.length - 1]! : UNKNOWN_COUNTRY;
        startSegment(partition, family.next(closedEnd), country);
      }
    }
  };
  startSegment(partition, family.min, UNKNOWN_COUNTRY);
  for (const i of orderRanges(ranges)) {
    closeBefore(ranges.starts[i]!);
    startSegment(partition, ranges.starts[i]!, ranges.countries[i]!);
    openEnds.push(ranges.ends[i]!);
    openCountries.push(ranges.countries[i]!);
  }
  closeBefore(null);
  return partition;
}

function startSegment<A>(partition: CountryPartition<A>, start: A, country: number): void {
  const { starts, countries } = partition;
  const last = starts.length - 1;
  if (last >= 0 && starts[last] === start) {
    countries[last] = country;
    // The overwritten segment may now continue its predecessor.
    if (last > 0 && countries[last - 1] === country) {
      starts.pop();
      countries.pop();
    }
    return;
  }
  if (last >= 0 && countries[last] === country) return;
  starts.push(start);
  countries.push(country);
}

// Start ascending, then end descending, so a nested range always follows its container.
function orderRanges<A extends number | bigint>(ranges: RangeColumns<A>): Iterable<number> {
  const { starts, ends } = ranges;
  if (isOrdered(starts, ends)) return starts.keys();
  const compare = (a: number, b: number): number => {
    if (starts[a] !== starts[b]) return starts[a]! < starts[b]! ? -1 : 1;
    if (ends[a] !== ends[b]) return ends[a]! > ends[b]! ? -1 : 1;
    return a - b;
  };
  return Array.from(starts.keys()).sort(compare);
}

// Published files are already in order; checking is a cheap pass that saves a sort.
function isOrdered<A extends number | bigint>(starts: A[], ends: A[]): boolean {
  for (let i = 1; i < starts.length; i++) {
    if (starts[i - 1]! > starts[i]! || (starts[i - 1] === starts[i] && ends[i - 1]! < ends[i]!)) return false;
  }
  return true;
}
