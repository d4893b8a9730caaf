import type { Db } from '../db/db.js';

/** Writes one event and a pending delivery per endpoint (the outbox rows). */
export async function insertEvent(
  db: Db,
  event: { id: string; workspaceId: number; type: string; payload: string; createdAt: string },
  endpointIds: number[],
): Promise<void> {
  await db
    .insertInto('webhook_events')
    .values({ id: event.id, workspace_id: event.workspaceId, type: event.type, payload: event.payload, created_at: event.createdAt })
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
export async function findEnabledEndpoints(db: Db, workspaceIds: number[]) {
  if (workspaceIds.length === 0) return [];
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'workspace_id', 'events'])
    .where('workspace_id', 'in', workspaceIds)
    .where('enabled', '=', 1)
    .execute();
}
