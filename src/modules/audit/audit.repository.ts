import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { AuditLogTable } from '../../platform/db/tables.js';

export type AuditRow = Selectable<AuditLogTable>;

/** The filters of a list, already checked; times are ISO strings. */
export interface AuditFilter {
  action?: string;
  actorUserId?: number;
  targetType?: string;
  targetId?: string;
  from?: string;
  /** Exclusive upper bound. */
  before?: string;
}

function filtered(db: Db, workspaceId: number, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').where('workspace_id', '=', workspaceId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.actorUserId !== undefined) query = query.where('actor_user_id', '=', filter.actorUserId);
  if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.before !== undefined) query = query.where('at', '<', filter.before);
  return query;
}

/** One page of the workspace's entries, newest first, and how many match. */
export async function listAuditRows(db: Db, workspaceId: number, filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await filtered(db, workspaceId, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
  const { total } = await filtered(db, workspaceId, filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** Every matching entry, newest first, a batch at a time (the CSV export). */
export async function* allAuditRows(db: Db, workspaceId: number, filter: AuditFilter, batch = 500): AsyncGenerator<AuditRow> {
  let belowId: number | undefined;
  for (;;) {
    let query = filtered(db, workspaceId, filter).selectAll();
    if (belowId !== undefined) query = query.where('id', '<', belowId);
    const rows = await query.orderBy('id', 'desc').limit(batch).execute();
    yield* rows;
    if (rows.length < batch) return;
    belowId = rows[rows.length - 1]!.id;
  }
}

/** Each plan and how many days it keeps entries (the plan's analytics retention, ADR 1003). */
export async function retentionByPlan(db: Db): Promise<Array<{ plan: string; days: number }>> {
  const rows = await db.selectFrom('plans').select(['name', 'analytics_retention_days']).execute();
  return rows.map((row) => ({ plan: row.name, days: row.analytics_retention_days }));
}

/** Deletes up to `limit` entries older than `cutoff` of workspaces on `plan`; returns how many went. */
export async function deleteAuditRowsBefore(db: Db, plan: string, cutoff: string, limit: number): Promise<number> {
  const ids = db
    .selectFrom('audit_log')
    .innerJoin('workspaces', 'workspaces.id', 'audit_log.workspace_id')
    .select('audit_log.id')
    .where('workspaces.plan', '=', plan)
    .where('audit_log.at', '<', cutoff)
    .limit(limit);
  const result = await db.deleteFrom('audit_log').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The people who appear in the workspace's log, for the page's filter. */
export async function listAuditActors(db: Db, workspaceId: number): Promise<Array<{ userId: number; email: string | null }>> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['actor_user_id', (eb) => eb.fn.max('actor_email').as('email')])
    .where('workspace_id', '=', workspaceId)
    .where('actor_user_id', 'is not', null)
    .groupBy('actor_user_id')
    .orderBy('email')
    .limit(200)
    .execute();
  return rows.map((row) => ({ userId: Number(row.actor_user_id), email: row.email }));
}
