import type { Db } from '../../platform/db/db.js';

/** Whose logo: the account's (linkId null) or one link's. */
export interface LogoOwner {
  workspaceId: number;
  linkId: number | null;
}

export interface LogoRow {
  png: Uint8Array;
  width: number;
  height: number;
  source_type: string;
  hash: string;
  updated_at: string;
}

const COLUMNS = ['png', 'width', 'height', 'source_type', 'hash', 'updated_at'] as const;

export async function findLogoRow(db: Db, owner: LogoOwner): Promise<LogoRow | undefined> {
  const query = db.selectFrom('qr_logos').select(COLUMNS).where('workspace_id', '=', owner.workspaceId);
  return (owner.linkId === null ? query.where('link_id', 'is', null) : query.where('link_id', '=', owner.linkId)).executeTakeFirst();
}

/** Replaces the owner's logo; run it in a transaction (delete, then insert). */
export async function replaceLogoRow(db: Db, owner: LogoOwner, row: LogoRow): Promise<void> {
  await deleteLogoRow(db, owner);
  await db
    .insertInto('qr_logos')
    .values({ workspace_id: owner.workspaceId, link_id: owner.linkId, ...row })
    .execute();
}

/** Deletes the owner's logo; true when there was one. */
export async function deleteLogoRow(db: Db, owner: LogoOwner): Promise<boolean> {
  const query = db.deleteFrom('qr_logos').where('workspace_id', '=', owner.workspaceId);
  const result = await (owner.linkId === null ? query.where('link_id', 'is', null) : query.where('link_id', '=', owner.linkId)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
