import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { Database, ImportErrorTable, ImportNoteTable, ImportTable } from '../../platform/db/tables.js';

export type ImportRow = Selectable<ImportTable>;
export type ImportErrorRow = Selectable<ImportErrorTable>;
export type ImportNoteRow = Selectable<ImportNoteTable>;

/** Statuses an import goes through; `uploading` is the request's own and never listed. */
export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number] | 'uploading';

export async function insertImport(db: Db, values: Insertable<ImportTable>): Promise<ImportRow> {
  return db.insertInto('imports').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateImport(db: Db, id: number, changes: Partial<Omit<ImportRow, 'id'>>): Promise<void> {
  await db.updateTable('imports').set(changes).where('id', '=', id).execute();
}

export async function deleteImport(db: Db, id: number): Promise<void> {
  await db.deleteFrom('imports').where('id', '=', id).execute();
}

export async function findImport(db: Db, workspaceId: number, id: number): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).where('status', '!=', 'uploading').executeTakeFirst();
}

export async function listImportRows(db: Db, workspaceId: number, offset: number, limit: number): Promise<{ rows: ImportRow[]; total: number }> {
  const base = db.selectFrom('imports').where('workspace_id', '=', workspaceId).where('status', '!=', 'uploading');
  const rows = await base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** The oldest import the job has work on. */
export async function findNextImport(db: Db): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('status', 'in', ['queued', 'running']).orderBy('id').limit(1).executeTakeFirst();
}

/** Uploads a crashed request left behind. */
export async function deleteStaleUploads(db: Db, before: string): Promise<void> {
  await db.deleteFrom('imports').where('status', '=', 'uploading').where('updated_at', '<', before).execute();
}

export async function insertChunk(db: Db, importId: number, seq: number, data: Uint8Array): Promise<void> {
  await db.insertInto('import_chunks').values({ import_id: importId, seq, data }).execute();
}

export async function findChunk(db: Db, importId: number, seq: number): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('import_chunks').select('data').where('import_id', '=', importId).where('seq', '=', seq).executeTakeFirst();
  return row?.data;
}

export async function deleteChunks(db: Db, importId: number): Promise<void> {
  await db.deleteFrom('import_chunks').where('import_id', '=', importId).execute();
}

type RowTable = 'import_errors' | 'import_notes';

/** Rows of an import's errors or notes, in chunks far below either store's bound-parameter limit. */
export async function insertRowsOf<T extends RowTable>(db: Db, table: T, rows: Array<Selectable<Database[T]>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
}

/** One page of an import's errors or notes, in row order, and how many there are. */
export async function listRowsOf<T extends RowTable>(db: Db, table: T, importId: number, offset: number, limit: number): Promise<{ rows: Array<Selectable<Database[T]>>; total: number }> {
  // One table or the other, the same columns queried: the cast only spares the compiler the union.
  const from = db.selectFrom(table as 'import_errors');
  const rows = await from.selectAll().where('import_id', '=', importId).orderBy('row').offset(offset).limit(limit).execute();
  const { total } = await from.select((eb) => eb.fn.countAll<number>().as('total')).where('import_id', '=', importId).executeTakeFirstOrThrow();
  return { rows: rows as unknown as Array<Selectable<Database[T]>>, total: Number(total) };
}

/** Adds a batch's counts and moves the cursor; answers the status it finds (a cancel wins). */
export async function commitBatch(db: Db, id: number, batch: { cursor: number; created: number; skipped: number; failed: number }): Promise<string> {
  const row = await db
    .updateTable('imports')
    .set((eb) => ({
      cursor: batch.cursor,
      created: eb('created', '+', batch.created),
      skipped: eb('skipped', '+', batch.skipped),
      failed: eb('failed', '+', batch.failed),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Moves an import that is still queued or running to `status`; false when it had already ended. */
export async function endImport(db: Db, id: number, status: ImportStatus, error: { code: string; message: string } | null = null): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('imports')
    .set({ status, updated_at: now, finished_at: now, error_code: error?.code ?? null, error_message: error?.message ?? null })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
