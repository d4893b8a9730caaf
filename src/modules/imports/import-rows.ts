import type { Transaction } from 'kysely';
import { withSavepoint } from '../../platform/db/savepoint.js';
import type { Database } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/errors.js';
import { type Actor, findLinkBySourceKey, linkKey, type LinksContext, type OnSlugTaken, type PreparedLink, prepareLink, readLinkCreateBody, SourceKeyTakenError, writeLink } from '../links/index.js';
import { createFolder, listFolderRows } from '../organize/index.js';
import type { ImportDraft } from './formats/drafts.js';
import type { SourceRow } from './import-source.js';
import { commitBatch, type ImportErrorRow, type ImportNoteRow, type ImportRow, insertRowsOf } from './imports.repository.js';

/** Rows checked and scanned at once, outside the transaction, so their DNS waits overlap. */
const CONCURRENCY = 32;

type RowOutcome = { kind: 'created'; key: string; slug: string } | { kind: 'skipped' } | { kind: 'failed'; code: string; message: string };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
/** What a row asked for, kept beside its failure so the person can find it in their file. */
const askedBy = (row: SourceRow) => ({ destination_url: text(row.draft?.body.destination_url ?? row.asked?.destination_url), slug: text(row.draft?.body.slug ?? row.asked?.slug) });
type Prepared = { row: number; link: PreparedLink };

/** Folder names to ids for one run of the job; a missing folder is made when first used. */
export class FolderNames {
  private names: Map<string, number> | null = null;
  constructor(
    private readonly ctx: LinksContext,
    private readonly actor: Actor,
  ) {}

  async idOf(name: string): Promise<number> {
    this.names ??= new Map((await listFolderRows(this.ctx.store.db, this.actor.workspaceId)).map((folder) => [folder.name.toLowerCase(), folder.id]));
    const known = this.names.get(name.toLowerCase());
    if (known !== undefined) return known;
    const folder = await createFolder(this.ctx.store.db, this.actor, { name });
    this.names.set(folder.name.toLowerCase(), folder.id);
    return folder.id;
  }
}

function failureOf(error: unknown): RowOutcome {
  if (error instanceof AppError && error.status === 422) return { kind: 'failed', code: error.code, message: error.message };
  throw error;
}

/** A row's checks and safety scan, as a single create does them; nothing is written yet. */
async function prepareDraft(ctx: LinksContext, actor: Actor, job: ImportRow, draft: ImportDraft, folderId: number | undefined): Promise<PreparedLink | RowOutcome> {
  if (await findLinkBySourceKey(ctx.store.db, actor.workspaceId, draft.sourceKey)) return { kind: 'skipped' };
  try {
    const body = readLinkCreateBody(folderId === undefined ? draft.body : { ...draft.body, folder_id: folderId });
    const options = { sourceKey: draft.sourceKey, importId: job.id, onSlugTaken: job.on_conflict as OnSlugTaken, ...(draft.createdAt ? { createdAt: draft.createdAt } : {}) };
    return await prepareLink(ctx, actor, body, options);
  } catch (error) {
    return failureOf(error);
  }
}

/** Writes one prepared row inside the batch's transaction; a row that fails is rolled back to its savepoint alone. */
async function writeRow(ctx: LinksContext, trx: Transaction<Database>, actor: Actor, link: PreparedLink): Promise<RowOutcome> {
  try {
    const row = await withSavepoint(trx, 'import_row', () => writeLink(ctx, trx, actor, link));
    return { kind: 'created', key: linkKey(row.host, row.slug), slug: row.slug };
  } catch (error) {
    if (error instanceof SourceKeyTakenError) return { kind: 'skipped' };
    return failureOf(error);
  }
}

/**
 * Imports a batch of rows and moves the cursor past them in one transaction, so a batch is
 * applied whole or not at all. Folders and repeated source keys are settled in order first;
 * the checks and safety scans (DNS waits) then run a few rows at a time, outside the
 * transaction; each row fails on its own.
 */
export async function importBatch(ctx: LinksContext, actor: Actor, job: ImportRow, rows: SourceRow[], folders: FolderNames): Promise<string> {
  const outcomes = new Map<number, RowOutcome>();
  const asked = new Map(rows.map((row) => [row.row, askedBy(row)]));
  const slugNotes = new Map(rows.flatMap((row) => (row.draft?.slugNote ? [[row.row, row.draft.slugNote] as const] : [])));
  const prepared: Prepared[] = [];
  const tasks: Array<() => Promise<void>> = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.draft) {
      outcomes.set(row.row, { kind: 'failed', code: row.error!.code, message: row.error!.message });
      continue;
    }
    const draft = row.draft;
    if (seen.has(draft.sourceKey)) {
      outcomes.set(row.row, { kind: 'skipped' });
      continue;
    }
    seen.add(draft.sourceKey);
    let folderId: number | undefined;
    try {
      folderId = draft.folder === null ? undefined : await folders.idOf(draft.folder);
    } catch (error) {
      outcomes.set(row.row, failureOf(error));
      continue;
    }
    tasks.push(async () => {
      const result = await prepareDraft(ctx, actor, job, draft, folderId);
      if ('kind' in result) outcomes.set(row.row, result);
      else prepared.push({ row: row.row, link: result });
    });
  }
  await runLimited(tasks, CONCURRENCY);
  prepared.sort((a, b) => a.row - b.row);

  const status = await ctx.store.db.transaction().execute(async (trx) => {
    for (const { row, link } of prepared) outcomes.set(row, await writeRow(ctx, trx, actor, link));
    const counts = { created: 0, skipped: 0, failed: 0 };
    const errors: ImportErrorRow[] = [];
    const notes: ImportNoteRow[] = [];
    for (const [row, outcome] of outcomes) {
      counts[outcome.kind]++;
      if (outcome.kind === 'failed') errors.push({ import_id: job.id, row, code: outcome.code, message: outcome.message, ...asked.get(row)! });
      const note = slugNotes.get(row);
      if (outcome.kind === 'created' && note) notes.push({ import_id: job.id, row, destination_url: asked.get(row)!.destination_url, slug: outcome.slug, message: note });
    }
    await insertRowsOf(trx, 'import_errors', errors.sort((a, b) => a.row - b.row));
    await insertRowsOf(trx, 'import_notes', notes.sort((a, b) => a.row - b.row));
    return commitBatch(trx, job.id, { cursor: rows[rows.length - 1]!.row, ...counts });
  });
  for (const outcome of outcomes.values()) if (outcome.kind === 'created') await ctx.cache.evict(outcome.key);
  return status;
}

async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
