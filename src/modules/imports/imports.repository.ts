import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { ImportErrorTable, ImportTable } from '../../platform/db/tables.js';

export type ImportRow = Selectable<ImportTable>;
export type ImportErrorRow = Selectable<ImportErrorTable>;

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

export async function findImport(db: Db, userId: number, id: number): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).where('user_id', '=', userId).where('status', '!=', 'uploading').executeTakeFirst();
}

export async function listImportRows(db: Db, userId: number, offset: number, limit: number): Promise<{ rows: ImportRow[]; total: number }> {
  const base = db.selectFrom('imports').where('user_id', '=', userId).where('status', '!=', 'uploading');
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

export async function insertErrors(db: Db, rows: ImportErrorRow[]): Promise<void> {
  // Far below either store's bound-parameter limit per statement.
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('import_errors').values(rows.slice(i, i + 200)).execute();
}

export async function listErrorRows(db: Db, importId: number, offset: number, limit: number): Promise<{ rows: ImportErrorRow[]; total: number }> {
  const rows = await db.selectFrom('import_errors').selectAll().where('import_id', '=', importId).orderBy('row').offset(offset).limit(limit).execute();
  const { total } = await db.selectFrom('import_errors').select((eb) => eb.fn.countAll<number>().as('total')).where('import_id', '=', importId).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
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
