import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { FolderTable } from '../../platform/db/tables.js';

export async function folderBelongsTo(db: Db, folderId: number, workspaceId: number): Promise<boolean> {
  const row = await db.selectFrom('folders').select('id').where('id', '=', folderId).where('workspace_id', '=', workspaceId).executeTakeFirst();
  return row !== undefined;
}

/** The user's folders in dashboard order, with how many live links each holds. */
export async function listFoldersWithCounts(db: Db, workspaceId: number) {
  return db
    .selectFrom('folders')
    .leftJoin('links', (join) => join.onRef('links.folder_id', '=', 'folders.id').on('links.deleted_at', 'is', null))
    .select((eb) => [
      'folders.id',
      'folders.name',
      'folders.color',
      'folders.position',
      'folders.created_at',
      eb.fn.count<number>('links.id').as('links_count'),
    ])
    .where('folders.workspace_id', '=', workspaceId)
    .groupBy(['folders.id', 'folders.name', 'folders.color', 'folders.position', 'folders.created_at'])
    .orderBy('folders.position')
    .orderBy('folders.id')
    .execute();
}

/** Removes the folder row; links still in it get folder_id null from the foreign key. */
export async function deleteFolderRow(db: Db, workspaceId: number, id: number): Promise<void> {
  await db.deleteFrom('folders').where('id', '=', id).where('workspace_id', '=', workspaceId).execute();
}

/** The owner's folders: names, positions and ids. */
export async function listFolderRows(db: Db, workspaceId: number) {
  return db.selectFrom('folders').select(['id', 'name', 'position']).where('workspace_id', '=', workspaceId).execute();
}

export async function findFolderRow(db: Db, workspaceId: number, id: number) {
  return db.selectFrom('folders').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
}

export async function insertFolderRow(db: Db, values: Insertable<FolderTable>) {
  return db.insertInto('folders').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateFolderRow(db: Db, workspaceId: number, id: number, changes: Updateable<FolderTable>) {
  return db.updateTable('folders').set(changes).where('id', '=', id).where('workspace_id', '=', workspaceId).returningAll().executeTakeFirstOrThrow();
}
