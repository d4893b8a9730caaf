import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { SessionTable } from '../../platform/db/tables.js';

export async function insertSession(db: Db, values: Insertable<SessionTable>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/** A session by the hash of its cookie token. */
export async function findSession(db: Db, id: string) {
  return db.selectFrom('sessions').select(['user_id', 'workspace_id', 'csrf_token', 'expires_at', 'created_at', 'last_seen_at']).where('id', '=', id).executeTakeFirst();
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsExpiredBy(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

export async function setSessionWorkspace(db: Db, id: string, workspaceId: number): Promise<void> {
  await db.updateTable('sessions').set({ workspace_id: workspaceId }).where('id', '=', id).execute();
}

export async function touchSession(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

/** The user's live sessions, most recently used first. */
export async function listSessionRows(db: Db, userId: number, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The user of each live session among `ids` (hashes of cookie tokens). */
export async function findLiveSessionUsers(db: Db, ids: readonly string[], now: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('sessions').select(['id', 'user_id']).where('id', 'in', [...ids]).where('expires_at', '>', now).execute();
  return new Map(rows.map((row) => [row.id, Number(row.user_id)]));
}
