import type SqliteDatabase from 'better-sqlite3';
import { arrayLiterals } from '../../platform/db/bulk.js';
import { preparedStatement, runPrepared } from '../../platform/db/prepared.js';
import type { Db, Dialect, Store } from '../../platform/db/db.js';
import type { StoredClicks } from './click-rollup.js';
import type { ParsedClick } from './parse/parse-click.js';

const CLICK_COLUMNS = [
  'link_id', 'event_id', 'clicked_at', 'method', 'is_bot', 'is_unique', 'device', 'browser', 'os', 'country', 'referrer_host', 'source', 'variant',
] as const;

// Any constant of ours: PostgreSQL's advisory locks are a single 64-bit key space per database.
const CLICK_BATCH_LOCK = 0x636c69636b73; // "clicks"

const BATCH_LOCK = preparedStatement('click_batch_lock', 'select pg_advisory_xact_lock($1)');

/**
 * PostgreSQL: one click batch at a time, across every instance, for the rest of the
 * transaction. Two writers upserting the same rollup rows and link counters waited on each
 * other's row locks (2.4 s of `click_daily` time in a 6 s two-worker run) and deadlocked when
 * their batches touched rows in different orders. Serialised, each writer's batch runs at full
 * speed and the other's waits without spending CPU. SQLite's write lock already does this.
 */
export async function takeClickBatchLock(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await runPrepared(trx, BATCH_LOCK, [CLICK_BATCH_LOCK]);
}

/**
 * Whether a batch may hold clicks that are stored already. `first` is a batch's first try:
 * on PostgreSQL its raw rows go in a plain INSERT, which fails the transaction on a repeated
 * event id; the writer then writes the batch again as `replay`, which skips stored events
 * (as it does after a first try that found a link deleted).
 */
export type BatchAttempt = 'first' | 'replay';

/**
 * Stores each click's raw row, and its visitor for the day when it is the first human click
 * of that visitor on that link. Skips events already stored (a stream redelivery) and returns
 * the clicks that were new, for the rollups. Event ids in one batch are distinct.
 *
 * The two stores differ in what costs: SQLite runs in process, so one prepared statement per
 * row is cheapest (a multi-row statement with RETURNING was 60% slower); PostgreSQL pays a
 * round trip per statement, so a batch's rows go in one statement, as one array per column.
 */
export async function storeClickRows(trx: Db, store: Store, clicks: ParsedClick[], attempt: BatchAttempt): Promise<StoredClicks> {
  return store.sqlite ? storeOnSqlite(store.sqlite, clicks) : storeOnPostgres(trx, clicks, attempt);
}

function rawRow(click: ParsedClick, isUnique: boolean): unknown[] {
  return [
    click.linkId, click.id, click.clickedAt, click.method, click.isBot ? 1 : 0, isUnique ? 1 : 0,
    click.device, click.browser, click.os, click.country, click.referrerHost, click.source, click.variant,
  ];
}

interface SqliteStatements {
  visitor: SqliteDatabase.Statement;
  click: SqliteDatabase.Statement;
}
const sqliteStatements = new WeakMap<SqliteDatabase.Database, SqliteStatements>();

// Runs inside the batch's transaction: Kysely's SQLite driver holds this same connection.
function storeOnSqlite(database: SqliteDatabase.Database, clicks: ParsedClick[]): StoredClicks {
  let statements = sqliteStatements.get(database);
  if (!statements) {
    statements = {
      visitor: database.prepare('insert into daily_visitors (link_id, day, visitor_hash) values (?, ?, ?) on conflict do nothing'),
      click: database.prepare(`insert into clicks (${CLICK_COLUMNS.join(', ')}) values (${CLICK_COLUMNS.map(() => '?').join(', ')}) on conflict do nothing`),
    };
    sqliteStatements.set(database, statements);
  }
  const stored: StoredClicks = { clicks: [], firstVisits: new Set() };
  for (const click of clicks) {
    const isUnique = !click.isBot && click.visitorHash !== null && statements.visitor.run(click.linkId, click.day, click.visitorHash).changes === 1;
    if (statements.click.run(rawRow(click, isUnique)).changes !== 1) continue;
    stored.clicks.push(click);
    if (isUnique) stored.firstVisits.add(click);
  }
  return stored;
}

async function storeOnPostgres(trx: Db, clicks: ParsedClick[], attempt: BatchAttempt): Promise<StoredClicks> {
  const firstVisits = await insertVisitors(trx, clicks);
  const rows = arrayLiterals(clicks.map((click) => rawRow(click, firstVisits.has(click.id))), CLICK_COLUMNS.length);
  // A plain INSERT costs half of one with ON CONFLICT and RETURNING (a second index probe per
  // row, and every id sent back); almost every batch is new, and a repeat fails it (above).
  if (attempt === 'first') {
    await runPrepared(trx, INSERT_NEW_CLICKS, rows);
    return { clicks, firstVisits: new Set(clicks.filter((click) => firstVisits.has(click.id))) };
  }
  const fresh = new Set((await runPrepared<{ event_id: string }>(trx, INSERT_CLICKS, rows)).map((row) => row.event_id));
  const stored: StoredClicks = { clicks: [], firstVisits: new Set() };
  for (const click of clicks) {
    if (!fresh.has(click.id)) continue;
    stored.clicks.push(click);
    if (firstVisits.has(click.id)) stored.firstVisits.add(click);
  }
  return stored;
}

// PostgreSQL's batch statements take one array per column: one text for any batch size,
// parsed and planned once per connection (prepared.ts).
const CLICK_ARRAYS = 'unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::integer[], $6::integer[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::integer[])';
const INSERT_NEW_CLICKS = preparedStatement('click_rows_new', `insert into clicks (${CLICK_COLUMNS.join(', ')}) select * from ${CLICK_ARRAYS}`);
const INSERT_CLICKS = preparedStatement(
  'click_rows',
  `insert into clicks (${CLICK_COLUMNS.join(', ')}) select * from ${CLICK_ARRAYS}
  on conflict (link_id, event_id) do nothing returning event_id`,
);

// The hash comes back as text so that the 64-bit id keeps every digit.
const INSERT_VISITORS = preparedStatement(
  'click_visitors',
  `insert into daily_visitors (link_id, day, visitor_hash)
  select * from unnest($1::bigint[], $2::text[], $3::bigint[])
  on conflict (link_id, day, visitor_hash) do nothing returning link_id, day, visitor_hash::text as visitor_hash`,
);

/** Records each (link, day, visitor) once; returns the ids of clicks that were a first visit. */
async function insertVisitors(trx: Db, clicks: ParsedClick[]): Promise<Set<string>> {
  const firstClickOf = new Map<string, ParsedClick>();
  for (const click of clicks) {
    const key = `${click.linkId}|${click.day}|${click.visitorHash}`;
    if (!click.isBot && click.visitorHash !== null && !firstClickOf.has(key)) firstClickOf.set(key, click);
  }
  const firstVisits = new Set<string>();
  if (firstClickOf.size === 0) return firstVisits;
  const candidates = [...firstClickOf.values()];
  const inserted = await runPrepared<{ link_id: number; day: string; visitor_hash: string }>(
    trx,
    INSERT_VISITORS,
    arrayLiterals(candidates.map((c) => [c.linkId, c.day, c.visitorHash]), 3),
  );
  for (const row of inserted) {
    const click = firstClickOf.get(`${row.link_id}|${row.day}|${row.visitor_hash}`);
    if (click) firstVisits.add(click.id);
  }
  return firstVisits;
}
