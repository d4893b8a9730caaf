import { UnreadableFileError, normalizeName } from './formats/records.js';
import { csvHeaderOf } from './formats/csv-records.js';
import { DESTINATION_NAMES, type ImportFormat, shapeOf } from './formats/detect.js';
import { EncodingCheck, formatOf, headText } from './import-upload.js';
import { sourceRowsOf } from './import-source.js';
import type { UploadedFile } from './imports.service.js';

/** Bytes of a file the preview reads: the first rows, never the whole file. */
const PREVIEW_BYTES = 64 * 1024;
const PREVIEW_ROWS = 10;

const OWN: Record<string, string[]> = {
  destination_url: DESTINATION_NAMES, slug: ['slug', 'shortcode', 'keyword', 'alias', 'backhalf'], domain: ['domain'], title: ['title'],
  description: ['description'], notes: ['notes'], tags: ['tags'], folder: ['folder', 'foldername'], redirect_type: ['redirecttype'],
  expires_at: ['expiresat'], fallback_url: ['fallbackurl'], click_limit: ['clicklimit'], indexable: ['indexable'],
  created_at: ['createdat', 'created', 'datecreated'], utm: ['utm', 'utmsource', 'utmmedium', 'utmcampaign', 'utmterm', 'utmcontent'],
};

/** Which link field each format's columns feed (the names as `normalizeName` spells them). */
const COLUMN_FIELDS: Record<ImportFormat, Record<string, string[]>> = {
  csv: OWN,
  json: OWN,
  bitly: { slug: ['custombackhalf', 'custombitlinks', 'bitlink', 'link', 'id'], destination_url: ['longurl'], title: ['title'], tags: ['tags'], created_at: ['createdat', 'created', 'datecreated'] },
  dub: { slug: ['key', 'shortlink', 'link'], destination_url: ['url', 'destinationurl'], title: ['title'], description: ['description'], tags: ['tags'], created_at: ['createdat'] },
  shlink: { slug: ['shortcode'], destination_url: ['longurl'], title: ['title'], tags: ['tags'], created_at: ['createdat', 'datecreated'] },
  kutt: { slug: ['address'], destination_url: ['target'], description: ['description'], created_at: ['createdat'] },
  yourls: { slug: ['keyword', 'shorturl'], destination_url: ['url'], title: ['title'], created_at: ['timestamp', 'createdat'] },
};

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

function fieldOf(format: ImportFormat, column: string): string | null {
  const name = normalizeName(column);
  return Object.entries(COLUMN_FIELDS[format]).find(([, names]) => names.includes(name))?.[0] ?? null;
}

/** What the web app shows before an import: the detected format, the column mapping, the first rows as links. */
export interface ImportPreview {
  format: ImportFormat;
  columns: Array<{ name: string; field: string | null }>;
  rows: Array<{ row: number; link: Record<string, unknown> | null; error: { code: string; message: string } | null }>;
}

/** Reads the start of a file (the rest is drained unread) and shows how it would import; creates nothing. */
export async function previewImport(file: UploadedFile, named?: ImportFormat): Promise<ImportPreview> {
  const pieces: Uint8Array[] = [];
  let size = 0;
  let more = false;
  const check = new EncodingCheck();
  for await (const bytes of file.bytes) {
    if (size >= PREVIEW_BYTES) {
      more = true;
      continue;
    }
    check.push(bytes);
    pieces.push(bytes);
    size += bytes.length;
  }
  const all = Buffer.concat(pieces);
  const head = all.subarray(0, PREVIEW_BYTES);
  more ||= all.length > PREVIEW_BYTES;
  const text = headText(head);
  const format = await formatOf(text, named);
  // A head cut mid-file ends inside a record: keep complete lines only.
  const cut = more ? head.subarray(0, head.lastIndexOf(10) + 1) : head;
  const rows: ImportPreview['rows'] = [];
  try {
    for await (const row of sourceRowsOf(format, once(cut))) {
      rows.push({ row: row.row, link: row.draft ? { ...row.draft.body, folder: row.draft.folder, created_at: row.draft.createdAt, ...(row.draft.slugNote ? { slug_note: row.draft.slugNote } : {}) } : null, error: row.error ?? null });
      if (rows.length >= PREVIEW_ROWS) break;
    }
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
  }
  const columns = shapeOf(format, text) === 'csv' ? await csvHeaderOf(text) : Object.values(COLUMN_FIELDS[format]).map((list) => list[0]!);
  return { format, columns: columns.map((name) => ({ name, field: fieldOf(format, name) })), rows };
}
