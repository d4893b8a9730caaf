import { sql } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import { insertRows } from '../../platform/db/bulk.js';
import type { Db, Dialect, Store } from '../../platform/db/db.js';
import type { StoredClicks } from './click-rollup.js';
import type { ParsedClick } from './parse/parse-click.js';

const CHUNK = 500;
const CLICK_COLUMNS = [
  'link_id', 'event_id', 'clicked_at', 'method', 'is_bot', 'is_unique', 'device', 'browser', 'os', 'country', 'referrer_host', 'source', 'variant',
] as const;

// Any constant of ours: PostgreSQL's advisory locks are a single 64-bit key space per database.
const CLICK_BATCH_LOCK = 0x636c69636b73; // "clicks"

/**
 * PostgreSQL: one click batch at a time, across every instance, for the rest of the
 * transaction. Two writers upserting the same rollup rows and link counters waited on each
 * other's row locks (2.4 s of `click_daily` time in a 6 s two-worker run) and deadlocked when
 * their batches touched rows in different orders. Serialised, each writer's batch runs at full
 * speed and the other's waits without spending CPU. SQLite's write lock already does this.
 */
export async function takeClickBatchLock(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${CLICK_BATCH_LOCK})`.execute(trx);
}

/**
 * Stores each click's raw row, and its visitor for the day when it is the first human click
 * of that visitor on that link. Skips events already stored (a stream redelivery) and returns
 * the clicks that were new, for the rollups. Event ids in one batch are distinct.
 *
 * The two stores differ in what costs: SQLite runs in process, so one prepared statement per
 * row is cheapest (a multi-row statement with RETURNING was 60% slower); PostgreSQL pays a
 * round trip per statement, so rows go 500 to a statement.
 */
export async function storeClickRows(trx: Db, store: Store, clicks: ParsedClick[]): Promise<StoredClicks> {
  return store.sqlite ? storeOnSqlite(store.sqlite, clicks) : storeOnPostgres(trx, clicks);
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
    const isUnique = !click.isBot && statements.visitor.run(click.linkId, click.day, click.visitorHash).changes === 1;
    if (statements.click.run(rawRow(click, isUnique)).changes !== 1) continue;
    stored.clicks.push(click);
    if (isUnique) stored.firstVisits.add(click);
  }
  return stored;
}

async function storeOnPostgres(trx: Db, clicks: ParsedClick[]): Promise<StoredClicks> {
  const firstVisits = await insertVisitors(trx, clicks);
  const stored: StoredClicks = { clicks: [], firstVisits: new Set() };
  for (let i = 0; i < clicks.length; i += CHUNK) {
    const chunk = clicks.slice(i, i + CHUNK);
    const inserted = await insertRows<{ event_id: string }>(
      trx,
      'postgres',
      'clicks',
      CLICK_COLUMNS,
      chunk.map((click) => rawRow(click, firstVisits.has(click.id))),
      'on conflict ("link_id", "event_id") do nothing returning "event_id"',
    );
    const fresh = new Set(inserted.map((row) => row.event_id));
    for (const click of chunk) {
      if (!fresh.has(click.id)) continue;
      stored.clicks.push(click);
      if (firstVisits.has(click.id)) stored.firstVisits.add(click);
    }
  }
  return stored;
}

/** Records each (link, day, visitor) once; returns the ids of clicks that were a first visit. */
async function insertVisitors(trx: Db, clicks: ParsedClick[]): Promise<Set<string>> {
  const firstClickOf = new Map<string, ParsedClick>();
  for (const click of clicks) {
    const key = `${click.linkId}|${click.day}|${click.visitorHash}`;
    if (!click.isBot && !firstClickOf.has(key)) firstClickOf.set(key, click);
  }
  const candidates = [...firstClickOf.values()];
  const firstVisits = new Set<string>();
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const inserted = await insertRows<{ link_id: number; day: string; visitor_hash: string }>(
      trx,
      'postgres',
      'daily_visitors',
      ['link_id', 'day', 'visitor_hash'],
      // node-postgres sends a bigint as its decimal text; int8 comes back as text (below) so
      // that the 64-bit id keeps every digit.
      candidates.slice(i, i + CHUNK).map((c) => [c.linkId, c.day, c.visitorHash.toString()]),
      'on conflict ("link_id", "day", "visitor_hash") do nothing returning "link_id", "day", "visitor_hash"::text as "visitor_hash"',
    );
    for (const row of inserted) {
      const click = firstClickOf.get(`${row.link_id}|${row.day}|${row.visitor_hash}`);
      if (click) firstVisits.add(click.id);
    }
  }
  return firstVisits;
}
