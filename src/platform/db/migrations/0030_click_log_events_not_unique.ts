import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * The click log without its unique index on the event id (ADR 1029). Each appended click paid
 * a B-tree insert of its 27-byte id, and PostgreSQL a uniqueness check too: about a third of a
 * COPY's cost. The log's index on the link stays (reads of a link's unfolded clicks, and a
 * replay's check for events it holds); the fold drops an event the log holds twice.
 *
 * SQLite cannot drop a column's UNIQUE constraint, so the table is made again with its rows in
 * their order (the log is empty after a graceful stop, and holds at most a fold interval).
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint where conrelid = 'click_log'::regclass and contype = 'u'`.execute(db);
    for (const { name } of rows) await sql`alter table click_log drop constraint ${sql.id(name)}`.execute(db);
    return;
  }
  await remakeSqliteLog(db, sql`event_id text not null`, sql`insert into`);
}

/** Keeps the earliest copy of an event the log holds twice, and makes the event id unique again. */
export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`delete from click_log where ctid in (
      select ctid from (select ctid, row_number() over (partition by event_id order by ctid) as copy from click_log) as c where c.copy > 1)`.execute(db);
    await sql`alter table click_log add constraint click_log_event_id_key unique (event_id)`.execute(db);
    return;
  }
  await remakeSqliteLog(db, sql`event_id text not null unique`, sql`insert or ignore into`);
}

/** SQLite: `click_log` made again with `eventId` as its event id's definition, its rows copied by `insert`. */
async function remakeSqliteLog(db: Db, eventId: RawBuilder<unknown>, insert: RawBuilder<unknown>): Promise<void> {
  const columns = sql.raw('link_id, event_id, clicked_at, day, method, is_bot, device, browser, os, country, language, referrer_host, source, variant, visitor_hash');
  await sql`alter table click_log rename to click_log_before`.execute(db);
  await sql`create table click_log (
    link_id bigint not null, ${eventId}, clicked_at text not null, day text not null, method text not null,
    is_bot integer not null, device text not null, browser text not null, os text not null, country text not null,
    language text not null, referrer_host text not null, source text not null, variant integer, visitor_hash bigint)`.execute(db);
  await sql`${insert} click_log (${columns}) select ${columns} from click_log_before order by rowid`.execute(db);
  // Dropping the old table drops its index on the link, whose name the new one takes.
  await sql`drop table click_log_before`.execute(db);
  await sql`create index click_log_link on click_log (link_id)`.execute(db);
}
