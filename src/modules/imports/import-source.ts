import type { Db } from '../../platform/db/db.js';
import { csvRecords } from './formats/csv-records.js';
import { DESTINATION_NAMES, type ImportFormat, shapeOf } from './formats/detect.js';
import { type Fields, pick } from './formats/fields.js';
import { DraftError, draftOf, type ImportDraft } from './formats/drafts.js';
import { jsonRecords } from './formats/json-records.js';
import { normalizeName, type SourceRecord, textOf, UnreadableFileError } from './formats/records.js';
import { sqlRecords } from './formats/sql-records.js';
import { findChunk } from './imports.repository.js';

/** One record of a file, as link input or as the sentence saying why it cannot be one. */
export interface SourceRow {
  row: number;
  draft?: ImportDraft;
  error?: { code: string; message: string };
  /** What a row that cannot become link input named, as far as it can be read. */
  asked?: { destination_url?: string; slug?: string };
}

/** The stored upload of an import, a chunk at a time, as any instance reads it. */
export async function* storedBytes(db: Db, importId: number): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const chunk = await findChunk(db, importId, seq);
    if (!chunk) return;
    yield chunk;
  }
}

/** The records of a file of `format`, streamed. */
export async function* recordsOf(format: ImportFormat, bytes: AsyncIterable<Uint8Array>): AsyncGenerator<SourceRecord> {
  const text = textOf(bytes);
  const first = await text.next();
  const head = first.done ? '' : first.value.replace(/^\uFEFF/, '');
  const all = (async function* () {
    if (head) yield head;
    yield* text;
  })();
  const shape = shapeOf(format, head);
  const reader = shape === 'csv' ? csvRecords : shape === 'json' ? jsonRecords : sqlRecords;
  try {
    for await (const record of reader(all)) {
      if (shape === 'json' && record.fields) {
        yield { ...record, fields: Object.fromEntries(Object.entries(record.fields).map(([key, value]) => [normalizeName(key), value])) };
      } else yield record;
    }
  } catch (error) {
    // Bytes were checked at upload; a decoder failure here still names the file, not the server.
    if (error instanceof TypeError && /encoded data/i.test(error.message)) throw new UnreadableFileError('The file is not valid UTF-8');
    throw error;
  }
}

function askedOf(fields: Fields): SourceRow['asked'] {
  const destination = pick(fields, ...DESTINATION_NAMES);
  const slug = pick(fields, 'slug', 'shortcode', 'keyword', 'alias', 'backhalf', 'key', 'address');
  return { ...(destination ? { destination_url: destination } : {}), ...(slug ? { slug } : {}) };
}

/** Each record of the file as link input, or its row's failure. */
export async function* sourceRowsOf(format: ImportFormat, bytes: AsyncIterable<Uint8Array>): AsyncGenerator<SourceRow> {
  for await (const record of recordsOf(format, bytes)) {
    if (record.error !== undefined || !record.fields) {
      yield { row: record.row, error: { code: 'row_malformed', message: record.error ?? 'the row cannot be read' } };
      continue;
    }
    try {
      yield { row: record.row, draft: draftOf(format, record.fields) };
    } catch (error) {
      if (!(error instanceof DraftError)) throw error;
      yield { row: record.row, error: { code: 'invalid_field', message: error.message }, asked: askedOf(record.fields) };
    }
  }
}
