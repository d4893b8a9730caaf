import { type CsvError, parse } from 'csv-parse';
import { MAX_COLUMNS, MAX_RECORD_CHARS, normalizeName, type SourceRecord, UnreadableFileError } from './records.js';

/** A record the parser skipped, placed by the number of good records before it. */
interface Skipped {
  after: number;
  message: string;
}

function sentenceOf(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted cell is never closed';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a quote mark inside a cell is not doubled ("")';
    case 'CSV_MAX_RECORD_SIZE':
      return `the row is longer than ${MAX_RECORD_CHARS} characters`;
    default:
      return `the row cannot be read as CSV (${error.code})`;
  }
}

/**
 * The records of a CSV file with a header row, streamed: each record keyed by its header's
 * normalized names. A broken record (bad quoting, too long, too many cells) is reported on its
 * row and reading goes on.
 */
export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<SourceRecord> {
  const skipped: Skipped[] = [];
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    skip_records_with_error: true,
    on_skip: (error) => {
      if (error) skipped.push({ after: (error as CsvError & { records?: number }).records ?? 0, message: sentenceOf(error as CsvError) });
    },
  });
  const feeding = (async () => {
    try {
      for await (const chunk of text) {
        if (parser.destroyed) return;
        if (!parser.write(chunk)) await new Promise((resolve) => (parser.once('drain', resolve), parser.once('close', resolve)));
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();

  let header: string[] | null = null;
  let row = 0;
  const flushSkipped = function* (before: number): Generator<SourceRecord> {
    while (skipped.length > 0 && skipped[0]!.after < before) yield { row: ++row, error: skipped.shift()!.message };
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
      if (header === null) {
        if (record.length > MAX_COLUMNS) throw new UnreadableFileError(`The header row has ${record.length} columns; at most ${MAX_COLUMNS} are read`);
        header = record.map(normalizeName);
        skipped.length = 0;
        continue;
      }
      yield* flushSkipped(info.records);
      row++;
      if (record.length > MAX_COLUMNS) yield { row, error: `the row has ${record.length} cells; at most ${MAX_COLUMNS} are read` };
      else if (record.length > header.length) yield { row, error: `the row has ${record.length} cells but the header names ${header.length}` };
      else yield { row, fields: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])) };
    }
    yield* flushSkipped(Number.POSITIVE_INFINITY);
  } finally {
    // A reader that stops early (a cancelled import) must not leave the feeder waiting.
    if (!parser.readableEnded) parser.destroy();
    await feeding;
  }
  if (header === null) throw new UnreadableFileError('The file has no header row');
}

/** The header row's column names as written, from the start of a CSV file. */
export async function csvHeaderOf(head: string): Promise<string[]> {
  const firstLine = head.replace(/^\uFEFF/, '').split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const cells: string[] = [];
  const parser = parse({ relax_column_count: true, relax_quotes: true, to_line: 1 });
  parser.end(firstLine);
  for await (const record of parser as AsyncIterable<string[]>) cells.push(...record);
  return cells;
}
