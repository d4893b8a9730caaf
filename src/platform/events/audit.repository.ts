import type { Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import type { AuditLogTable } from '../db/tables.js';

export type NewAuditRow = Omit<Insertable<AuditLogTable>, 'actor_email' | 'actor_token_prefix'>;

/**
 * Writes an entry with the actor's email and token prefix as they are now, copied in by the
 * same statement (subqueries, not a lookup before it), so that the entry outlives them.
 */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  const tokenId = row.actor_token_id ?? null;
  const userId = row.actor_user_id ?? null;
  await db
    .insertInto('audit_log')
    .values({
      ...row,
      actor_email: userId === null ? null : db.selectFrom('users').select('email').where('id', '=', userId),
      actor_token_prefix: tokenId === null ? null : db.selectFrom('api_tokens').select('prefix').where('id', '=', tokenId),
    })
    .execute();
}
