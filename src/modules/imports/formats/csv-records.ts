import { MAX_COLUMNS, MAX_RECORD_CHARS, normalizeName, type SourceRecord, UnreadableFileError } from './records.js';

/** A CSV record as read: its cells, or why it cannot be read. */
type RawRecord = { cells: string[]; width: number } | { error: string; width?: number };

/**
 * RFC 4180 records, streamed, with recovery: a broken record (a stray quote after a closing
 * one, too long, too wide) is reported and reading resumes at the next line, so one bad row
 * never takes the rest of the file with it. A bare quote inside an unquoted cell is kept as
 * text, as spreadsheets do.
 */
export async function* csvRawRecords(text: AsyncIterable<string>): AsyncGenerator<RawRecord> {
  let cells: string[] = [];
  let width = 0;
  let cell = '';
  let size = 0;
  let state = 'start' as 'start' | 'plain' | 'quoted' | 'quote' | 'broken';
  let problem = '';
  let afterCr = false;

  const endCell = () => {
    if (width < MAX_COLUMNS) cells.push(cell);
    width++;
    cell = '';
  };
  const endRecord = (): RawRecord | null => {
    const blank = width === 0 && cell === '' && state === 'start';
    let record: RawRecord | null;
    if (state === 'broken') record = { error: problem };
    else if (blank) record = null;
    else {
      endCell();
      record = width > MAX_COLUMNS ? { error: `the row has ${width} cells; at most ${MAX_COLUMNS} are read`, width } : { cells, width };
    }
    cells = [];
    width = 0;
    cell = '';
    size = 0;
    state = 'start';
    return record;
  };

  for await (const chunk of text) {
    const out: RawRecord[] = [];
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (afterCr) {
        afterCr = false;
        if (c === '\n') continue;
      }
      if (state === 'quoted') {
        if (c === '"') state = 'quote';
        else if (++size > MAX_RECORD_CHARS) {
          state = 'broken';
          problem = `the row is longer than ${MAX_RECORD_CHARS} characters (a quoted cell may never close)`;
        }
        else cell += c;
        continue;
      }
      if (c === '\n' || c === '\r') {
        afterCr = c === '\r';
        const record = endRecord();
        if (record) out.push(record);
        continue;
      }
      if (state === 'broken') continue;
      if (++size > MAX_RECORD_CHARS) {
        state = 'broken';
        problem = `the row is longer than ${MAX_RECORD_CHARS} characters`;
        continue;
      }
      if (state === 'quote') {
        if (c === '"') {
          cell += '"';
          state = 'quoted';
        } else if (c === ',') {
          endCell();
          state = 'start';
        } else {
          state = 'broken';
          problem = 'a quote mark inside a quoted cell is not doubled ("")';
        }
      } else if (c === ',') {
        endCell();
        state = 'start';
      } else if (state === 'start' && c === '"') state = 'quoted';
      else {
        cell += c;
        state = 'plain';
      }
    }
    yield* out;
  }
  if (state === 'quoted') yield { error: 'a quoted cell is never closed' };
  else {
    const record = endRecord();
    if (record) yield record;
  }
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
