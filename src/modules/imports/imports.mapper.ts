import type { ImportErrorRow, ImportRow } from './imports.repository.js';

/** The Import resource, in its wire shape. */
export interface ImportResource {
  id: number;
  status: string;
  format: string;
  on_conflict: string;
  filename: string | null;
  size_bytes: number;
  total: number | null;
  processed: number;
  created: number;
  skipped: number;
  failed: number;
  error: { code: string; message: string } | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** Row to wire shape: the one place imports are serialised. */
export function toImportResource(row: ImportRow): ImportResource {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    on_conflict: row.on_conflict,
    filename: row.filename,
    size_bytes: Number(row.size_bytes),
    total: row.total,
    processed: row.cursor,
    created: row.created,
    skipped: row.skipped,
    failed: row.failed,
    error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
    created_at: row.created_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
  };
}

/** A row's failure, in its wire shape. */
export function toImportErrorResource(row: ImportErrorRow): { row: number; code: string; message: string; destination_url: string | null; slug: string | null } {
  return { row: row.row, code: row.code, message: row.message, destination_url: row.destination_url, slug: row.slug };
}
