import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * The daily rollups of the current day in tables of their own (ADR 1025): the fold adds to
 * `click_daily_recent` and `click_daily_dimensions_recent`, and moves a day's rows into
 * `click_daily` and `click_daily_dimensions` once the day is over. Keyed like them, by link and
 * day, a link's rows of today sat beside its rows of earlier days: under traffic spread over
 * many links a fold dirtied a page per link in tables that grow by every day of history, and
 * with 30 days of history the fold cost 2 to 4 µs a click more than on an empty database. Here
 * today's rows of every link sit together in a table of one day. Reads add both tables.
 * PostgreSQL: text compares byte by byte (0028) and pages are filled to 45 % (0027), as for
 * the settled tables.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const text = pg ? sql`text collate "C"` : sql`text`;
  // SQLite: the table is its primary key's B-tree (0003). PostgreSQL: room for HOT updates (0027).
  const storage = pg ? sql`with (fillfactor = 45)` : sql`without rowid`;
  await sql`create table click_daily_recent (
    link_id bigint not null, day ${text} not null,
    clicks bigint not null default 0, uniques bigint not null default 0, bot_clicks bigint not null default 0,
    constraint click_daily_recent_pk primary key (link_id, day)) ${storage}`.execute(db);
  await sql`create table click_daily_dimensions_recent (
    link_id bigint not null, day ${text} not null, dimension ${text} not null, value ${text} not null,
    clicks bigint not null default 0,
    constraint click_daily_dimensions_recent_pk primary key (link_id, day, dimension, value)) ${storage}`.execute(db);
  // The fold asks for the oldest day held: one entry per link and day, written with the day's
  // first click of the link (a fold's later additions change no key).
  await sql`create index click_daily_recent_day on click_daily_recent (day)`.execute(db);
}

/** Folds what the recent tables hold into the settled ones, then drops them. */
export async function down(db: Db, _dialect: Dialect): Promise<void> {
  await sql`insert into click_daily (link_id, day, clicks, uniques, bot_clicks)
    select link_id, day, clicks, uniques, bot_clicks from click_daily_recent where true
    on conflict (link_id, day) do update set clicks = click_daily.clicks + excluded.clicks,
      uniques = click_daily.uniques + excluded.uniques, bot_clicks = click_daily.bot_clicks + excluded.bot_clicks`.execute(db);
  await sql`insert into click_daily_dimensions (link_id, day, dimension, value, clicks)
    select link_id, day, dimension, value, clicks from click_daily_dimensions_recent where true
    on conflict (link_id, day, dimension, value) do update set clicks = click_daily_dimensions.clicks + excluded.clicks`.execute(db);
  await sql`drop table click_daily_recent`.execute(db);
  await sql`drop table click_daily_dimensions_recent`.execute(db);
}
