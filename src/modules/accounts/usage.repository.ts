import type { Transaction } from 'kysely';
import type { Db, Dialect } from '../../platform/db/db.js';
import type { Database } from '../../platform/db/tables.js';

export type UsageField = 'links_created' | 'clicks' | 'api_requests';

/** `YYYY-MM` of the UTC calendar month, the period usage is counted in. */
export function usagePeriod(at = new Date()): string {
  return at.toISOString().slice(0, 7);
}

async function ensureRow(db: Db, userId: number, period: string): Promise<void> {
  await db
    .insertInto('usage_counters')
    .values({ user_id: userId, period, links_created: 0, clicks: 0, api_requests: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'period']).doNothing())
    .execute();
}

export async function incrementUsage(db: Db, userId: number, field: UsageField, by = 1, period = usagePeriod()): Promise<void> {
  await ensureRow(db, userId, period);
  await db
    .updateTable('usage_counters')
    .set((eb) => ({ [field]: eb(field, '+', by) }))
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .execute();
}

/**
 * Counts one created link unless the month's quota is reached; atomic in both stores,
 * so concurrent creates can't overshoot the quota. Returns false when over quota.
 */
export async function takeLinkQuota(db: Db, userId: number, quota: number | null, period = usagePeriod()): Promise<boolean> {
  if (quota === null) {
    await incrementUsage(db, userId, 'links_created', 1, period);
    return true;
  }
  await ensureRow(db, userId, period);
  const result = await db
    .updateTable('usage_counters')
    .set((eb) => ({ links_created: eb('links_created', '+', 1) }))
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .where('links_created', '<', quota)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readUsage(db: Db, userId: number, period = usagePeriod()) {
  const row = await db
    .selectFrom('usage_counters')
    .select(['links_created', 'clicks', 'api_requests'])
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .executeTakeFirst();
  return row ?? { links_created: 0, clicks: 0, api_requests: 0 };
}

/** Branded domains the account has added, verified or not (the plan counts them all). */
export async function countDomainsOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('domains').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `countDomainsOf` inside `trx` with the account locked until it ends (PostgreSQL; SQLite's
 * write transaction already runs alone), so concurrent adds can't all see room for one more.
 */
export async function countDomainsForAdd(trx: Transaction<Database>, dialect: Dialect, userId: number): Promise<number> {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  return countDomainsOf(trx, userId);
}
