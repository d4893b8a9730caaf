import { asciiLower } from '../../platform/text/labels.js';
import type { Db } from '../../platform/db/db.js';

/**
 * The user's tags whose names equal these ignoring ASCII letter case (`Spring` is `spring`).
 * Folded here rather than with SQL `lower()`, which is ASCII-only on SQLite but Unicode-aware
 * on PostgreSQL: the two stores would disagree on `É`. A user has tens to hundreds of tags.
 */
export async function findTagsByName(db: Db, workspaceId: number, names: string[]): Promise<Array<{ id: number; name: string }>> {
  if (names.length === 0) return [];
  const wanted = new Set(names.map(asciiLower));
  const rows = await db.selectFrom('tags').select(['id', 'name']).where('workspace_id', '=', workspaceId).execute();
  return rows.filter((row) => wanted.has(asciiLower(row.name)));
}

/** Ids of the user's tags with these names (ignoring letter case), creating the missing ones. */
export async function ensureTags(db: Db, workspaceId: number, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const found = await findTagsByName(db, workspaceId, names);
  const known = new Set(found.map((row) => asciiLower(row.name)));
  const missing = [...new Map(names.map((name) => [asciiLower(name), name])).entries()].filter(([key]) => !known.has(key)).map(([, name]) => name);
  if (missing.length === 0) return found.map((row) => row.id);
  const now = new Date().toISOString();
  await db
    .insertInto('tags')
    .values(missing.map((name) => ({ workspace_id: workspaceId, name, created_at: now })))
    .onConflict((oc) => oc.columns(['workspace_id', 'name']).doNothing())
    .execute();
  return (await findTagsByName(db, workspaceId, names)).map((row) => row.id);
}

/** Replaces a link's tags. */
export async function setLinkTags(db: Db, workspaceId: number, linkId: number, names: string[]): Promise<void> {
  const tagIds = await ensureTags(db, workspaceId, names);
  await db.deleteFrom('link_tags').where('link_id', '=', linkId).execute();
  if (tagIds.length > 0) {
    await db.insertInto('link_tags').values(tagIds.map((tagId) => ({ link_id: linkId, tag_id: tagId }))).execute();
  }
}

/** Tag names per link id, sorted by name. */
export async function tagsOfLinks(db: Db, linkIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(linkIds.map((id) => [id, []]));
  if (linkIds.length === 0) return result;
  const rows = await db
    .selectFrom('link_tags')
    .innerJoin('tags', 'tags.id', 'link_tags.tag_id')
    .select(['link_tags.link_id', 'tags.name'])
    .where('link_tags.link_id', 'in', linkIds)
    .orderBy('tags.name')
    .execute();
  for (const row of rows) result.get(row.link_id)?.push(row.name);
  return result;
}

/** The user's tags with how many live links carry each. */
export async function listTagsWithCounts(db: Db, workspaceId: number) {
  return db
    .selectFrom('tags')
    .leftJoin('link_tags', 'link_tags.tag_id', 'tags.id')
    .leftJoin('links', (join) => join.onRef('links.id', '=', 'link_tags.link_id').on('links.deleted_at', 'is', null))
    .select((eb) => ['tags.id', 'tags.name', 'tags.color', 'tags.created_at', eb.fn.count<number>('links.id').as('links_count')])
    .where('tags.workspace_id', '=', workspaceId)
    .groupBy(['tags.id', 'tags.name', 'tags.color', 'tags.created_at'])
    .orderBy('tags.name')
    .execute();
}

/** Inserts the tag, or returns undefined when the owner already has one of this name. */
export async function insertTagUnlessTaken(db: Db, workspaceId: number, name: string, now: string) {
  return db
    .insertInto('tags')
    .values({ workspace_id: workspaceId, name, created_at: now })
    .onConflict((oc) => oc.columns(['workspace_id', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function renameTagRow(db: Db, workspaceId: number, id: number, name: string) {
  return db.updateTable('tags').set({ name }).where('id', '=', id).where('workspace_id', '=', workspaceId).returningAll().executeTakeFirst();
}

/** Removes the owner's tag from every link, then the tag; false when there is no such tag. */
export async function deleteTagRow(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const tag = await db.selectFrom('tags').select('id').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
  if (!tag) return false;
  await db.deleteFrom('link_tags').where('tag_id', '=', id).execute();
  await db.deleteFrom('tags').where('id', '=', id).execute();
  return true;
}

/** Sets a tag's colour by id: the caller has already found the tag among the owner's. */
export async function setTagColorRow(db: Db, id: number, color: string | null): Promise<void> {
  await db.updateTable('tags').set({ color }).where('id', '=', id).execute();
}

export async function findTagRow(db: Db, workspaceId: number, id: number) {
  return db.selectFrom('tags').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
}
