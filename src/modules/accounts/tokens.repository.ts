import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { ApiTokenTable } from '../../platform/db/tables.js';

export type TokenRow = Selectable<ApiTokenTable>;

export async function insertToken(db: Db, values: Insertable<ApiTokenTable>): Promise<TokenRow> {
  return db.insertInto('api_tokens').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The live token with this hash, joined to its owner. */
export async function findTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.scopes',
      'api_tokens.last_used_at',
      'users.id as user_id',
      'users.plan',
      'users.email',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchToken(db: Db, tokenId: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}

export async function listTokens(db: Db, userId: number): Promise<TokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Revokes the live token with this prefix (of this user, when given); undefined when none. */
export async function revokeTokenRow(db: Db, prefix: string, now: string, userId?: number): Promise<TokenRow | undefined> {
  let query = db.updateTable('api_tokens').set({ revoked_at: now }).where('prefix', '=', prefix).where('revoked_at', 'is', null);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.returningAll().executeTakeFirst();
}
