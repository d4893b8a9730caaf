import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../platform/db/db.js';
import { unfoldedClicks } from '../../platform/db/unfolded-clicks.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withSavepoint } from '../../platform/db/savepoint.js';
import { LOG_COLUMNS } from './click-log.repository.js';

// The fold's statements (ADR 1005). Each runs once per fold over the whole batch inside the
// database, so no click costs a statement or an object in JavaScript: the log is copied into a
// temporary table once, with each click's first-visit flag decided, and every table it feeds
// is written from there in key order, one row per key however many clicks it sums.

/** A link's share of a fold, for `link.clicked`. */
export interface FoldedLinkTotals {
  link_id: number;
  slug: string;
  workspace_id: number;
  clicks: number;
  uniques: number;
  bots: number;
  last_at: string | null;
}

const LOG_LIST = LOG_COLUMNS.join(', ');
const BATCH_COLUMNS = `${LOG_LIST}, is_unique`;

// Any constant of ours: PostgreSQL's advisory locks are a single 64-bit key space per database.
const FOLD_LOCK = 0x636c69636b73; // "clicks"

/**
 * PostgreSQL: one fold (or clearing of a link's clicks) at a time, across every instance, for
 * the rest of the transaction: two folds would take the same log rows. SQLite's write lock
 * already does this. Appends need no lock: they only insert into the log.
 */
