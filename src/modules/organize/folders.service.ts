import type { Selectable } from 'kysely';
import type { FolderTable } from '../../platform/db/tables.js';
import { LimitReachedError, NameTakenError, NotFoundError, ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { type AuditActor, recordAudit } from '../../platform/events/audit.js';
import { findFolderRow, insertFolderRow, listFolderRows, listFoldersWithCounts, updateFolderRow } from './folders.repository.js';
import { readLabel } from '../../platform/text/labels.js';
import { parseColor } from './colors.js';
import { type FolderCreateBody, type FolderUpdateBody, MAX_FOLDER_NAME } from './organize.schemas.js';

export type FolderRow = Selectable<FolderTable>;

/** The Folder resource of the interface. */
export interface FolderResource {
  id: number;
  name: string;
  color: string | null;
  position: number;
  links_count: number;
  created_at: string;
}

/** What happens to a deleted folder's links: moved out of any folder, or deleted with it (soft). */
export const FOLDER_LINK_CHOICES = ['unfile', 'delete'] as const;
export type FolderLinkChoice = (typeof FOLDER_LINK_CHOICES)[number];

export const MAX_FOLDERS = 200;
const MAX_NAME = MAX_FOLDER_NAME;

/** The user's folders in dashboard order, with live link counts. */
export async function listFolders(db: Db, workspaceId: number): Promise<FolderResource[]> {
  const rows = await listFoldersWithCounts(db, workspaceId);
  return rows.map((row) => ({ ...row, links_count: Number(row.links_count) }));
}

/** Creates a folder at the end of the dashboard order. */
export async function createFolder(db: Db, actor: AuditActor, body: FolderCreateBody): Promise<FolderRow> {
  const { workspaceId } = actor;
  const name = parseName(body.name);
  const color = parseColor(body.color);
  const existing = await listFolderRows(db, workspaceId);
  if (existing.length >= MAX_FOLDERS) throw new LimitReachedError(`You can have at most ${MAX_FOLDERS} folders`);
  assertNameFree(existing, name);
  const now = new Date().toISOString();
  const position = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
  return db.transaction().execute(async (trx) => {
    const row = await insertFolderRow(trx, { workspace_id: workspaceId, name, color, position, created_at: now, updated_at: now });
    await recordAudit(trx, actor, { action: 'folder.created', targetType: 'folder', targetId: row.id, after: auditedFolder(row) });
    return row;
  });
}

/** Renames and/or recolours a folder; absent fields are kept, `color: null` clears it. */
export async function updateFolder(db: Db, actor: AuditActor, id: number, body: FolderUpdateBody): Promise<FolderRow> {
  const { workspaceId } = actor;
  const current = await getFolderOrThrow(db, workspaceId, id);
  const name = body.name === undefined ? current.name : parseName(body.name);
  const color = body.color === undefined ? current.color : parseColor(body.color);
  if (name.toLowerCase() !== current.name.toLowerCase()) {
    assertNameFree(await listFolderRows(db, workspaceId), name);
  }
  return db.transaction().execute(async (trx) => {
    const row = await updateFolderRow(trx, workspaceId, id, { name, color, updated_at: new Date().toISOString() });
    await recordAudit(trx, actor, { action: 'folder.updated', targetType: 'folder', targetId: id, before: auditedFolder(current), after: auditedFolder(row) });
    return row;
  });
}

/** A folder's fields as the audit log records them. */
export function auditedFolder(row: FolderRow): Record<string, unknown> {
  return { name: row.name, color: row.color };
}

/** Stores a new dashboard order: `ids` must list each of the user's folders exactly once. */
export async function reorderFolders(db: Db, actor: AuditActor, ids: readonly number[]): Promise<void> {
  const { workspaceId } = actor;
  const owned = await listFolderRows(db, workspaceId);
  const wanted = new Set(owned.map((row) => row.id));
  // The schema made them distinct whole numbers; they must also be exactly the caller's.
  if (ids.length !== wanted.size || !ids.every((id) => wanted.has(id))) throw ValidationError.field('ids', 'ids must list each of your folder ids exactly once');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of ids.entries()) {
      await updateFolderRow(trx, workspaceId, id, { position, updated_at: now });
    }
    const before = [...owned].sort((a, b) => a.position - b.position).map((row) => row.id);
    await recordAudit(trx, actor, { action: 'folder.reordered', targetType: 'workspace', targetId: workspaceId, before: { order: before }, after: { order: [...ids] } });
  });
}

/** The caller's folder, or a 404. */
export async function getFolderOrThrow(db: Db, workspaceId: number, id: number): Promise<FolderRow> {
  const row = await findFolderRow(db, workspaceId, id);
  if (!row) throw new NotFoundError('Folder not found');
  return row;
}

function parseName(value: string): string {
  const label = readLabel(value, MAX_NAME);
  if (!label.ok) throw ValidationError.field('name', `name ${label.problem}`);
  return label.name;
}

// Two folders with the same name would be indistinguishable in every picker.
function assertNameFree(existing: Array<{ name: string }>, name: string): void {
  if (existing.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
    throw new NameTakenError('you already have a folder with this name');
  }
}
