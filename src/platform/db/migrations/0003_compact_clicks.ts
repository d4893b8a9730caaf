import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * Click tables keyed by what they are looked up by (ADR 0104): one B-tree per table instead
 * of two or three, and a link's rollups for one day side by side. The click writer's cost was
 * mostly index maintenance and the pages each commit writes, so this is what makes ingest
 * fast. Existing rows are copied (but old-format visitor ids, see below).
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  // SQLite keeps a WITHOUT ROWID table in its primary key's order, so it is that one B-tree.
  const clustered = dialect === 'sqlite' ? sql`without rowid` : sql``;

  await db.schema
    .createTable('clicks_v3')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('clicked_at', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('is_bot', 'integer', (col) => col.notNull())
    .addColumn('is_unique', 'integer', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('os', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('referrer_host', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('clicks_v3_pk', ['link_id', 'event_id'])
    .modifyEnd(clustered)
    .execute();
  await sql`insert into clicks_v3 (link_id, event_id, clicked_at, method, is_bot, is_unique, device, browser, os, country, referrer_host)
    select link_id, event_id, clicked_at, method, is_bot, is_unique, device, browser, os, country, referrer_host from clicks`.execute(db);
  await db.schema.dropTable('clicks').execute();
  await db.schema.alterTable('clicks_v3').renameTo('clicks').execute();

  await db.schema
    .createTable('daily_visitors_v3')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor_hash', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('daily_visitors_v3_pk', ['link_id', 'day', 'visitor_hash'])
    .modifyEnd(clustered)
    .execute();
  // The old ids were hex text; only today's matter (older days are never looked up again), and
  // converting them would keep counting today's earlier visitors once, so they start afresh.
  await db.schema.dropTable('daily_visitors').execute();
  await db.schema.alterTable('daily_visitors_v3').renameTo('daily_visitors').execute();

  await db.schema
    .createTable('click_daily_v3')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('uniques', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('bot_clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('click_daily_v3_pk', ['link_id', 'day'])
    .modifyEnd(clustered)
    .execute();
  await sql`insert into click_daily_v3 (link_id, day, clicks, uniques, bot_clicks)
    select link_id, day, clicks, uniques, bot_clicks from click_daily`.execute(db);
  await db.schema.dropTable('click_daily').execute();
  await db.schema.alterTable('click_daily_v3').renameTo('click_daily').execute();

  // Day before dimension: a batch's counts for one link and day land on one or two pages,
  // where (dimension, day) spread them over four places in the index.
  await db.schema
    .createTable('click_daily_dimensions_v3')
    .addColumn('link_id', 'bigint', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('dimension', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('click_daily_dimensions_v3_pk', ['link_id', 'day', 'dimension', 'value'])
    .modifyEnd(clustered)
    .execute();
  await sql`insert into click_daily_dimensions_v3 (link_id, day, dimension, value, clicks)
    select link_id, day, dimension, value, clicks from click_daily_dimensions`.execute(db);
  await db.schema.dropTable('click_daily_dimensions').execute();
  await db.schema.alterTable('click_daily_dimensions_v3').renameTo('click_daily_dimensions').execute();
}