export async function takeFoldLock(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${FOLD_LOCK})`.execute(trx);
}

/**
 * PostgreSQL: no JIT compilation for the rest of the fold's transaction. Over a fold's tens of
 * thousands of rows the planner's estimates pass `jit_above_cost`, and compiling the
 * expressions of statements that run once cost more than running them: 0.9 s of the 1.2 s
 * that taking 50,000 clicks out of the log took (pg_stat_statements' jit columns, ADR 1007).
 */
export async function skipJit(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`set local jit = off`.execute(trx);
}

/**
 * The column types of the fold's scratch tables. On PostgreSQL their text compares byte by byte,
 * as the click tables' does (migration 0028): the fold sorts and groups it, and a comparison
 * under the database's collation costs a `strcoll` call. Rows are emptied at commit.
 */
function scratchTypes(dialect: Dialect) {
  return dialect === 'postgres'
    ? { id: sql`bigint`, text: sql`text collate "C"`, end: sql`on commit delete rows` }
    : { id: sql`integer`, text: sql`text`, end: sql`` };
}

/** The connection's scratch table of the fold under way; emptied at its start and (PostgreSQL) at commit. */
async function prepareBatchTable(trx: Db, dialect: Dialect): Promise<void> {
  const { id, text, end } = scratchTypes(dialect);
  // No key: rows arrive in the order uniqueness was decided in, and each statement below reads
  // the whole table once.
  await sql`create temp table if not exists fold_batch (
    link_id ${id} not null, event_id ${text} not null, clicked_at ${text} not null, day ${text} not null, method ${text} not null,
    is_bot integer not null, device ${text} not null, browser ${text} not null, os ${text} not null, country ${text} not null,
    language ${text} not null, referrer_host ${text} not null, source ${text} not null, variant integer, visitor_hash ${id},
    is_unique integer not null) ${end}`.execute(trx);
  await sql`delete from fold_batch`.execute(trx);
}

/**
 * Takes the whole log into the fold: copies it to `fold_batch` (deciding first visits) and
 * deletes exactly those rows from the log, so a click appended meanwhile (another instance,
 * PostgreSQL) stays for the next fold. The clicks of links deleted since they were served are
 * left out. Returns how many clicks remain to fold: the statements' own counts, as counting
 * the batch read all of it once more.
 */
export async function takeLogIntoBatch(trx: Db, dialect: Dialect): Promise<number> {
  await prepareBatchTable(trx, dialect);
  if (dialect === 'sqlite') {
    // Looked for on the log's index on the link, before the copy: when there are any, the copy
    // probes `links` for each click, and leaves theirs out.
    const found = await sql<{ gone: number }>`select exists (${deletedLinkIds(sql`click_log`)}) as gone`.execute(trx);
    const kept = found.rows[0]?.gone ? sql`exists (select 1 from links k where k.id = l.link_id)` : sql`1 = 1`;
    const count = await copyLogWithFirstVisits(trx, kept);
    // The fold holds SQLite's write lock: nothing was appended since the copy, and a DELETE
    // without WHERE drops the table's pages at once.
    await sql`delete from click_log`.execute(trx);
    return count;
  }
  // One statement takes the rows it sees out of the log and copies them: a click another
  // instance appends meanwhile stays for the next fold, and no second pass looks rows up.
  const taken = await sql`with taken as (delete from click_log returning *)
    insert into fold_batch (${sql.raw(BATCH_COLUMNS)}) select ${sql.raw(BATCH_COLUMNS)} from ${unfoldedClicks(sql<boolean>`1 = 1`, sql`taken`)} as u`.execute(trx);
  // A link deleted from now on waits for this fold to commit, then deletes what it wrote.
  await sql`select id from links where id in (select distinct link_id from fold_batch) for key share`.execute(trx);
  const dropped = await sql`delete from fold_batch where link_id in (${deletedLinkIds(sql`fold_batch`)})`.execute(trx);
  const count = Number(taken.numAffectedRows ?? 0) - Number(dropped.numAffectedRows ?? 0);
  await describeBatch(trx, count);
  return count;
}

/** The links of `table`'s clicks deleted since they were served: a probe of `links` per link, not per click. */
function deletedLinkIds(table: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`select b.link_id from (select distinct link_id from ${table}) as b where not exists (select 1 from links k where k.id = b.link_id)`;
}

/** Fewer rows than this say too little about the next folds to plan them by. */
const DESCRIBE_MIN_ROWS = 1_000;

/**
 * PostgreSQL: statistics for the connection's `fold_batch`, the first time it holds a fold of
 * some size. A temporary table has none until ANALYZE runs (autovacuum never visits one), and
 * without them the planner took a fold of 100,000 clicks for about 200 rows (the size of its
 * pages, times the default selectivity of `is_bot = 0`): it grouped the batch by sorting it on
 * disk, 80 to 130 ms where a hash took 45. The statistics outlive each fold's rows (emptied at
 * commit) for the life of the connection: later folds are planned by them, scaled to their own
 * size, so a connection pays one ANALYZE.
 */
async function describeBatch(trx: Db, rows: number): Promise<void> {
  if (rows < DESCRIBE_MIN_ROWS) return;
  const known = await sql<{ reltuples: number }>`select reltuples from pg_class where oid = to_regclass('pg_temp.fold_batch')`.execute(trx);
  // -1: never analysed.
  if (Number(known.rows[0]?.reltuples ?? -1) >= 0) return;
  await sql`analyze fold_batch`.execute(trx);
}

/**
 * SQLite: the log into `fold_batch`, each click's first visit decided as `unfoldedClicks`
 * decides it, without its window function: that sorted every click with all its columns, 2.3
 * to 3.3 µs a click of the fold. Here only the visitor keys are grouped, and each first visit
 * is kept with the log's rowid of its click. In a query with `min()`, SQLite takes the bare
 * column `rowid` from the row that has the minimum (ADR 1014). The copy leaves the batch in key
 * order (link, event), as the window function left it in link order: the statements after it
 * group and sort by link, and took 0.2 to 1.9 µs a click more from a batch in the log's order,
 * and the raw rows are inserted in the batch's own order (`insertRawRows`). The fold holds the
 * write lock, so both statements read the same log.
 *
 * The first visits go into `fold_visitors`, keyed by visitor, in the order the grouping leaves
 * them, and the day's new visitors are written from there as they are (`storeBatchRows`): the
 * batch was sorted by visitor once more for that. Only their log rows are sorted, into
 * `fold_first_visits`, for the copy's probe by rowid; a probe of `fold_visitors` by its key
 * instead cost the copy 0.55 µs a click more than that sort (ADR 1028).
 *
 * Both read the log from end to end (`not indexed`) and sort, where SQLite would walk its index
 * on the link and fetch each click's row from wherever it was appended: with the click writer's
 * page cache (4 MiB by default) far smaller than a fold's log, nearly every fetch was a page
 * read, and the two statements cost 7.3 µs a click against 3.2 to 3.5 (ADR 1018).
 *
 * `kept` is the condition a click of the log must meet to be folded (its link not deleted).
 * Returns how many clicks were copied.
 */
async function copyLogWithFirstVisits(trx: Db, kept: RawBuilder<unknown>): Promise<number> {
  await sql`create temp table if not exists fold_visitors (
    link_id integer not null, day text not null, visitor_hash integer not null, log_row integer not null,
    primary key (link_id, day, visitor_hash)) without rowid`.execute(trx);
  await sql`delete from fold_visitors`.execute(trx);
  // One query, no subquery: SQLite then knows the grouping's order is the ORDER BY's, and
  // sorts once. `min()` in HAVING (always true: every event has an id) is the query's one
  // min(), so the bare `rowid` comes from the visitor's first click.
  await sql`insert into fold_visitors (link_id, day, visitor_hash, log_row)
    select l.link_id, l.day, l.visitor_hash, l.rowid from click_log l not indexed
    where l.is_bot = 0 and l.visitor_hash is not null and ${kept}
    group by l.link_id, l.day, l.visitor_hash
    having min(l.event_id) is not null
      and not exists (select 1 from daily_visitors v where v.link_id = l.link_id and v.day = l.day and v.visitor_hash = l.visitor_hash)
    order by l.link_id, l.day, l.visitor_hash`.execute(trx);
  await sql`create temp table if not exists fold_first_visits (log_row integer primary key)`.execute(trx);
  await sql`delete from fold_first_visits`.execute(trx);
  await sql`insert into fold_first_visits (log_row) select log_row from fold_visitors order by log_row`.execute(trx);
  const copied = await sql`insert into fold_batch (${sql.raw(BATCH_COLUMNS)})
    select ${sql.raw(LOG_LIST)}, exists (select 1 from fold_first_visits f where f.log_row = l.rowid)
    from click_log l not indexed where ${kept} order by l.link_id, l.event_id`.execute(trx);
  return Number(copied.numAffectedRows ?? 0);
}

/**
 * Raw rows and the day's new visitors, in key order. An event delivered twice that the append
 * could not tell (its first copy was folded before, or was appended by another batch's first
 * try: the log has no unique index, ADR 1029) is dropped from the batch first, so it counts
 * once; that is rare, so the rows are inserted with a plain INSERT and only its unique violation
 * sends the fold back to look for it. (On PostgreSQL, `on conflict do nothing` made every row a
 * speculative insertion: 5.3 µs of the backend's CPU a row against 3.1, ADR 1014.)
 */
export async function storeBatchRows(trx: Db, dialect: Dialect): Promise<void> {
  try {
    await withSavepoint(trx, 'fold_rows', () => insertRawRows(trx, dialect));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await sql`delete from fold_batch where exists (select 1 from clicks c where c.link_id = fold_batch.link_id and c.event_id = fold_batch.event_id)`.execute(trx);
    await dropRepeatedEvents(trx, dialect);
    await insertRawRows(trx, dialect);
  }
  // SQLite kept the first visits in key order (`copyLogWithFirstVisits`): read as they are.
  const firstVisits = dialect === 'sqlite' ? sql`fold_visitors` : sql`fold_batch where is_unique = 1`;
  await sql`insert into daily_visitors (link_id, day, visitor_hash)
    select link_id, day, visitor_hash from ${firstVisits} order by link_id, day, visitor_hash`.execute(trx);
}

/**
 * Keeps one row of each event the batch holds more than once: the one decided a first visit,
 * if either was (both copies were candidates, and the decision took one). By grouping, not by a
 * probe per row: the batch has no index. SQLite takes the bare `rowid` from the row with the
 * `max()`.
 */
async function dropRepeatedEvents(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`delete from fold_batch where rowid not in (
      select kept from (select rowid as kept, max(is_unique) from fold_batch group by link_id, event_id))`.execute(trx);
    return;
  }
  await sql`delete from fold_batch where ctid in (
    select ctid from (select ctid, row_number() over (partition by link_id, event_id order by is_unique desc) as copy from fold_batch) as c
    where c.copy > 1)`.execute(trx);
}

/**
 * The raw rows in key order, each link's new clicks at the end of its pages. On SQLite the
 * batch was copied in key order (`copyLogWithFirstVisits`), its rowids rising with each row, and
 * a scan reads a table in rowid order, so it is read as it is: sorting it again took 0.4 µs a
 * click (ADR 1018). Were that order ever lost, the rows would land the same, only slower.
 */
async function insertRawRows(trx: Db, dialect: Dialect): Promise<void> {
  const order = dialect === 'sqlite' ? sql`` : sql`order by link_id, event_id`;
  await sql`insert into clicks (link_id, event_id, clicked_at, method, is_bot, is_unique, device, browser, os, country, referrer_host, source, variant)
    select link_id, event_id, clicked_at, method, is_bot, is_unique, device, browser, os, country, referrer_host, source, variant
    from fold_batch ${order}`.execute(trx);
}

// Human clicks per value of each dimension, from the batch's distinct combinations of values
// (fold_combos: one sort of the batch, where a GROUP BY per dimension sorted it eight times);
// `source` rolls up only scans and `variant` only clicks of a test, so the common click adds no
// row for them.
const DIMENSION_VALUES = sql`
  select link_id, day, 'country' as dimension, country as value, sum(clicks) as clicks from fold_combos where is_bot = 0 group by link_id, day, country
  union all select link_id, day, 'device', device, sum(clicks) from fold_combos where is_bot = 0 group by link_id, day, device
  union all select link_id, day, 'browser', browser, sum(clicks) from fold_combos where is_bot = 0 group by link_id, day, browser
  union all select link_id, day, 'os', os, sum(clicks) from fold_combos where is_bot = 0 group by link_id, day, os
  union all select link_id, day, 'language', language, sum(clicks) from fold_combos where is_bot = 0 group by link_id, day, language
  union all select link_id, day, 'referrer', referrer_host, sum(clicks) from fold_combos where is_bot = 0 group by link_id, day, referrer_host
  union all select link_id, day, 'source', 'qr', sum(clicks) from fold_combos where is_bot = 0 and source = 'qr' group by link_id, day
  union all select link_id, day, 'variant', cast(variant as text), sum(clicks) from fold_combos where is_bot = 0 and variant is not null group by link_id, day, variant`;

/**
 * The batch's clicks per combination of link, day, bot or human and dimension values, with their
 * first visits and latest click, in the connection's scratch table. Every rollup is summed from
 * it rather than from the batch: the daily totals, link counters, monthly usage and webhook
 * totals each grouped every click of the batch again, where the combinations are one row per
 * link and day for a visitor's repeated clicks and rarely more than a few (ADR 1028).
 */
async function groupCombos(trx: Db, dialect: Dialect): Promise<void> {
  const { id, text, end } = scratchTypes(dialect);
  await sql`create temp table if not exists fold_combos (
    link_id ${id} not null, day ${text} not null, is_bot integer not null, country ${text} not null, device ${text} not null, browser ${text} not null,
    os ${text} not null, language ${text} not null, referrer_host ${text} not null, source ${text} not null, variant integer,
    clicks ${id} not null, uniques ${id} not null, last_at ${text} not null) ${end}`.execute(trx);
  await sql`delete from fold_combos`.execute(trx);
  await sql`insert into fold_combos
    select link_id, day, is_bot, country, device, browser, os, language, referrer_host, source, variant, count(*), sum(is_unique), max(clicked_at)
    from fold_batch group by link_id, day, is_bot, country, device, browser, os, language, referrer_host, source, variant`.execute(trx);
}

/** Daily totals and dimension counts (into the recent tables), link counters and the workspaces' monthly clicks. */
export async function addBatchRollups(trx: Db, dialect: Dialect): Promise<void> {
  await groupCombos(trx, dialect);
  await addDailyRows(trx, 'click_daily_recent', sql`select link_id, day, sum(clicks * (1 - is_bot)) as clicks, sum(uniques) as uniques,
    sum(clicks * is_bot) as bot_clicks from fold_combos group by link_id, day`);
  await addDimensionRows(trx, 'click_daily_dimensions_recent', sql`select link_id, day, dimension, value, clicks from (${DIMENSION_VALUES}) as d where value <> ''`);
  // `last_clicked_at` only moves forward.
  await sql`update links set
      total_clicks = links.total_clicks + b.clicks,
      unique_clicks = links.unique_clicks + b.uniques,
      bot_clicks = links.bot_clicks + b.bots,
      last_clicked_at = case
        when b.last_at is not null and (links.last_clicked_at is null or links.last_clicked_at < b.last_at) then b.last_at
        else links.last_clicked_at end
    from (select link_id, sum(clicks * (1 - is_bot)) as clicks, sum(uniques) as uniques, sum(clicks * is_bot) as bots,
        max(case when is_bot = 0 then last_at end) as last_at
      from fold_combos group by link_id) as b
    where links.id = b.link_id`.execute(trx);
  // Human clicks count toward the workspace's monthly usage (anonymous links have none).
  await sql`insert into usage_counters (workspace_id, period, clicks, links_created, api_requests)
    select k.workspace_id, substr(b.day, 1, 7), sum(b.clicks), 0, 0
    from fold_combos b inner join links k on k.id = b.link_id
    where b.is_bot = 0 and k.workspace_id is not null
    group by k.workspace_id, substr(b.day, 1, 7)
    on conflict (workspace_id, period) do update set clicks = usage_counters.clicks + excluded.clicks`.execute(trx);
}

type DailyTable = 'click_daily' | 'click_daily_recent';
type DimensionTable = 'click_daily_dimensions' | 'click_daily_dimensions_recent';

/** Adds `rows` (link_id, day, clicks, uniques, bot_clicks; one per key) to a daily rollup table, in key order. */
async function addDailyRows(trx: Db, table: DailyTable, rows: RawBuilder<unknown>): Promise<void> {
  const into = sql.table(table);
  // `where true`: SQLite reads ON CONFLICT after a bare SELECT ... FROM as a join's ON.
  await sql`insert into ${into} (link_id, day, clicks, uniques, bot_clicks)
    select link_id, day, clicks, uniques, bot_clicks from (${rows}) as r where true order by link_id, day
    on conflict (link_id, day) do update set
      clicks = ${into}.clicks + excluded.clicks,
      uniques = ${into}.uniques + excluded.uniques,
      bot_clicks = ${into}.bot_clicks + excluded.bot_clicks`.execute(trx);
}

/** Adds `rows` (link_id, day, dimension, value, clicks; one per key) to a dimension rollup table, in key order. */
async function addDimensionRows(trx: Db, table: DimensionTable, rows: RawBuilder<unknown>): Promise<void> {
  const into = sql.table(table);
  await sql`insert into ${into} (link_id, day, dimension, value, clicks)
    select link_id, day, dimension, value, clicks from (${rows}) as r where true order by link_id, day, dimension, value
    on conflict (link_id, day, dimension, value) do update set clicks = ${into}.clicks + excluded.clicks`.execute(trx);
}

/**
 * Moves the rollups of days before `today` (UTC, YYYY-MM-DD) from the recent tables into the
 * settled ones (ADR 1025). The fold adds to the recent tables only, so they hold about one day;
 * the first fold of a day moves the day before, and any fold that added a late click of an
 * earlier day moves it at once. Reads add both tables, so where a row is changes no figure.
 * One probe of the recent table's day index when there is nothing to move.
 */
export async function settleRecentRollups(trx: Db, dialect: Dialect, today: string): Promise<void> {
  const oldest = await sql<{ day: string | null }>`select min(day) as day from click_daily_recent`.execute(trx);
  const day = oldest.rows[0]?.day;
  if (day === null || day === undefined || day >= today) return;
  const before = sql<boolean>`day < ${today}`;
  if (dialect === 'postgres') {
    // As the fold does for its batch's links: a link deleted meanwhile waits for this move to
    // commit, then deletes the rows it put in the settled tables, instead of missing them.
    await sql`select id from links where id in (select distinct link_id from click_daily_recent where ${before}) for key share`.execute(trx);
  }
  await addDailyRows(trx, 'click_daily', sql`select link_id, day, clicks, uniques, bot_clicks from click_daily_recent where ${before}`);
  await addDimensionRows(trx, 'click_daily_dimensions', sql`select link_id, day, dimension, value, clicks from click_daily_dimensions_recent where ${before}`);
  await sql`delete from click_daily_recent where ${before}`.execute(trx);
  await sql`delete from click_daily_dimensions_recent where ${before}`.execute(trx);
}

/** Each link of the fold with human clicks whose workspace has an enabled webhook endpoint (one cheap query when none does). */
export async function readListenedTotals(trx: Db): Promise<FoldedLinkTotals[]> {
  const result = await sql<FoldedLinkTotals>`select b.link_id, k.slug, k.workspace_id, sum(b.clicks * (1 - b.is_bot)) as clicks, sum(b.uniques) as uniques,
      sum(b.clicks * b.is_bot) as bots, max(case when b.is_bot = 0 then b.last_at end) as last_at
    from fold_combos b inner join links k on k.id = b.link_id
    where k.workspace_id in (select e.workspace_id from webhook_endpoints e where e.enabled = 1)
    group by b.link_id, k.slug, k.workspace_id
    having sum(b.clicks * (1 - b.is_bot)) > 0`.execute(trx);
  return result.rows;
}
