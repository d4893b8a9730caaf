import type { Db } from '../../platform/db/db.js';

export async function folderBelongsTo(db: Db, folderId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('folders').select('id').where('id', '=', folderId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The user's folders in dashboard order, with how many live links each holds. */
export async function listFoldersWithCounts(db: Db, userId: number) {
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
    .where('folders.user_id', '=', userId)
    .groupBy(['folders.id', 'folders.name', 'folders.color', 'folders.position', 'folders.created_at'])
    .orderBy('folders.position')
    .orderBy('folders.id')
    .execute();
}

/** Removes the folder row; links still in it get folder_id null from the foreign key. */
export async function deleteFolderRow(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('folders').where('id', '=', id).where('user_id', '=', userId).execute();
}
