import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * The click log (ADR 1005): the writer appends each click here, and a fold moves the log into
 * `clicks`, `daily_visitors`, the rollups, link counters and usage, in key order, a fold
 * interval of clicks at a time. Reads add what is still in the log, so analytics stays exact.
 *
 * Keyed (link_id, event_id) like `clicks`: a redelivered event is the same row, and a link's
 * unfolded clicks are one range. The table only ever holds a fold interval of clicks, so its
 * pages stay few and hot: an append dirties pages of a small table, not of every big one.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const clustered = dialect === 'sqlite' ? sql`without rowid` : sql``;
  await db.schema
    .createTable('click_log')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
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
    .addPrimaryKeyConstraint('click_log_pk', ['link_id', 'event_id'])
    .modifyEnd(clustered)
    .execute();
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
