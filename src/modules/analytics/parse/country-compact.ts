import { readFileSync, writeFileSync } from 'node:fs';
import type { V6Starts } from './country-v6.js';

/**
 * The country database as the lookup holds it: sorted segment starts and a country index per
 * segment. IPv6 starts are split in halves (country-v6.ts).
 */
export interface CountryTables {
  names: string[];
  v4Starts: Uint32Array;
  v4Countries: Uint16Array;
  v6Starts: V6Starts;
  v6Countries: Uint16Array;
}

// "CDB2", then a word that reads 1 only in the byte order that wrote the file. A "CDB1" file
// (four words per IPv6 start) is not one: the build writes the file again.
const MAGIC = 0x32424443;
const HEADER_WORDS = 6;

/**
 * Writes the tables as one binary file the server maps straight into typed arrays: loading
 * the CSVs builds about 70 MB of strings and temporary arrays for 7 MB of data.
 */
export function writeCountryTables(path: string, tables: CountryTables): void {
  if (tables.names.some((name) => !/^[A-Z]{2}$/.test(name))) throw new Error('country codes must be two capital letters');
  const names = Buffer.from(tables.names.join(''), 'latin1');
  const { high, lowAt, low } = tables.v6Starts;
  const header = Uint32Array.of(MAGIC, 1, tables.names.length, tables.v4Countries.length, tables.v6Countries.length, lowAt.length);
  const namesPadded = Buffer.alloc(Math.ceil(names.length / 4) * 4);
  names.copy(namesPadded);
  const parts = [header, namesPadded, tables.v4Starts, high, lowAt, low, tables.v4Countries, tables.v6Countries];
  writeFileSync(path, Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength))));
}

/** The tables of a file `writeCountryTables` wrote, or null when it is missing or not one. */
export function readCountryTables(path: string): CountryTables | null {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch {
    return null;
  }
  // The views below need 4-byte alignment: a file this size has a buffer of its own at offset 0,
  // so copying (7 MB more while loading) is only for the odd case.
  const bytes: Uint8Array = file.byteOffset % 4 === 0 ? file : new Uint8Array(file);
  const buffer = bytes.buffer;
  if (bytes.byteLength < HEADER_WORDS * 4) return null;
  const [magic, order, nameCount, v4Count, v6Count, lowCount] = new Uint32Array(buffer, bytes.byteOffset, HEADER_WORDS) as unknown as number[];
  if (magic !== MAGIC || order !== 1) return null;
  let offset = bytes.byteOffset + HEADER_WORDS * 4;
  const namesBytes = Math.ceil((nameCount! * 2) / 4) * 4;
  if (bytes.byteLength !== HEADER_WORDS * 4 + namesBytes + v4Count! * 6 + v6Count! * 10 + lowCount! * 12) return null;
  const names = Buffer.from(buffer, offset, nameCount! * 2).toString('latin1').match(/../g) ?? [];
  offset += namesBytes;
  const take = <T>(make: (at: number) => T, bytesLength: number): T => {
    const value = make(offset);
    offset += bytesLength;
    return value;
  };
  return {
    names,
    v4Starts: take((at) => new Uint32Array(buffer, at, v4Count!), v4Count! * 4),
    v6Starts: {
      high: take((at) => new Uint32Array(buffer, at, v6Count! * 2), v6Count! * 8),
      lowAt: take((at) => new Uint32Array(buffer, at, lowCount!), lowCount! * 4),
      low: take((at) => new Uint32Array(buffer, at, lowCount! * 2), lowCount! * 8),
    },
    v4Countries: take((at) => new Uint16Array(buffer, at, v4Count!), v4Count! * 2),
    v6Countries: take((at) => new Uint16Array(buffer, at, v6Count!), v6Count! * 2),
  };
}
