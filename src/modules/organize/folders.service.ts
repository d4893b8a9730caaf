import type { Selectable } from 'kysely';
import type { FolderTable } from '../../platform/db/tables.js';
import { InvalidBodyError, LimitReachedError, NameTakenError, NotFoundError, ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { findFolderRow, insertFolderRow, listFolderRows, listFoldersWithCounts, updateFolderRow } from './folders.repository.js';
import { readLabel } from '../../platform/text/labels.js';

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
const MAX_NAME = 100;
const HEX_COLOR = /^#?([0-9a-fA-F]{6})$/;

/** The user's folders in dashboard order, with live link counts. */
export async function listFolders(db: Db, userId: number): Promise<FolderResource[]> {
  const rows = await listFoldersWithCounts(db, userId);
  return rows.map((row) => ({ ...row, links_count: Number(row.links_count) }));
}

/** Creates a folder at the end of the dashboard order. */
export async function createFolder(db: Db, userId: number, body: unknown): Promise<FolderRow> {
  const fields = readObject(body);
  const name = parseName(fields.name);
  const color = parseColor(fields.color);
  const existing = await listFolderRows(db, userId);
  if (existing.length >= MAX_FOLDERS) throw new LimitReachedError(`You can have at most ${MAX_FOLDERS} folders`);
  assertNameFree(existing, name);
  const now = new Date().toISOString();
  const position = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
  return insertFolderRow(db, { user_id: userId, name, color, position, created_at: now, updated_at: now });
}

/** Renames and/or recolours a folder; absent fields are kept, `color: null` clears it. */
export async function updateFolder(db: Db, userId: number, id: number, body: unknown): Promise<FolderRow> {
  const fields = readObject(body);
  const current = await getFolderOrThrow(db, userId, id);
  const name = fields.name === undefined ? current.name : parseName(fields.name);
  const color = fields.color === undefined ? current.color : parseColor(fields.color);
  if (name.toLowerCase() !== current.name.toLowerCase()) {
    assertNameFree(await listFolderRows(db, userId), name);
  }
  return updateFolderRow(db, userId, id, { name, color, updated_at: new Date().toISOString() });
}

/** Stores a new dashboard order: `ids` must list each of the user's folders exactly once. */
export async function reorderFolders(db: Db, userId: number, ids: unknown): Promise<void> {
  const owned = await listFolderRows(db, userId);
  const wanted = new Set(owned.map((row) => row.id));
  const valid =
    Array.isArray(ids) &&
    ids.length === wanted.size &&
    new Set(ids).size === ids.length &&
    ids.every((id) => typeof id === 'number' && wanted.has(id));
  if (!valid) throw ValidationError.field('ids', 'ids must list each of your folder ids exactly once');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [position, id] of (ids as number[]).entries()) {
      await updateFolderRow(trx, userId, id, { position, updated_at: now });
    }
  });
}

/** The caller's folder, or a 404. */
export async function getFolderOrThrow(db: Db, userId: number, id: number): Promise<FolderRow> {
  const row = await findFolderRow(db, userId, id);
  if (!row) throw new NotFoundError('Folder not found');
  return row;
}

function readObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidBodyError();
  }
  return body as Record<string, unknown>;
}

function parseName(value: unknown): string {
  const label = readLabel(value, MAX_NAME);
  if (!label.ok) throw ValidationError.field('name', `name ${label.problem}`);
  return label.name;
}

function parseColor(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const match = typeof value === 'string' ? HEX_COLOR.exec(value) : null;
  if (!match) throw ValidationError.field('color', 'color must be a hex colour such as #3366ff');
  return `#${match[1]!.toLowerCase()}`;
}

// Two folders with the same name would be indistinguishable in every picker.
function assertNameFree(existing: Array<{ name: string }>, name: string): void {
  if (existing.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
    throw new NameTakenError('you already have a folder with this name');
  }
}
