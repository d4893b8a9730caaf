import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CountryDb,
  CountryDbError,
  loadCountryDb,
  resolveCountry,
} from '../../../src/modules/analytics/parse/country.js';

const TINY_DB = join(import.meta.dirname, 'fixtures', 'geoip');

// Rows copied from the shipped geo-whois-asn-country num CSVs: [first, last, country].
const SHIPPED_V4_ROWS = [
  ['1.0.0.0', '1.0.0.255', 'AU'],
  ['6.0.0.0', '8.10.5.255', 'US'],
  ['41.0.0.0', '41.31.255.255', 'ZA'],
  ['81.2.64.0', '81.2.127.255', 'GB'],
  ['185.60.216.0', '185.60.219.255', 'IE'],
  ['193.0.0.0', '193.0.23.255', 'NL'],
  ['194.153.192.0', '194.153.213.255', 'IT'],
  ['200.150.252.0', '200.162.143.255', 'BR'],
  ['202.12.26.0', '202.12.28.255', 'JP'],
] as const;
const SHIPPED_V6_ROWS = [
  ['2001:4860::', '2001:4860:ffff:ffff:ffff:ffff:ffff:ffff', 'US'],
  ['2001:67c:2e8::', '2001:67c:2e8:ffff:ffff:ffff:ffff:ffff', 'NL'],
  ['2a00:1450::', '2a00:1457:ffff:ffff:ffff:ffff:ffff:ffff', 'IE'],
  ['2800:3f0::', '2800:3f0:ffff:ffff:ffff:ffff:ffff:ffff', 'AR'],
] as const;

describe('loadCountryDb with the shipped database', () => {
  let db: CountryDb;
  beforeAll(() => {
    db = loadCountryDb();
  });

  it.each([...SHIPPED_V4_ROWS, ...SHIPPED_V6_ROWS])('maps %s to %s to %s', (first, last, country) => {
    expect(db.lookup(first)).toBe(country);
    expect(db.lookup(last)).toBe(country);
  });

  it.each([
    ['8.8.8.8', 'US'],
    ['81.2.69.160', 'GB'],
    ['193.0.6.139', 'NL'],
    ['2001:4860:4860::8888', 'US'],
    ['2001:67c:2e8:22::c100:68b', 'NL'],
    ['::ffff:8.8.8.8', 'US'],
    ['::FFFF:81.2.69.160', 'GB'],
  ])('finds the country of %s', (ip, country) => {
    expect(db.lookup(ip)).toBe(country);
  });

  it('resolves nested rows of the shipped data to the most specific one', () => {
    // Rows: 2.58.196.0-2.58.197.255 DE, then 2.58.197.15 BE alone, then the DE remainder.
    expect(db.lookup('2.58.197.14')).toBe('DE');
    expect(db.lookup('2.58.197.15')).toBe('BE');
    expect(db.lookup('2.58.197.16')).toBe('DE');
    // Rows: 5.61.192.0-5.61.199.255 FR, then 5.61.192.0-5.61.193.255 SK with the same start.
    expect(db.lookup('5.61.192.0')).toBe('SK');
    expect(db.lookup('5.61.194.0')).toBe('NL');
  });

  it.each(['10.0.0.1', '172.16.5.4', '192.168.1.1', '127.0.0.1', '100.64.0.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1'])(
    'answers XX for the special-use address %s',
    (ip) => {
      expect(db.lookup(ip)).toBe('XX');
    },
  );

  it.each(['', 'garbage', '1.2.3', '999.1.1.1', '1:2:3', '8.8.8.8:443', '[2001:4860:4860::8888]', 'unknown'])(
    'answers XX for the invalid address %j',
    (ip) => {
      expect(db.lookup(ip)).toBe('XX');
    },
  );

  it('holds every range in compact typed arrays', () => {
    expect(db.segments.v4).toBeGreaterThan(300_000);
    expect(db.segments.v6).toBeGreaterThan(200_000);
  });
});

describe('loadCountryDb with a configured directory', () => {
  const db = loadCountryDb(TINY_DB);

  it('reads the swapped-in files, upper-casing codes and accepting CRLF', () => {
    expect(db.source).toBe(TINY_DB);
    expect(db.lookup('1.0.0.7')).toBe('AU');
    expect(db.lookup('9.1.2.3')).toBe('US');
    expect(db.lookup('9.9.9.9')).toBe('CH');
    expect(db.lookup('2001:4860:4860::8888')).toBe('US');
    expect(db.lookup('8.8.4.4')).toBe('XX');
  });

  it('keeps special-use space unknown even when the data labels it', () => {
    expect(db.lookup('10.1.1.1')).toBe('XX');
    expect(db.lookup('192.0.2.1')).toBe('XX');
    expect(db.lookup('2001:db8::1')).toBe('XX');
    expect(db.lookup('fd00::1')).toBe('XX');
  });
});

describe('loadCountryDb failures', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'country-db-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  function createDbDirectory(files: Record<string, string>): string {
    const directory = mkdtempSync(join(scratch, 'db-'));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(directory, file), text);
    return directory;
  }

  it('fails clearly on a missing directory', () => {
    expect(() => loadCountryDb(join(scratch, 'nope'))).toThrow(/not a readable directory/);
  });

  it('fails when a family file is missing', () => {
    const directory = createDbDirectory({ 'a-ipv4-num.csv': '1,2,US\n' });
    expect(() => loadCountryDb(directory)).toThrow(/exactly one \*-ipv6-num\.csv file \(found: none\)/);
  });

  it('fails when a family file is ambiguous', () => {
    const directory = createDbDirectory({
      'a-ipv4-num.csv': '1,2,US\n',
      'b-ipv4-num.csv': '1,2,US\n',
      'a-ipv6-num.csv': '1,2,US\n',
    });
    expect(() => loadCountryDb(directory)).toThrow(CountryDbError);
  });

  it.each([
    ['a header line', 'ip_start,ip_end,country\n1,2,US\n', ':1:'],
    ['a dotted address', '1.0.0.0,1.0.0.255,AU\n', ':1:'],
    ['a reversed range', '1,2,US\n9,3,FR\n', ':2:'],
    ['an IPv4 bound past 32 bits', '1,4294967296,US\n', ':1:'],
    ['a three-letter code', '1,2,USA\n', ':1:'],
    ['a missing code', '1,2,\n', ':1:'],
  ])('names the file and line of %s', (_, text, line) => {
    const directory = createDbDirectory({ 'x-ipv4-num.csv': text, 'x-ipv6-num.csv': '1,2,US\n' });
    expect(() => loadCountryDb(directory)).toThrow(new RegExp(`x-ipv4-num\\.csv${line}`));
  });
});

describe('resolveCountry', () => {
  const db = loadCountryDb(TINY_DB);
  const event = (countryHeader: string, ip = '1.0.0.1') => ({ ip, countryHeader });

  it('uses a trusted header holding a country code, upper-cased', () => {
    expect(resolveCountry(event('DE'), db, true)).toBe('DE');
    expect(resolveCountry(event(' fr '), db, true)).toBe('FR');
  });

  it('ignores the header unless it is trusted', () => {
    expect(resolveCountry(event('DE'), db, false)).toBe('AU');
  });

  it('maps the Tor marker T1 to XX rather than the exit node country', () => {
    expect(resolveCountry(event('T1'), db, true)).toBe('XX');
  });

  it.each(['', 'XX', 'xx', 'USA', '1', 'D-'])('falls back to the database for the header %j', (header) => {
    expect(resolveCountry(event(header), db, true)).toBe('AU');
  });
});
