import type { Insertable, Selectable, Updateable } from 'kysely';
import type { WebhookEndpointTable } from '../../platform/db/tables.js';
import type { Db } from '../../platform/db/db.js';

export type EndpointRow = Selectable<WebhookEndpointTable>;

export async function insertEndpoint(db: Db, values: Insertable<WebhookEndpointTable>): Promise<EndpointRow> {
  return db.insertInto('webhook_endpoints').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listEndpoints(db: Db, workspaceId: number): Promise<EndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('workspace_id', '=', workspaceId).orderBy('id').execute();
}

export async function countEndpoints(db: Db, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's endpoint, or undefined (other accounts' ids included). */
export async function findEndpoint(db: Db, workspaceId: number, id: number): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
}

export async function updateEndpoint(
  db: Db,
  workspaceId: number,
  id: number,
  changes: Updateable<WebhookEndpointTable>,
): Promise<EndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEndpoint(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A success resets the run of failures. */
export async function resetFailures(db: Db, endpointId: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ consecutive_failures: 0 })
    .where('id', '=', endpointId)
    .where('consecutive_failures', '>', 0)
    .execute();
}

/**
 * Counts one more failed delivery and disables the endpoint when the run reaches `limit`.
 * Returns true only for the call that disabled it, so exactly one log line is written.
 */
export async function countFailure(db: Db, endpointId: number, limit: number, now: string): Promise<boolean> {
  await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
    .where('id', '=', endpointId)
    .execute();
  const disabled = await db
    .updateTable('webhook_endpoints')
    .set({ enabled: 0, disabled_at: now, disabled_reason: 'failures', updated_at: now })
    .where('id', '=', endpointId)
    .where('enabled', '=', 1)
    .where('consecutive_failures', '>=', limit)
    .executeTakeFirst();
  return Number(disabled.numUpdatedRows) > 0;
}
