import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClickEvent } from './click-event.js';
import { CountryCodes, findRangeFiles, readRangeFile } from './country-csv.js';
import { type CountryTables, readCountryTables } from './country-compact.js';
import { IPV4, IPV6, partitionRanges } from './country-ranges.js';
import { packV6Starts, searchV6, v6SegmentCount } from './country-v6.js';
import { isPublicIPv4, isPublicIPv6, parseIPv4, parseIPv6, unmapIPv4 } from './ip-address.js';

export { CountryDbError } from './country-csv.js';

const UNKNOWN = 'XX';
const HEADER_CODE = /^[A-Z]{2}$/;

/** Offline IP-to-country lookup held in sorted typed arrays. */
export interface CountryDb {
  /** ISO 3166-1 alpha-2 code, upper-case; 'XX' when unknown, special-use or not an IP. */
  lookup(ip: string): string;
  /** The directory the data came from, for the boot log. */
  readonly source: string;
  /** Disjoint segments held per family (gaps included). */
  readonly segments: { readonly v4: number; readonly v6: number };
}

/** The CSVs shipped in @ip-location-db/geo-whois-asn-country, used when no path is configured. */
export function defaultCountryDbPath(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@ip-location-db/geo-whois-asn-country/package.json'));
}

/** Where the build writes the bundled database in compact form (see build/compile-country-db.ts). */
export function compiledCountryDbPath(): string {
  return fileURLToPath(new URL('../../../data/country.bin', import.meta.url));
}

/**
 * The country database: from `path` (GEOIP_COUNTRY_PATH: `*-ipv4-num.csv` and
 * `*-ipv6-num.csv`), else the bundled one, compiled at build time when it was (a file read
 * instead of a CSV parse: about 60 MB less resident memory). Synchronous: it runs once at
 * boot. Throws CountryDbError on a bad path or row.
 */
export function loadCountryDb(path?: string): CountryDb {
  if (path === undefined) {
    const compiled = readCountryTables(compiledCountryDbPath());
    if (compiled) return createCountryDb(`${defaultCountryDbPath()} (compiled)`, compiled);
  }
  const source = path ?? defaultCountryDbPath();
  return createCountryDb(source, readCountryCsv(source));
}

/** Parses the range CSVs of a directory into the lookup's tables. */
export function readCountryCsv(path: string): CountryTables {
  const files = findRangeFiles(path);
  const codes = new CountryCodes();
  const v4 = partitionRanges(readRangeFile(files.v4, IPV4, codes), IPV4);
  const v6 = partitionRanges(readRangeFile(files.v6, IPV6, codes), IPV6);
  return {
    names: codes.names,
    v4Starts: Uint32Array.from(v4.starts),
    v4Countries: Uint16Array.from(v4.countries),
    v6Starts: packV6Starts(v6.starts),
    v6Countries: Uint16Array.from(v6.countries),
  };
}

function createCountryDb(source: string, tables: CountryTables): CountryDb {
  const { names, v4Starts, v4Countries, v6Starts, v6Countries } = tables;
  // Reused between calls: lookups are synchronous, and this saves an allocation per click.
  const words = new Uint32Array(4);

  const lookupV4 = (address: number): string =>
    isPublicIPv4(address) ? names[v4Countries[searchV4(v4Starts, address)]!]! : UNKNOWN;

  return {
    source,
    segments: { v4: v4Starts.length, v6: v6SegmentCount(v6Starts) },
    lookup(ip: string): string {
      if (!ip.includes(':')) {
        const address = parseIPv4(ip);
        return address < 0 ? UNKNOWN : lookupV4(address);
      }
      if (!parseIPv6(ip, words)) return UNKNOWN;
      const mapped = unmapIPv4(words);
      if (mapped >= 0) return lookupV4(mapped);
      return isPublicIPv6(words) ? names[v6Countries[searchV6(v6Starts, words)]!]! : UNKNOWN;
    },
  };
}

// Index of the last segment starting at or before the address; segment 0 starts at 0.
function searchV4(starts: Uint32Array, address: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= address) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The click's country: the trusted proxy header when enabled and usable, else the database.
 * Cloudflare's T1 (Tor) is 'XX': the exit node's country says nothing about the visitor.
 */
export function resolveCountry(
  event: Pick<ClickEvent, 'ip' | 'countryHeader'>,
  db: CountryDb,
  trustHeader: boolean,
): string {
  if (trustHeader) {
    const header = event.countryHeader.trim().toUpperCase();
    if (header === 'T1') return UNKNOWN;
    if (HEADER_CODE.test(header) && header !== UNKNOWN) return header;
  }
  return db.lookup(event.ip);
}
