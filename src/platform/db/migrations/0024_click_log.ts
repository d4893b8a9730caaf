import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * The click log (ADR 1005): the writer appends each click here, and a fold moves the log into
 * `clicks`, `daily_visitors`, the rollups, link counters and usage, in key order, a fold
 * interval of clicks at a time. Reads add what is still in the log, so analytics stays exact.
 *
 * Stored in the order clicks arrive (SQLite's rowid), so a batch's rows fill the last pages
 * instead of one page per click spread over the table: keyed by link, a batch of 2,500 clicks
 * over 10,000 links dirtied about 2,000 of its pages, and the commit wrote each. The event id
 * is unique (a redelivered event is refused) and sorts by time, so its index grows at its right
 * edge too; the index on the link serves a link's reads and is small, as the log is.
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('click_log')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('clicked_at', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('is_bot', 'integer', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('os', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('referrer_host', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('variant', 'integer')
    .addColumn('visitor_hash', 'bigint')
    .execute();
  await db.schema.createIndex('click_log_link').on('click_log').column('link_id').execute();
}

/**
 * Going back to a release without the log would drop clicks not folded yet: refused while the
 * log holds any (a running server folds it within CLICK_FOLD_MS, and on shutdown).
 */
export async function down(db: Db): Promise<void> {
  const row = await db.selectFrom('click_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(row.n) > 0) throw new Error(`click_log holds ${row.n} clicks not folded yet; start the server once (it folds them at shutdown) before migrating down`);
  await db.schema.dropTable('click_log').execute();
}
