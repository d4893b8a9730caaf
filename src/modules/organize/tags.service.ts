import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { TagTable } from '../../platform/db/tables.js';
import { NameTakenError, NotFoundError, ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { inTransaction } from '../../platform/db/savepoint.js';
import { type AuditActor, recordAudit } from '../../platform/events/audit.js';
import { deleteTagRow, findTagRow, findTagsByName, insertTagUnlessTaken, listTagsWithCounts, renameTagRow, setTagColorRow } from './tags.repository.js';
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
export async function createTag(db: Db, actor: AuditActor, name: string, color?: string | null): Promise<TagRow> {
  const value = parseTagName(name);
  const colour = parseColor(color);
  if ((await findTagsByName(db, actor.workspaceId, [value])).length > 0) throw new NameTakenError(TAG_TAKEN);
  return inOwnTransaction(db, async (trx) => {
    const row = await insertTagUnlessTaken(trx, actor.workspaceId, value, new Date().toISOString());
    if (!row) throw new NameTakenError(TAG_TAKEN);
    if (colour !== null) await setTagColorRow(trx, row.id, colour);
    await recordAudit(trx, actor, { action: 'tag.created', targetType: 'tag', targetId: row.id, after: { name: row.name, color: colour } });
    return { ...row, color: colour };
  });
}

/** Renames and/or recolours a tag; absent fields are kept, `color: null` clears it. Returns the tag as it is now. */
export async function updateTag(db: Db, actor: AuditActor, id: number, body: TagUpdateBody): Promise<TagRow> {
  const { workspaceId } = actor;
  const name = body.name === undefined ? undefined : parseTagName(body.name);
  const color = body.color === undefined ? undefined : parseColor(body.color);
  // Renaming to another letter case of the same name is allowed; to another tag's name is not.
  if (name !== undefined && (await findTagsByName(db, workspaceId, [name])).some((tag) => tag.id !== id)) throw new NameTakenError(TAG_TAKEN);
  return inOwnTransaction(db, async (trx) => {
    const before = await findTagRow(trx, workspaceId, id);
    if (!before) throw new NotFoundError('Tag not found');
    if (name !== undefined && !(await renameTagRow(trx, workspaceId, id, name))) throw new NotFoundError('Tag not found');
    if (color !== undefined) await setTagColorRow(trx, id, color);
    const after = { name: name ?? before.name, color: color === undefined ? before.color : color };
    await recordAudit(trx, actor, { action: 'tag.updated', targetType: 'tag', targetId: id, before: { name: before.name, color: before.color }, after });
    return { ...before, ...after };
  });
}

/** Renames a tag; every link carrying it shows the new name. */
export async function renameTag(db: Db, actor: AuditActor, id: number, name: string): Promise<TagRow> {
  return updateTag(db, actor, id, { name });
}

/** Deletes a tag and takes it off every link; the links themselves stay. */
export async function deleteTag(db: Db, actor: AuditActor, id: number): Promise<void> {
  await inOwnTransaction(db, async (trx) => {
    const before = await findTagRow(trx, actor.workspaceId, id);
    if (!before || !(await deleteTagRow(trx, actor.workspaceId, id))) throw new NotFoundError('Tag not found');
    await recordAudit(trx, actor, { action: 'tag.deleted', targetType: 'tag', targetId: id, before: { name: before.name } });
  });
}

/** A unique violation under a concurrent create or rename is the same "name taken" as the early check. */
async function inOwnTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    throw isUniqueViolation(error) ? new NameTakenError(TAG_TAKEN) : error;
  }
}

function parseTagName(value: string): string {
  const label = readLabel(value, MAX_NAME);
  if (!label.ok) throw ValidationError.field('name', `name ${label.problem}`);
  return label.name;
}
