import type { Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import type { AuditLogTable } from '../db/tables.js';

/** The actor's email and token prefix now, copied into the entry so it outlives them. */
export async function readActorNames(db: Db, userId: number, tokenId: number | undefined): Promise<{ email: string | null; tokenPrefix: string | null }> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  const token = tokenId === undefined ? undefined : await db.selectFrom('api_tokens').select('prefix').where('id', '=', tokenId).executeTakeFirst();
  return { email: user?.email ?? null, tokenPrefix: token?.prefix ?? null };
}

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
