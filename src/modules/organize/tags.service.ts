import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { TagTable } from '../../platform/db/tables.js';
import { NameTakenError, NotFoundError, ValidationError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/db.js';
import { type AuditActor, recordAudit } from '../../platform/events/audit.js';
import { deleteTagRow, findTagRow, findTagsByName, insertTagUnlessTaken, listTagsWithCounts, renameTagRow } from './tags.repository.js';
import { readLabel } from '../../platform/text/labels.js';
import { MAX_TAG_NAME } from './organize.schemas.js';

export type TagRow = Selectable<TagTable>;

/** The Tag resource of the interface. */
export interface TagResource {
  id: number;
  name: string;
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

/** Creates a tag ahead of its first use on a link. */
export async function createTag(db: Db, actor: AuditActor, name: string): Promise<TagRow> {
  const value = parseTagName(name);
  if ((await findTagsByName(db, actor.workspaceId, [value])).length > 0) throw new NameTakenError(TAG_TAKEN);
  return db.transaction().execute(async (trx) => {
    const row = await insertTagUnlessTaken(trx, actor.workspaceId, value, new Date().toISOString());
    if (!row) throw new NameTakenError(TAG_TAKEN);
    await recordAudit(trx, actor, { action: 'tag.created', targetType: 'tag', targetId: row.id, after: { name: row.name } });
    return row;
  });
}

/** Renames a tag; every link carrying it shows the new name. */
export async function renameTag(db: Db, actor: AuditActor, id: number, name: string): Promise<TagRow> {
  const { workspaceId } = actor;
  const value = parseTagName(name);
  // Renaming to another letter case of the same name is allowed; to another tag's name is not.
  if ((await findTagsByName(db, workspaceId, [value])).some((tag) => tag.id !== id)) throw new NameTakenError(TAG_TAKEN);
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await findTagRow(trx, workspaceId, id);
      const row = before ? await renameTagRow(trx, workspaceId, id, value) : undefined;
      if (!before || !row) throw new NotFoundError('Tag not found');
      await recordAudit(trx, actor, { action: 'tag.updated', targetType: 'tag', targetId: id, before: { name: before.name }, after: { name: row.name } });
      return row;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new NameTakenError(TAG_TAKEN) : error;
    });
}

/** Deletes a tag and takes it off every link; the links themselves stay. */
export async function deleteTag(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findTagRow(trx, actor.workspaceId, id);
    if (!before || !(await deleteTagRow(trx, actor.workspaceId, id))) throw new NotFoundError('Tag not found');
    await recordAudit(trx, actor, { action: 'tag.deleted', targetType: 'tag', targetId: id, before: { name: before.name } });
  });
}

function parseTagName(value: string): string {
  const label = readLabel(value, MAX_NAME);
  if (!label.ok) throw ValidationError.field('name', `name ${label.problem}`);
  return label.name;
}
