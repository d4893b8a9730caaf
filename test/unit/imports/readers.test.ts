import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImportFormat } from '../../../src/modules/imports/formats/detect.js';
import { recordsOf } from '../../../src/modules/imports/import-source.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/imports/${name}`, import.meta.url));

/** The bytes in pieces of `size`: records and characters cut anywhere must read the same. */
async function* pieces(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(format: ImportFormat, bytes: Uint8Array, size = bytes.length) {
  const out = [];
  for await (const record of recordsOf(format, pieces(bytes, size))) out.push(record);
  return out;
}

describe('import readers', () => {
  it.each([
    ['plain.csv', 'csv'],
    ['kutt.json', 'kutt'],
    ['yourls.sql', 'yourls'],
    ['yourls.json', 'yourls'],
    ['broken-quoting.csv', 'csv'],
    ['unclosed-quote.csv', 'csv'],
  ] as const)('reads %s the same whatever the chunk boundaries', async (name, format) => {
    const bytes = fixture(name);
    const whole = await read(format, bytes);
    expect(whole.length).toBeGreaterThan(1);
    for (const size of [1, 2, 3, 7, 64]) expect(await read(format, bytes, size)).toEqual(whole);
  });

  it('reads RFC 4180 CSV: CRLF, quoted commas, doubled quotes, line breaks in a cell, a UTF-8 BOM', async () => {
    const text = '\uFEFFDestination,Title\r\nhttps://a.test/,"Hello, ""world"""\r\nhttps://b.test/,"two\r\nlines"\r\n\r\n';
    expect(await read('csv', new TextEncoder().encode(text), 5)).toEqual([
      { row: 1, fields: { destination: 'https://a.test/', title: 'Hello, "world"' } },
      { row: 2, fields: { destination: 'https://b.test/', title: 'two\r\nlines' } },
    ]);
  });

  it('fails a row whose quote never closes alone and reads on from the line after its first', async () => {
    const text = 'destination_url,title\nhttps://a.test/,"open\nhttps://b.test/,"two\nlines"\nhttps://c.test/,"no ""end\nhttps://d.test/,ok';
    for (const size of [1, 4, text.length]) {
      expect(await read('csv', new TextEncoder().encode(text), size)).toEqual([
        { row: 1, error: 'a quote mark inside a quoted cell is not doubled ("")' },
        { row: 2, fields: { destinationurl: 'https://b.test/', title: 'two\nlines' } },
        { row: 3, error: 'a quoted cell is never closed' },
        { row: 4, fields: { destinationurl: 'https://d.test/', title: 'ok' } },
      ]);
    }
  });

  it('reads every row after a quote that never closes, past the 64 KiB a row may hold', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `https://example.com/${i},ok`);
    const text = `destination_url,title\nhttps://example.com/open,"open\n${rows.join('\n')}\n`;
    expect(text.length).toBeGreaterThan(2 * 64 * 1024);
    const records = await read('csv', new TextEncoder().encode(text), 4096);
    expect(records[0]).toEqual({ row: 1, error: 'the row is longer than 65536 characters (a quoted cell may never close)' });
    expect(records.slice(1).map((record) => record.fields?.destinationurl)).toEqual(rows.map((row) => row.split(',')[0]));
  });

  it('reads MySQL escapes and NULL in a YOURLS dump, and passes over other tables', async () => {
    const records = await read('yourls', fixture('yourls.sql'), 5);
    expect(records).toEqual([
      { row: 1, fields: { keyword: 'yourls-one', url: 'https://example.com/yourls-one', title: "It's one", timestamp: '2020-01-01 10:00:00', ip: '127.0.0.1', clicks: '5' } },
      { row: 2, fields: { keyword: '2', url: 'https://example.org/yourls-two', title: "Two, with 'quotes'", timestamp: '2020-01-02 10:00:00', ip: '127.0.0.1', clicks: '0' } },
    ]);
    const bare = await read('yourls', new TextEncoder().encode("INSERT INTO yourls_url VALUES ('k1','https://x.test/a\\nb',NULL,'2020-01-01 00:00:00','::1',0);"));
    expect(bare[0]!.fields).toMatchObject({ keyword: 'k1', url: 'https://x.test/a\nb', title: null });
  });

  it('fails a JSON record nested past 32 levels as a row, and reads the records after it', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const text = `[{"destination_url":"https://a.test/","title":${deep}},{"destination_url":"https://b.test/"}]`;
    const records = await read('json', new TextEncoder().encode(text), 4_096);
    expect(records).toEqual([{ row: 1, error: 'the record nests deeper than 32 levels' }, { row: 2, fields: { destinationurl: 'https://b.test/' } }]);
  });

  it('fails a JSON file that never closes as a whole, after the records it could read', async () => {
    const records: unknown[] = [];
    await expect(async () => {
      for await (const record of recordsOf('json', pieces(new TextEncoder().encode('[{"destination_url":"https://a.test/"},{"destination_url":'), 4))) records.push(record);
    }).rejects.toThrow('The JSON ends before its last record is closed');
    expect(records).toHaveLength(1);
  });
});
