import { recordAudit } from '../../platform/events/audit.js';
import { NotFoundError, StateError } from '../../platform/http/errors.js';
import { ensureEmailVerified } from '../accounts/index.js';
import type { Actor, LinksContext, OnSlugTaken } from '../links/index.js';
import type { ImportFormat } from './formats/detect.js';
import { CHUNK_BYTES, EncodingCheck, formatOf, headText } from './import-upload.js';
import { deleteChunks, deleteImport, endImport, findImport, insertChunk, insertImport, listImportRows, listRowsOf, updateImport } from './imports.repository.js';
import { type ImportResource, toImportErrorResource, toImportResource } from './imports.mapper.js';

/** An uploaded file as the route hands it over: its name and its bytes, streamed. */
export interface UploadedFile {
  filename: string | null;
  bytes: AsyncIterable<Uint8Array>;
}

export interface ImportOptions {
  format?: ImportFormat;
  onConflict?: OnSlugTaken;
}

/**
 * Stores an uploaded file in the database, in chunks every instance can read, checking its
 * encoding and format as it arrives, and queues its import. A file refused for any reason
 * (too large, not UTF-8, no format we read, empty) leaves nothing behind.
 */
export async function startImport(ctx: LinksContext, actor: Actor, file: UploadedFile, options: ImportOptions = {}): Promise<ImportResource> {
  const db = ctx.store.db;
  if (ctx.requireEmailVerification) await ensureEmailVerified(db, actor.userId);
  const now = new Date().toISOString();
  const job = await insertImport(db, {
    workspace_id: actor.workspaceId, created_by: actor.userId, status: 'uploading', format: options.format ?? 'csv', on_conflict: options.onConflict ?? 'fail',
    filename: file.filename, size_bytes: 0, total: null, error_code: null, error_message: null, created_at: now, updated_at: now, finished_at: null,
  });
  try {
    const check = new EncodingCheck();
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let size = 0;
    let format: ImportFormat | undefined;
    const flush = async () => {
      const chunk = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      format ??= await formatOf(headText(chunk), options.format);
      await insertChunk(db, job.id, seq++, chunk);
      // A slow upload stays fresh: the job removes only uploads idle for an hour.
      if (seq % 16 === 0) await updateImport(db, job.id, { updated_at: new Date().toISOString() });
    };
    for await (const bytes of file.bytes) {
      check.push(bytes);
      pending.push(bytes);
      pendingBytes += bytes.length;
      size += bytes.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    }
    check.end();
    if (pendingBytes > 0 || seq === 0) await flush();
    await db.transaction().execute(async (trx) => {
      await updateImport(trx, job.id, { status: 'queued', format: format!, size_bytes: size, updated_at: new Date().toISOString() });
      const after = { filename: job.filename, format: format!, size_bytes: size, on_conflict: job.on_conflict, status: 'queued' };
      await recordAudit(trx, actor, { action: 'import.started', targetType: 'import', targetId: job.id, after });
    });
    return toImportResource({ ...job, status: 'queued', format: format!, size_bytes: size });
  } catch (error) {
    await deleteImport(db, job.id);
    throw error;
  }
}

export async function getImportOrThrow(ctx: LinksContext, actor: Actor, id: number) {
  const row = await findImport(ctx.store.db, actor.workspaceId, id);
  if (!row) throw new NotFoundError('Import not found');
  return row;
}

/** One import of the account. */
export async function getImport(ctx: LinksContext, actor: Actor, id: number): Promise<ImportResource> {
  return toImportResource(await getImportOrThrow(ctx, actor, id));
}

/** The account's imports, newest first, a page at a time. */
export async function listImports(ctx: LinksContext, actor: Actor, page: number, perPage: number) {
  const { rows, total } = await listImportRows(ctx.store.db, actor.workspaceId, (page - 1) * perPage, perPage);
  return { data: rows.map(toImportResource), total };
}

/** The rows an import could not apply, by row number, a page at a time. */
export async function listImportErrors(ctx: LinksContext, actor: Actor, id: number, page: number, perPage: number) {
  await getImportOrThrow(ctx, actor, id);
  const { rows, total } = await listRowsOf(ctx.store.db, 'import_errors', id, (page - 1) * perPage, perPage);
  return { data: rows.map(toImportErrorResource), total };
}

/** The rows an import made otherwise than they asked (a short code our rules refuse), with why. */
export async function listImportNotes(ctx: LinksContext, actor: Actor, id: number, page: number, perPage: number) {
  await getImportOrThrow(ctx, actor, id);
  const { rows, total } = await listRowsOf(ctx.store.db, 'import_notes', id, (page - 1) * perPage, perPage);
  return { data: rows.map(({ row, destination_url, slug, message }) => ({ row, destination_url, slug, message })), total };
}

/** Stops a queued or running import; links it already made stay. 409 once it has ended. */
export async function cancelImport(ctx: LinksContext, actor: Actor, id: number): Promise<ImportResource> {
  const row = await getImportOrThrow(ctx, actor, id);
  await ctx.store.db.transaction().execute(async (trx) => {
    if (!(await endImport(trx, id, 'cancelled'))) throw new StateError(`The import has already ended (${row.status})`);
    await recordAudit(trx, actor, { action: 'import.cancelled', targetType: 'import', targetId: id, before: { status: row.status }, after: { status: 'cancelled' } });
  });
  await deleteChunks(ctx.store.db, id);
  return getImport(ctx, actor, id);
}
