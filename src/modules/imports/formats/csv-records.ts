import { CsvReader, type RawRecord } from './csv-reader.js';
import { normalizeName, type SourceRecord, UnreadableFileError } from './records.js';

/** RFC 4180 records, streamed, each broken one reported alone (see `CsvReader` for where reading resumes). */
export async function* csvRawRecords(text: AsyncIterable<string>): AsyncGenerator<RawRecord> {
  const reader = new CsvReader();
  for await (const chunk of text) {
    reader.feed(chunk);
    yield* reader.take();
  }
  reader.end();
  yield* reader.take();
}

/** The records of a CSV file with a header row, each keyed by its header's normalized names. */
export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<SourceRecord> {
  let header: string[] | null = null;
  let row = 0;
  for await (const record of csvRawRecords(text)) {
    if (header === null) {
      if ('error' in record) throw new UnreadableFileError(`The header row cannot be read: ${record.error}`);
      header = record.cells.map(normalizeName);
      continue;
    }
    row++;
    if ('error' in record) yield { row, error: record.error };
    else if (record.width > header.length) yield { row, error: `the row has ${record.width} cells but the header names ${header.length}` };
    else yield { row, fields: Object.fromEntries(header.map((name, i) => [name, record.cells[i] ?? ''])) };
  }
  if (header === null) throw new UnreadableFileError('The file has no header row');
}

/** How many columns the header row names (past `MAX_COLUMNS` too), from the start of a CSV file. */
export async function csvHeaderWidth(head: string): Promise<number> {
  const once = async function* () {
    yield head;
  };
  for await (const record of csvRawRecords(once())) return record.width ?? 0;
  return 0;
}

/** The header row's column names as written, from the start of a CSV file. */
export async function csvHeaderOf(head: string): Promise<string[]> {
  const once = async function* () {
    yield head.replace(/^\uFEFF/, '');
  };
  for await (const record of csvRawRecords(once())) return 'error' in record ? [] : record.cells;
  return [];
}
