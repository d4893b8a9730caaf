import { AppError } from '../../platform/http/errors.js';
import { type Actor, createLink, findLinkBySourceKey, type LinksContext, type OnSlugTaken, readLinkCreateBody, SourceKeyTakenError } from '../links/index.js';
import { createFolder, listFolderRows } from '../organize/index.js';
import type { ImportDraft } from './formats/drafts.js';
import type { SourceRow } from './import-source.js';
import type { ImportErrorRow, ImportRow } from './imports.repository.js';

/** Rows scanned and written at once: they overlap the safety scan's DNS waits. */
const CONCURRENCY = 8;

/** What one batch did, committed with the cursor in one statement. */
export interface BatchOutcome {
  created: number;
  skipped: number;
  failed: number;
  errors: ImportErrorRow[];
  lastLinkId: number;
}

type RowOutcome = { kind: 'created'; linkId: number } | { kind: 'skipped' } | { kind: 'failed'; code: string; message: string };

/** Folder names to ids for one run of the job; a missing folder is made when first used. */
export class FolderNames {
  private names: Map<string, number> | null = null;
  constructor(
    private readonly ctx: LinksContext,
    private readonly userId: number,
  ) {}

  async idOf(name: string): Promise<number> {
    this.names ??= new Map((await listFolderRows(this.ctx.store.db, this.userId)).map((folder) => [folder.name.toLowerCase(), folder.id]));
    const known = this.names.get(name.toLowerCase());
    if (known !== undefined) return known;
    const folder = await createFolder(this.ctx.store.db, this.userId, { name });
    this.names.set(folder.name.toLowerCase(), folder.id);
    return folder.id;
  }
}

/** An import's own link is one a later, uncommitted batch made: a re-run counts it again. */
function outcomeOfExisting(existing: { id: number; import_id: number | null }, job: ImportRow): RowOutcome {
  return existing.import_id === job.id && existing.id > job.last_link_id ? { kind: 'created', linkId: existing.id } : { kind: 'skipped' };
}

function failureOf(error: unknown): RowOutcome {
  if (error instanceof AppError && error.status === 422) return { kind: 'failed', code: error.code, message: error.message };
  throw error;
}

/** One row through the links module's own create: validation, plan gates, safety scan, slug rules, quota. */
async function importDraft(ctx: LinksContext, actor: Actor, job: ImportRow, draft: ImportDraft, folderId: number | undefined): Promise<RowOutcome> {
  const existing = await findLinkBySourceKey(ctx.store.db, actor.userId, draft.sourceKey);
  if (existing) return outcomeOfExisting(existing, job);
  try {
    const body = readLinkCreateBody(folderId === undefined ? draft.body : { ...draft.body, folder_id: folderId });
    const options = { sourceKey: draft.sourceKey, importId: job.id, onSlugTaken: job.on_conflict as OnSlugTaken, ...(draft.createdAt ? { createdAt: draft.createdAt } : {}) };
    const link = await createLink(ctx, actor, body, options);
    return { kind: 'created', linkId: link.id };
  } catch (error) {
    if (error instanceof SourceKeyTakenError) return outcomeOfExisting(error.existing, job);
    return failureOf(error);
  }
}

/**
 * Imports a batch of rows. Folders are resolved and repeated source keys dropped in order first,
 * then rows are created a few at a time; each row fails on its own.
 */
export async function importBatch(ctx: LinksContext, actor: Actor, job: ImportRow, rows: SourceRow[], folders: FolderNames): Promise<BatchOutcome> {
  const outcomes = new Map<number, RowOutcome>();
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
    tasks.push(async () => void outcomes.set(row.row, await importDraft(ctx, actor, job, draft, folderId)));
  }
  await runLimited(tasks, CONCURRENCY);

  const batch: BatchOutcome = { created: 0, skipped: 0, failed: 0, errors: [], lastLinkId: job.last_link_id };
  for (const [row, outcome] of outcomes) {
    if (outcome.kind === 'created') {
      batch.created++;
      batch.lastLinkId = Math.max(batch.lastLinkId, outcome.linkId);
    } else if (outcome.kind === 'skipped') batch.skipped++;
    else {
      batch.failed++;
      batch.errors.push({ import_id: job.id, row, code: outcome.code, message: outcome.message });
    }
  }
  return batch;
}

async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
