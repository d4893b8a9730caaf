import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type AddressFamily, type RangeColumns, UNKNOWN_COUNTRY } from './country-ranges.js';

export const IPV4_FILE_SUFFIX = '-ipv4-num.csv';
export const IPV6_FILE_SUFFIX = '-ipv6-num.csv';

/** The database path is unusable: missing files or a malformed row. Fails the boot, loudly. */
export class CountryDbError extends Error {
  readonly code = 'COUNTRY_DB_INVALID';
  override readonly name = 'CountryDbError';
}

/** Interns country codes: index 0 is unknown, so typed arrays can hold the rest. */
export class CountryCodes {
  readonly names: string[] = ['XX'];
  private readonly indexes = new Map<number, number>([
    [pairKey(88, 88), UNKNOWN_COUNTRY], // XX
    [pairKey(90, 90), UNKNOWN_COUNTRY], // ZZ: some databases spell "unknown" this way
  ]);

  /** Index of the code spelled by two letter char codes (either case); -1 when not letters. */
  intern(first: number, second: number): number {
    const key = pairKey(first, second);
    let index = this.indexes.get(key);
    if (index === undefined) {
      if (!isLowerLetter(first | 0x20) || !isLowerLetter(second | 0x20)) return -1;
      index = this.names.length;
      this.names.push(String.fromCharCode(first & ~0x20, second & ~0x20));
      this.indexes.set(key, index);
    }
    return index;
  }
}

// Case-folded (ASCII | 0x20), so "us" and "US" share an entry.
function pairKey(first: number, second: number): number {
  return ((first | 0x20) << 8) | (second | 0x20);
}

function isLowerLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Finds the one `*-ipv4-num.csv` and the one `*-ipv6-num.csv` in a directory. */
export function findRangeFiles(directory: string): { v4: string; v6: string } {
  let entries: string[];
  try {
    if (!statSync(directory).isDirectory()) throw new Error('not a directory');
    entries = readdirSync(directory);
  } catch (error) {
    throw new CountryDbError(
      `IP-to-country path ${directory} is not a readable directory (${errorMessage(error)})`,
    );
  }
  return {
    v4: join(directory, pickOne(entries, IPV4_FILE_SUFFIX, directory)),
    v6: join(directory, pickOne(entries, IPV6_FILE_SUFFIX, directory)),
  };
}

function pickOne(entries: string[], suffix: string, directory: string): string {
  const matches = entries.filter((name) => name.endsWith(suffix));
  if (matches.length !== 1) {
    const found = matches.length === 0 ? 'none' : matches.join(', ');
    throw new CountryDbError(
      `IP-to-country path ${directory} needs exactly one *${suffix} file (found: ${found})`,
    );
  }
  return matches[0]!;
}

/** Reads `start,end,CC` rows (decimal inclusive bounds, ISO alpha-2 code) from a num CSV. */
export function readRangeFile<A extends number | bigint>(
  path: string,
  family: AddressFamily<A>,
  codes: CountryCodes,
): RangeColumns<A> {
  const text = readFileSync(path, 'latin1');
  const columns: RangeColumns<A> = { starts: [], ends: [], countries: [] };
  let lineStart = 0;
  for (let lineNumber = 1; lineStart < text.length; lineNumber++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    let contentEnd = lineEnd;
    while (contentEnd > lineStart && text.charCodeAt(contentEnd - 1) <= SPACE) contentEnd--;
    if (contentEnd > lineStart && !appendRow(columns, text, lineStart, contentEnd, family, codes)) {
      const line = text.slice(lineStart, Math.min(contentEnd, lineStart + 80));
      throw new CountryDbError(`${path}:${lineNumber}: expected "start,end,CC" (${family.label}), got "${line}"`);
    }
    lineStart = lineEnd + 1;
  }
  if (columns.starts.length === 0) throw new CountryDbError(`${path} holds no ranges`);
  return columns;
}

const SPACE = 32;
const COMMA = 44;

// Scans the text in place rather than splitting lines: this runs for half a million rows at boot.
function appendRow<A extends number | bigint>(
  columns: RangeColumns<A>,
  text: string,
  from: number,
  to: number,
  family: AddressFamily<A>,
  codes: CountryCodes,
): boolean {
  const firstComma = skipDigits(text, from, family.maxDigits);
  if (firstComma === from || text.charCodeAt(firstComma) !== COMMA) return false;
  const secondComma = skipDigits(text, firstComma + 1, family.maxDigits);
  if (secondComma === firstComma + 1 || text.charCodeAt(secondComma) !== COMMA) return false;
  if (to !== secondComma + 3) return false;
  const country = codes.intern(text.charCodeAt(secondComma + 1), text.charCodeAt(secondComma + 2));
  if (country < 0) return false;
  const start = family.parse(text, from, firstComma);
  const end = family.parse(text, firstComma + 1, secondComma);
  if (start > end || end > family.max) return false;
  columns.starts.push(start);
  columns.ends.push(end);
  columns.countries.push(country);
  return true;
}

// Index of the first non-digit at or after `from`; -1 past `maxDigits` digits.
function skipDigits(text: string, from: number, maxDigits: number): number {
  let at = from;
  while (at < text.length && isDigit(text.charCodeAt(at))) at++;
  return at - from > maxDigits ? -1 : at;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
