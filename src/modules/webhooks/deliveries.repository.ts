import type { Selectable } from 'kysely';
import type { Db, Dialect } from '../../platform/db/db.js';
import type { WebhookAttemptTable } from '../../platform/db/tables.js';

export type AttemptRow = Selectable<WebhookAttemptTable>;
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Leases up to `limit` due deliveries of enabled endpoints to `owner`. On PostgreSQL the rows
 * are picked with FOR UPDATE SKIP LOCKED, so concurrent workers never claim the same one;
 * SQLite runs one writer at a time, so the transaction alone is enough there.
 */
export async function claimDue(db: Db, dialect: Dialect, owner: string, now: string, leaseUntil: string, limit: number): Promise<number[]> {
  // Most polls find nothing due: a plain read first, so an idle poll takes no write lock (on
  // SQLite it would queue behind the click writer's batch, and every query behind it).
  if (!(await dueDeliveries(db, now).select('d.id').limit(1).executeTakeFirst())) return [];
  return db.transaction().execute(async (trx) => {
    const due = await dueDeliveries(trx, now)
      .select('d.id')
      .orderBy('d.next_attempt_at')
      .orderBy('d.id')
      .limit(limit)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate('d').skipLocked())
      .execute();
    if (due.length === 0) return [];
    const claimed = await trx
      .updateTable('webhook_deliveries')
      .set({ locked_until: leaseUntil, locked_by: owner })
      .where('id', 'in', due.map((row) => row.id))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .returning('id')
      .execute();
    return claimed.map((row) => row.id);
  });
}

function dueDeliveries(db: Db, now: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.locked_until', 'is', null), eb('d.locked_until', '<', now)]))
    .where('e.enabled', '=', 1);
}

/** What the worker needs to send the claimed deliveries. */
export async function findClaimed(db: Db, ids: number[], owner: string) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select(['d.id', 'd.attempts', 'd.endpoint_id', 'e.workspace_id', 'e.url', 'e.secret', 'v.id as event_id', 'v.payload'])
    .where('d.id', 'in', ids)
    .where('d.locked_by', '=', owner)
    .execute();
}

export type ClaimedDelivery = Awaited<ReturnType<typeof findClaimed>>[number];

export interface AttemptRecord {
  deliveryId: number;
  attempt: number;
  startedAt: string;
  durationMs: number;
  responseCode: number | null;
  error: string | null;
  /** The delivery after this attempt: still pending (with a time), or settled. */
  status: DeliveryStatus;
  nextAttemptAt: string | null;
}

/**
 * Stores an attempt and the delivery's new state, only while `owner` still holds the lease
 * (false otherwise: another worker took over after the lease ran out).
 */
export async function recordAttempt(db: Db, owner: string, record: AttemptRecord, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('webhook_deliveries')
    .set({
      status: record.status,
      attempts: record.attempt,
      next_attempt_at: record.nextAttemptAt,
      locked_until: null,
      locked_by: null,
      last_response_code: record.responseCode,
      last_error: record.error,
      completed_at: record.status === 'pending' ? null : now,
    })
    .where('id', '=', record.deliveryId)
    .where('locked_by', '=', owner)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: record.deliveryId,
      attempt: record.attempt,
      started_at: record.startedAt,
      duration_ms: record.durationMs,
      response_code: record.responseCode,
      error: record.error,
      succeeded: record.error === null ? 1 : 0,
    })
    .execute();
  return true;
}

/** Hands leased deliveries back untouched (shutdown in the middle of a send). */
export async function releaseClaims(db: Db, ids: number[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ locked_until: null, locked_by: null })
    .where('id', 'in', ids)
    .where('locked_by', '=', owner)
    .execute();
}

export interface DeliveryPage {
  endpointId: number;
  status?: DeliveryStatus;
  eventId?: string;
  limit: number;
  offset: number;
}

/** Newest first, with the event type. */
export async function listDeliveries(db: Db, page: DeliveryPage) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .where('d.endpoint_id', '=', page.endpointId);
  if (page.status) query = query.where('d.status', '=', page.status);
  if (page.eventId) query = query.where('d.event_id', '=', page.eventId);
  const [rows, total] = await Promise.all([
    query.selectAll('d').select('v.type as event_type').orderBy('d.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export type DeliveryListRow = Awaited<ReturnType<typeof listDeliveries>>['rows'][number];

export async function attemptsOf(db: Db, deliveryIds: number[]): Promise<Map<number, AttemptRow[]>> {
  const byDelivery = new Map<number, AttemptRow[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('delivery_id')
    .orderBy('attempt')
    .execute();
  for (const row of rows) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push(row);
    byDelivery.set(row.delivery_id, list);
  }
  return byDelivery;
}

const PRUNE_BATCH = 1_000;

/** Deletes settled deliveries (with their attempts) and events older than `cutoff`. */
export async function pruneBefore(db: Db, cutoff: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '!=', 'pending')
      .where('completed_at', '<', cutoff)
      .limit(PRUNE_BATCH)
      .execute();
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    await db.deleteFrom('webhook_attempts').where('delivery_id', 'in', ids).execute();
    await db.deleteFrom('webhook_deliveries').where('id', 'in', ids).execute();
    removed += ids.length;
  }
  await db
    .deleteFrom('webhook_events')
    .where('created_at', '<', cutoff)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('webhook_deliveries').select('id').whereRef('webhook_deliveries.event_id', '=', 'webhook_events.id'))))
    .execute();
  return removed;
}

/** Deliveries waiting to be sent, for the queue-depth gauge. */
export async function countPendingDeliveries(db: Db): Promise<number> {
  const row = await db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirst();
  return Number(row?.n ?? 0);
}
