import type { Transaction } from 'kysely';
import type { Db, Dialect } from '../../platform/db/db.js';
import type { Database } from '../../platform/db/tables.js';

export type UsageField = 'links_created' | 'clicks' | 'api_requests';

/** `YYYY-MM` of the UTC calendar month, the period usage is counted in. */
export function usagePeriod(at = new Date()): string {
  return at.toISOString().slice(0, 7);
}

async function ensureRow(db: Db, workspaceId: number, period: string): Promise<void> {
  await db
    .insertInto('usage_counters')
    .values({ workspace_id: workspaceId, period, links_created: 0, clicks: 0, api_requests: 0 })
    .onConflict((oc) => oc.columns(['workspace_id', 'period']).doNothing())
    .execute();
}

export async function incrementUsage(db: Db, workspaceId: number, field: UsageField, by = 1, period = usagePeriod()): Promise<void> {
  await ensureRow(db, workspaceId, period);
  await db
    .updateTable('usage_counters')
    .set((eb) => ({ [field]: eb(field, '+', by) }))
    .where('workspace_id', '=', workspaceId)
    .where('period', '=', period)
    .execute();
}

/**
 * Counts one created link unless the month's quota is reached; atomic in both stores,
 * so concurrent creates can't overshoot the quota. Returns false when over quota.
 */
export async function takeLinkQuota(db: Db, workspaceId: number, quota: number | null, period = usagePeriod()): Promise<boolean> {
  if (quota === null) {
    await incrementUsage(db, workspaceId, 'links_created', 1, period);
    return true;
  }
  await ensureRow(db, workspaceId, period);
  const result = await db
    .updateTable('usage_counters')
    .set((eb) => ({ links_created: eb('links_created', '+', 1) }))
    .where('workspace_id', '=', workspaceId)
    .where('period', '=', period)
    .where('links_created', '<', quota)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The workspace's counters for a month; `clicks` adds the human clicks still in the click log (ADR 1005). */
export async function readUsage(db: Db, workspaceId: number, period = usagePeriod()) {
  const [row, unfolded] = await Promise.all([
    db
      .selectFrom('usage_counters')
      .select(['links_created', 'clicks', 'api_requests'])
      .where('workspace_id', '=', workspaceId)
      .where('period', '=', period)
      .executeTakeFirst(),
    db
      .selectFrom('click_log')
      .select((eb) => eb.fn.countAll<number>().as('clicks'))
      .where('link_id', 'in', db.selectFrom('links').select('id').where('workspace_id', '=', workspaceId))
      .where('is_bot', '=', 0)
      .where('day', 'like', `${period}-%`)
      .executeTakeFirstOrThrow(),
  ]);
  const usage = row ?? { links_created: 0, clicks: 0, api_requests: 0 };
  return { ...usage, clicks: Number(usage.clicks) + Number(unfolded.clicks) };
}

/** Branded domains the account has added, verified or not (the plan counts them all). */
export async function countDomainsOf(db: Db, workspaceId: number): Promise<number> {
  const row = await db.selectFrom('domains').select((eb) => eb.fn.countAll<string>().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `countDomainsOf` inside `trx` with the account locked until it ends (PostgreSQL; SQLite's
 * write transaction already runs alone), so concurrent adds can't all see room for one more.
 */
export async function countDomainsForAdd(trx: Transaction<Database>, dialect: Dialect, workspaceId: number): Promise<number> {
  if (dialect === 'postgres') await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forUpdate().execute();
  return countDomainsOf(trx, workspaceId);
}
