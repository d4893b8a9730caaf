import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { WorkspaceInviteTable } from '../../platform/db/tables.js';

export type InviteRow = Selectable<WorkspaceInviteTable>;

export async function insertInvite(db: Db, values: Insertable<WorkspaceInviteTable>): Promise<InviteRow> {
  return db.insertInto('workspace_invites').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Invites not yet accepted (expired ones too: the page offers to resend them), newest first. */
export async function listPendingInvites(db: Db, workspaceId: number): Promise<InviteRow[]> {
  return db.selectFrom('workspace_invites').selectAll().where('workspace_id', '=', workspaceId).where('accepted_at', 'is', null).orderBy('id', 'desc').execute();
}

/** A pending invite of the workspace; another workspace's id finds nothing. */
export async function findPendingInvite(db: Db, workspaceId: number, id: number): Promise<InviteRow | undefined> {
  return db.selectFrom('workspace_invites').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
}

export async function findPendingInviteByEmail(db: Db, workspaceId: number, email: string): Promise<InviteRow | undefined> {
  return db.selectFrom('workspace_invites').selectAll().where('workspace_id', '=', workspaceId).where('email', '=', email).where('accepted_at', 'is', null).executeTakeFirst();
}

export async function deleteInviteRow(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('workspace_invites').where('workspace_id', '=', workspaceId).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function renewInvite(db: Db, id: number, values: { token_hash: string; created_at: string; expires_at: string; role?: InviteRow['role']; invited_by: number }): Promise<InviteRow> {
  return db.updateTable('workspace_invites').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The invite behind a secret, with its workspace and inviter for the page that shows it. */
export async function findInviteByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('workspace_invites as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .selectAll('i')
    .select(['w.name as workspace_name', 'u.email as inviter_email'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invite used, once: false when another request spent it first. */
export async function markAccepted(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('workspace_invites').set({ accepted_at: at }).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
