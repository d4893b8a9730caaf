import type { Db } from '../links/links.repository.js';

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
