import { MAX_COLUMNS, MAX_RECORD_CHARS, type SourceRecord, UnreadableFileError } from './records.js';

/** YOURLS's link table (any table prefix): `INSERT INTO yourls_url (...) VALUES (...), (...);`. */
const INSERT = /insert\s+(?:ignore\s+)?into\s+[`"]?(\w*_url)[`"]?\s*(?:\(([^)]*)\))?\s*values\s*/i;
/** Column order of `yourls_url` when a dump leaves the list out. */
const YOURLS_COLUMNS = ['keyword', 'url', 'title', 'timestamp', 'ip', 'clicks'];
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '\0', b: '\b', Z: '\x1a' };

/**
 * The rows of a YOURLS SQL dump's `INSERT INTO yourls_url` statements, streamed; other tables'
 * statements are passed over. A tuple is one record: quoted strings (`\'` and `''` escapes),
 * numbers and NULL.
 */
export async function* sqlRecords(text: AsyncIterable<string>): AsyncGenerator<SourceRecord> {
  let pending = '';
  let columns: string[] | null = null;
  let inTuple = false;
  let values: Array<string | null> = [];
  let cell = '';
  let quoted = false;
  let inQuote = false;
  let escaped = false;
  let quoteSeen = false;
  let size = 0;
  let row = 0;
  let statements = 0;

  for await (const chunk of text) {
    const out: SourceRecord[] = [];
    let data = chunk;
    let i = 0;
    while (i < data.length) {
      if (columns === null) {
        pending += data.slice(i);
        const match = INSERT.exec(pending);
        if (!match) {
          // Keep enough of the end to find a statement cut in two by the chunk boundary.
          pending = pending.slice(-4096);
          break;
        }
        columns = match[2] ? match[2].split(',').map((name) => name.trim().replace(/^[`"]|[`"]$/g, '').toLowerCase()) : YOURLS_COLUMNS;
        statements++;
        data = pending.slice(match.index + match[0].length);
        pending = '';
        i = 0;
        continue;
      }
      const c = data[i++]!;
      if (quoteSeen) {
        // A quote inside a string ends it, unless another follows (`''`), maybe in the next chunk.
        quoteSeen = false;
        if (c === "'") {
          if (size < MAX_RECORD_CHARS) cell += "'";
          size++;
          continue;
        }
        inQuote = false;
      }
      if (inQuote) {
        if (escaped) {
          if (size < MAX_RECORD_CHARS) cell += ESCAPES[c] ?? c;
          escaped = false;
        } else if (c === '\\') escaped = true;
        else if (c === "'") quoteSeen = true;
        else if (size < MAX_RECORD_CHARS) cell += c;
        size++;
      } else if (!inTuple) {
        if (c === '(') {
          inTuple = true;
          values = [];
          cell = '';
          quoted = false;
          size = 0;
        } else if (c === ';') columns = null;
      } else if (c === "'") {
        inQuote = true;
        quoted = true;
      } else if (c === ',' || c === ')') {
        const raw = cell.trim();
        values.push(quoted ? cell : raw.toUpperCase() === 'NULL' ? null : raw);
        cell = '';
        quoted = false;
        if (c === ')') {
          inTuple = false;
          out.push(recordOf(++row, columns, values, size));
        }
      } else {
        cell += c;
        size++;
      }
    }
    yield* out;
  }
  if (statements === 0) throw new UnreadableFileError('The SQL file has no INSERT INTO yourls_url statement');
  if (inTuple || (inQuote && !quoteSeen)) throw new UnreadableFileError('The SQL ends inside a row');
}

function recordOf(row: number, columns: string[], values: Array<string | null>, size: number): SourceRecord {
  if (size > MAX_RECORD_CHARS) return { row, error: `the row is longer than ${MAX_RECORD_CHARS} characters` };
  if (values.length > MAX_COLUMNS) return { row, error: `the row has ${values.length} values; at most ${MAX_COLUMNS} are read` };
  if (values.length !== columns.length) return { row, error: `the row has ${values.length} values for ${columns.length} columns` };
  return { row, fields: Object.fromEntries(columns.map((name, i) => [name, values[i]])) };
}
