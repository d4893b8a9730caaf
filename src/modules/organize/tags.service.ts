import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { TagTable } from '../../platform/db/tables.js';
import { NameTakenError, NotFoundError, ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { deleteTagRow, findTagsByName, insertTagUnlessTaken, listTagsWithCounts, renameTagRow, setTagColorRow } from './tags.repository.js';
import { readLabel } from '../../platform/text/labels.js';
import { parseColor } from './colors.js';
import { MAX_TAG_NAME, type TagUpdateBody } from './organize.schemas.js';

export type TagRow = Selectable<TagTable>;

/** The Tag resource of the interface. */
export interface TagResource {
  id: number;
  name: string;
  color: string | null;
  links_count: number;
  created_at: string;
}

// The same bound link input applies to tag names.
const MAX_NAME = MAX_TAG_NAME;
const TAG_TAKEN = 'you already have a tag with this name';

export async function listTags(db: Db, workspaceId: number): Promise<TagResource[]> {
  const rows = await listTagsWithCounts(db, workspaceId);
  return rows.map((row) => ({ ...row, links_count: Number(row.links_count) }));
}

/** Creates a tag ahead of its first use on a link, with a colour when given. */
export async function createTag(db: Db, workspaceId: number, name: string, color?: string | null): Promise<TagRow> {
  const value = parseTagName(name);
  const colour = parseColor(color);
  if ((await findTagsByName(db, workspaceId, [value])).length > 0) throw new NameTakenError(TAG_TAKEN);
  return db.transaction().execute(async (trx) => {
    const row = await insertTagUnlessTaken(trx, workspaceId, value, new Date().toISOString());
    if (!row) throw new NameTakenError(TAG_TAKEN);
    if (colour !== null) await setTagColorRow(trx, row.id, colour);
    return { ...row, color: colour };
  });
}

/** Renames and/or recolours a tag; absent fields are kept, `color: null` clears it. */
export async function updateTag(db: Db, workspaceId: number, id: number, body: TagUpdateBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (body.name !== undefined) await renameTag(trx, workspaceId, id, body.name);
    else if (!(await listTagsWithCounts(trx, workspaceId)).some((tag) => tag.id === id)) throw new NotFoundError('Tag not found');
    if (body.color !== undefined) await setTagColorRow(trx, id, parseColor(body.color));
  });
}

/** Renames a tag; every link carrying it shows the new name. */
export async function renameTag(db: Db, workspaceId: number, id: number, name: string): Promise<TagRow> {
  const value = parseTagName(name);
  // Renaming to another letter case of the same name is allowed; to another tag's name is not.
  if ((await findTagsByName(db, workspaceId, [value])).some((tag) => tag.id !== id)) throw new NameTakenError(TAG_TAKEN);
  const row = await renameTagRow(db, workspaceId, id, value).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new NameTakenError(TAG_TAKEN) : error;
    });
  if (!row) throw new NotFoundError('Tag not found');
  return row;
}

/** Deletes a tag and takes it off every link; the links themselves stay. */
export async function deleteTag(db: Db, workspaceId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteTagRow(trx, workspaceId, id))) throw new NotFoundError('Tag not found');
  });
}

function parseTagName(value: string): string {
  const label = readLabel(value, MAX_NAME);
  if (!label.ok) throw ValidationError.field('name', `name ${label.problem}`);
  return label.name;
}
