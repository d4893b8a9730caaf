import type { FastifyBaseLogger } from 'fastify';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { getEntitlements } from '../accounts/index.js';
import { findWorkspaceById } from '../workspaces/index.js';
import type { Actor, LinksContext } from '../links/index.js';
import type { ImportFormat } from './formats/detect.js';
import { UnreadableFileError } from './formats/records.js';
import { FolderNames, importBatch } from './import-rows.js';
import { recordsOf, type SourceRow, sourceRowsOf, storedBytes } from './import-source.js';
import { deleteChunks, deleteStaleUploads, endImport, findNextImport, type ImportRow, updateImport } from './imports.repository.js';

export const IMPORT_JOB = 'imports';
/** Rows applied and committed together with the cursor, in one transaction: a restart redoes at most one uncommitted batch. */
export const IMPORT_BATCH = 200;
/** One run's share of work; well inside the scheduler lease (at least 60 s), so no second instance takes over. */
const RUN_BUDGET_MS = 20_000;
const STALE_UPLOAD_MS = 60 * 60_000;
/** Runs this often; an upload waits at most this long for its import to start. */
const INTERVAL_MS = 2_000;
// Past the run's budget, counting a huge file's records (about 10 s per million here) must not let
// a second instance take the lease; a crashed holder delays imports by this much at most.
const LEASE_MS = 5 * 60_000;
let sweptAt = 0;

/** Runs imports a batch at a time, on one instance at a time (the scheduler's lease), every 2 s. */
export function registerImportJob(scheduler: Scheduler, ctx: LinksContext, logger: FastifyBaseLogger, timing: { intervalMs?: number; budgetMs?: number } = {}): void {
  scheduler.add({ name: IMPORT_JOB, intervalMs: timing.intervalMs ?? INTERVAL_MS, leaseMs: LEASE_MS, run: ({ stopping }) => runImports(ctx, logger, timing.budgetMs ?? RUN_BUDGET_MS, stopping) });
}

/** Works on queued and running imports, oldest first, until none is left or the run's time is up. */
export async function runImports(ctx: LinksContext, logger: Pick<FastifyBaseLogger, 'debug'>, budgetMs = RUN_BUDGET_MS, stopping = () => false): Promise<void> {
  const deadline = Date.now() + budgetMs;
  // Shutdown ends a run after the batch under way, as the budget does.
  const timeUp = () => Date.now() >= deadline || stopping();
  // A write, so once a minute rather than every run.
  if (Date.now() - sweptAt > 60_000) {
    sweptAt = Date.now();
    await deleteStaleUploads(ctx.store.db, new Date(Date.now() - STALE_UPLOAD_MS).toISOString());
  }
  // At least one batch per run, however small the budget: a run always moves the cursor.
  do {
    const job = await findNextImport(ctx.store.db);
    if (!job) return;
    try {
      await runImport(ctx, job, timeUp);
    } catch (error) {
      if (!(error instanceof UnreadableFileError)) throw error;
      await finish(ctx, job, 'failed', { code: 'import_unreadable', message: error.message });
    }
    logger.debug({ importId: job.id }, 'import worked on');
  } while (!timeUp());
}

async function finish(ctx: LinksContext, job: ImportRow, status: 'completed' | 'failed', error: { code: string; message: string } | null = null): Promise<void> {
  await endImport(ctx.store.db, job.id, status, error);
  await deleteChunks(ctx.store.db, job.id);
}

/** Counts the file's records before any is applied: a file that cannot be read fails whole. */
async function countRecords(ctx: LinksContext, job: ImportRow): Promise<number> {
  let total = 0;
  for await (const record of recordsOf(job.format as ImportFormat, storedBytes(ctx.store.db, job.id))) total = record.row;
  return total;
}

/** The import goes on as the member who started it, with the workspace's plan as it is now. */
async function actorOf(ctx: LinksContext, job: ImportRow): Promise<Actor | null> {
  const workspace = await findWorkspaceById(ctx.store.db, job.workspace_id);
  return workspace ? { userId: job.created_by ?? 0, workspaceId: workspace.id, role: 'member', entitlements: await getEntitlements(ctx.store.db, workspace.plan) } : null;
}

async function runImport(ctx: LinksContext, job: ImportRow, timeUp: () => boolean): Promise<void> {
  const db = ctx.store.db;
  const actor = await actorOf(ctx, job);
  if (!actor) return finish(ctx, job, 'failed', { code: 'not_found', message: 'The account is gone' });
  if (job.status === 'queued') {
    const total = await countRecords(ctx, job);
    if (total === 0) return finish(ctx, job, 'failed', { code: 'import_empty', message: 'The file holds no links' });
    job = { ...job, status: 'running', total };
    await updateImport(db, job.id, { status: 'running', total, updated_at: new Date().toISOString() });
  }
  const folders = new FolderNames(ctx, actor);
  let batch: SourceRow[] = [];
  const commit = async (): Promise<boolean> => {
    const status = await importBatch(ctx, actor, job, batch, folders);
    job = { ...job, cursor: batch[batch.length - 1]!.row };
    batch = [];
    return status === 'running';
  };
  for await (const row of sourceRowsOf(job.format as ImportFormat, storedBytes(db, job.id))) {
    if (row.row <= job.cursor) continue;
    batch.push(row);
    if (batch.length < IMPORT_BATCH) continue;
    if (!(await commit())) return deleteChunks(db, job.id);
    if (timeUp()) return;
  }
  if (batch.length > 0 && !(await commit())) return deleteChunks(db, job.id);
  await finish(ctx, job, 'completed');
}
