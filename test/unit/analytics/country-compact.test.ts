import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCountryTables, writeCountryTables } from '../../../src/modules/analytics/parse/country-compact.js';
import { defaultCountryDbPath, loadCountryDb, readCountryCsv } from '../../../src/modules/analytics/parse/country.js';

const dir = mkdtempSync(join(tmpdir(), 'country-compact-'));

describe('the compiled country database', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back exactly the tables parsed from the bundled CSVs, and answers every lookup alike', () => {
    const tables = readCountryCsv(defaultCountryDbPath());
    const file = join(dir, 'country.bin');
    writeCountryTables(file, tables);
    const read = readCountryTables(file)!;
    expect(read.names).toEqual(tables.names);
    const columns = (t: typeof tables) => ({ v4Starts: t.v4Starts, v4Countries: t.v4Countries, v6Countries: t.v6Countries, ...t.v6Starts });
    const [readColumns, parsedColumns] = [columns(read), columns(tables)];
    for (const key of Object.keys(parsedColumns) as Array<keyof typeof parsedColumns>) {
      const [a, b] = [readColumns[key], parsedColumns[key]];
      expect(Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength)), key).toBe(true);
    }
    expect(tables.v6Starts.lowAt.length).toBeGreaterThan(0);
    const fromCsv = loadCountryDb(defaultCountryDbPath());
    const compiled = loadCountryDb();
    for (const ip of ['8.8.8.8', '1.1.1.1', '81.2.69.142', '2a00:1450:4001:80b::200e', '::ffff:5.9.0.1', '10.0.0.1', 'not an ip', '2001:db8::1']) {
      expect(compiled.lookup(ip), ip).toBe(fromCsv.lookup(ip));
    }
  }, 60_000);

  it('is ignored when missing, cut short or not one of ours', () => {
    expect(readCountryTables(join(dir, 'missing.bin'))).toBeNull();
    writeFileSync(join(dir, 'junk.bin'), 'CDB1 but not really a database');
    expect(readCountryTables(join(dir, 'junk.bin'))).toBeNull();
    const tables = readCountryCsv(join(import.meta.dirname, 'fixtures', 'geoip'));
    writeCountryTables(join(dir, 'tiny.bin'), tables);
    const whole = readCountryTables(join(dir, 'tiny.bin'));
    expect(whole?.names).toEqual(tables.names);
    writeFileSync(join(dir, 'cut.bin'), readFileSync(join(dir, 'tiny.bin')).subarray(0, 30));
    expect(readCountryTables(join(dir, 'cut.bin'))).toBeNull();
  });
});
