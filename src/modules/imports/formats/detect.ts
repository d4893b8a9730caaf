import { csvHeaderOf } from './csv-records.js';
import { normalizeName } from './records.js';

/** The file formats an import reads (ADR 0403). `csv` is a plain CSV and this service's own export; `json` its JSON export. */
export const IMPORT_FORMATS = ['csv', 'json', 'bitly', 'dub', 'shlink', 'kutt', 'yourls'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** How the file is laid out: a CSV with a header, a JSON list, or SQL INSERT statements. */
export type Shape = 'csv' | 'json' | 'sql';

/** Names a plain CSV may give the destination column. */
export const DESTINATION_NAMES = ['destinationurl', 'destination', 'url', 'longurl', 'target', 'originalurl'];

const YOURLS_SQL = /insert\s+(?:ignore\s+)?into\s+[`"]?\w*_url[`"]?|create\s+table\s+(?:if\s+not\s+exists\s+)?[`"]?\w*_url[`"]?/i;

/** The layout of a file of `format`, read from its first characters. */
export function shapeOf(format: ImportFormat, head: string): Shape {
  if (format === 'json' || format === 'kutt') return 'json';
  if (format === 'yourls') return /^\s*[[{]/.test(head) ? 'json' : 'sql';
  return 'csv';
}

/** The CSV format a header row belongs to, or null when no column names a destination. */
export function csvFormatOf(header: string[]): ImportFormat | null {
  const names = new Set(header.map(normalizeName));
  const has = (...wanted: string[]) => wanted.every((name) => names.has(name));
  if (has('shortcode', 'longurl')) return 'shlink';
  if (has('shortlink', 'destinationurl') || has('key', 'url', 'domain')) return 'dub';
  if (has('longurl') && (names.has('bitlink') || names.has('link') || names.has('id'))) return 'bitly';
  return DESTINATION_NAMES.some((name) => names.has(name)) ? 'csv' : null;
}

/** The JSON format a file starts like: our export, Kutt's API list, or YOURLS's API stats. */
function jsonFormatOf(head: string): ImportFormat | null {
  if (/"links"\s*:\s*\{/.test(head) || /"shorturl"\s*:/.test(head)) return 'yourls';
  if (/"target"\s*:/.test(head) && /"address"\s*:/.test(head)) return 'kutt';
  if (/"destination_url"\s*:/.test(head)) return 'json';
  return null;
}

/** The format of a file, told from its first characters (a UTF-8 BOM already removed); null: not one we read. */
export async function detectFormat(head: string): Promise<ImportFormat | null> {
  if (/^\s*[[{]/.test(head)) return jsonFormatOf(head);
  if (YOURLS_SQL.test(head)) return 'yourls';
  return csvFormatOf(await csvHeaderOf(head));
}
