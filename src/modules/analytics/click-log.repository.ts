import type SqliteDatabase from 'better-sqlite3';
import { arrayLiterals } from '../../platform/db/bulk.js';
import { preparedStatement, runPrepared } from '../../platform/db/prepared.js';
import type { Store } from '../../platform/db/db.js';
import type { ParsedClick } from './parse/parse-click.js';

// Appending a click batch to `click_log`: what makes a served click durable (ADR 1005). The
// fold (click-fold.repository.ts) turns the log into raw rows, visitors, rollups and counters.

/** The log's columns, in the order the append writes them (and the fold copies them). */
export const LOG_COLUMNS = [
  'link_id', 'event_id', 'clicked_at', 'day', 'method', 'is_bot', 'device', 'browser', 'os', 'country', 'language', 'referrer_host', 'source', 'variant', 'visitor_hash',
] as const;

/**
 * Whether a batch may hold clicks that are stored already. A batch's first try is a plain
 * INSERT (a COPY on PostgreSQL), which checks nothing: the log has no unique index on the event
 * (ADR 1029), and the fold drops an event it holds twice. A batch the queue hands over again (a
 * retry after a failure, entries reclaimed from a dead consumer) is a `replay`, which skips
 * events in the log (one query for the batch) and events already folded into `clicks`.
 */
export type BatchAttempt = 'first' | 'replay';

/**
 * A batch ready to append: how many clicks, and the clicks, each parsed as the append reaches
 * it rather than all first. On PostgreSQL the COPY then takes in the first rows while the rest
 * are parsed, and no array of every parsed click is kept for the collector to copy. A second
 * pass (a replay) parses again.
 */
export interface ParsedBatch {
  count: number;
  clicks(): Iterable<ParsedClick>;
}

function logRow(click: ParsedClick): unknown[] {
  return [
    click.linkId, click.id, click.clickedAt, click.day, click.method, click.isBot ? 1 : 0, click.device, click.browser, click.os, click.country, click.language,
    click.referrerHost, click.source, click.variant, click.visitorHash,
  ];
}

/**
 * Appends the clicks to the log: once it resolves, they are durable. SQLite runs in process, so
 * a prepared single-row statement per click, in one transaction, is cheapest. PostgreSQL pays a
 * round trip per statement, so a batch's first try is one COPY (ADR 1012), and a replay one
 * statement of arrays, which can skip the events stored already.
 */
export async function appendClickLog(store: Store, batch: ParsedBatch, attempt: BatchAttempt): Promise<void> {
  if (batch.count === 0) return;
  const { sqlite } = store;
  if (sqlite) {
    await store.db.transaction().execute(async () => {
      const statements = sqliteStatements(sqlite);
      // Each row's values as arguments, not as one array: better-sqlite3 reads an array's
      // elements one property lookup at a time through V8's API, and the arguments directly
      // (0.6 to 1 µs of a row's 5 to 6, ADR 1027).
      if (attempt === 'first') for (const click of batch.clicks()) statements.first.run(...logRow(click));
      else {
        const clicks = Array.from(batch.clicks());
        const logged = new Set(statements.logged.all(...keysOf(clicks).map((keys) => JSON.stringify(keys))) as string[]);
        // The replay's statement takes the event's key a second time, for its check of `clicks`.
        for (const click of clicks) if (!logged.has(click.id)) statements.replay.run(...logRow(click), click.linkId, click.id);
      }
    });
    return;
  }
  if (attempt === 'first' && store.copyRows) return store.copyRows('click_log', LOG_COLUMNS, logRows(batch.clicks()));
  const clicks = Array.from(batch.clicks());
  const logged = new Set((await runPrepared<{ event_id: string }>(store.db, LOGGED_EVENTS, keysOf(clicks))).map((row) => row.event_id));
  const fresh = clicks.filter((click) => !logged.has(click.id));
  if (fresh.length > 0) await runPrepared(store.db, APPEND_REPLAY, arrayLiterals(fresh.map(logRow), LOG_COLUMNS.length));
}

/**
 * A replay's links and event ids, for the query of which of its events the log holds. One
 * query for the batch, not a probe a click: the log has no index on the event (ADR 1029), and
 * a probe by the link would read all of a busy link's unfolded clicks for each of its events.
 */
function keysOf(clicks: readonly ParsedClick[]): [links: number[], ids: string[]] {
  return [[...new Set(clicks.map((click) => click.linkId))], clicks.map((click) => click.id)];
}

/** PostgreSQL: the events among `$2` the log holds, read through its index on the link (`= any` of an array is hashed). */
const LOGGED_EVENTS = preparedStatement('click_log_logged', 'select event_id from click_log where link_id = any($1::bigint[]) and event_id = any($2::text[])');

/** Each click's row as the COPY takes it, one at a time: no array of them all outlives a young-generation collection (copy.ts). */
function* logRows(clicks: Iterable<ParsedClick>): Generator<unknown[]> {
  for (const click of clicks) yield logRow(click);
}

type SqliteStatements = Record<BatchAttempt | 'logged', SqliteDatabase.Statement>;

const statements = new WeakMap<SqliteDatabase.Database, SqliteStatements>();

function sqliteStatements(database: SqliteDatabase.Database): SqliteStatements {
  let prepared = statements.get(database);
  if (!prepared) {
    const values = LOG_COLUMNS.map(() => '?').join(', ');
    prepared = {
      first: database.prepare(`insert into click_log (${LOG_COLUMNS.join(', ')}) values (${values})`),
      replay: database.prepare(
        `insert into click_log (${LOG_COLUMNS.join(', ')}) select ${values}
        where not exists (select 1 from clicks c where c.link_id = ? and c.event_id = ?)`,
      ),
      // SQLite builds each IN list's index once for the statement.
      logged: database
        .prepare('select event_id from click_log where link_id in (select value from json_each(?)) and event_id in (select value from json_each(?))')
        .pluck(),
    };
    statements.set(database, prepared);
  }
  return prepared;
}

const LOG_ARRAYS = `unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::integer[], $7::text[], $8::text[], $9::text[], $10::text[],
  $11::text[], $12::text[], $13::text[], $14::integer[], $15::bigint[]) as b (${LOG_COLUMNS.join(', ')})`;

const APPEND_REPLAY = preparedStatement(
  'click_log_replay',
  `insert into click_log (${LOG_COLUMNS.join(', ')}) select * from ${LOG_ARRAYS}
  where not exists (select 1 from clicks c where c.link_id = b.link_id and c.event_id = b.event_id)`,
);
