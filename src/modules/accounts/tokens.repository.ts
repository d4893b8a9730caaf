import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { ApiTokenTable } from '../../platform/db/tables.js';

export type TokenRow = Selectable<ApiTokenTable>;

export async function insertToken(db: Db, values: Insertable<ApiTokenTable>): Promise<TokenRow> {
  return db.insertInto('api_tokens').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * The live token with this hash, its workspace's plan and its maker's role there now: one query,
 * so a demoted or removed member's token changes at once on every instance (ADR 1001). `role` is
 * null when the maker is no longer a member.
 */
export async function findTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('workspaces', 'workspaces.id', 'api_tokens.workspace_id')
    .leftJoin('workspace_members', (join) => join
      .onRef('workspace_members.workspace_id', '=', 'api_tokens.workspace_id')
      .onRef('workspace_members.user_id', '=', 'api_tokens.user_id'))
    .select([
      'api_tokens.id as token_id',
      'api_tokens.scopes',
      'api_tokens.last_used_at',
      'api_tokens.user_id',
      'api_tokens.workspace_id',
      'workspaces.plan',
      'workspace_members.role',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchToken(db: Db, tokenId: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}

/** The workspace's live tokens; with `userId`, only that member's. */
export async function listTokens(db: Db, workspaceId: number, userId?: number): Promise<TokenRow[]> {
  let query = db.selectFrom('api_tokens').selectAll().where('workspace_id', '=', workspaceId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Revokes the live token with this prefix (of this workspace, when given); undefined when none. */
export async function revokeTokenRow(db: Db, prefix: string, now: string, workspaceId?: number, userId?: number): Promise<TokenRow | undefined> {
  let query = db.updateTable('api_tokens').set({ revoked_at: now }).where('prefix', '=', prefix).where('revoked_at', 'is', null);
  if (workspaceId !== undefined) query = query.where('workspace_id', '=', workspaceId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.returningAll().executeTakeFirst();
}

/** Every live token a user made, in any workspace, with the workspace's slug. */
export async function listUserTokens(db: Db, userId: number) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('workspaces', 'workspaces.id', 'api_tokens.workspace_id')
    .selectAll('api_tokens')
    .select('workspaces.slug as workspace')
    .where('api_tokens.user_id', '=', userId)
    .where('api_tokens.revoked_at', 'is', null)
    .orderBy('api_tokens.created_at', 'desc')
    .execute();
}
