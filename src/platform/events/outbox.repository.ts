import type { Db } from '../db/db.js';

/** Writes one event and a pending delivery per endpoint (the outbox rows). */
export async function insertEvent(
  db: Db,
  event: { id: string; userId: number; type: string; payload: string; createdAt: string },
  endpointIds: number[],
): Promise<void> {
  await db
    .insertInto('webhook_events')
    .values({ id: event.id, user_id: event.userId, type: event.type, payload: event.payload, created_at: event.createdAt })
    .execute();
  await db
    .insertInto('webhook_deliveries')
    .values(
      endpointIds.map((endpointId) => ({
        endpoint_id: endpointId,
        event_id: event.id,
        status: 'pending',
        next_attempt_at: event.createdAt,
        created_at: event.createdAt,
      })),
    )
    .execute();
}

/** Enabled endpoints of these users: the candidates an event fans out to. */
export async function findEnabledEndpoints(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'user_id', 'events'])
    .where('user_id', 'in', userIds)
    .where('enabled', '=', 1)
    .execute();
}
