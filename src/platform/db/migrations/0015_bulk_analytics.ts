import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * Analytics gains an `os` breakdown, rolled up by the click writer from now on like the other
 * dimensions (ADR 0632). Every raw click kept already names its OS, so the days before this
 * release are rolled up here from them: the breakdown covers the whole window at once. Rows
 * already there (none, unless a writer of this release ran first) are left as they are.
 * Languages were never recorded: their breakdown starts with this release.
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  const day = sql`substr(clicked_at, 1, 10)`;
  await sql`insert into click_daily_dimensions (link_id, day, dimension, value, clicks)
    select link_id, ${day}, 'os', os, count(*) from clicks where is_bot = 0
    group by link_id, ${day}, os
    on conflict (link_id, day, dimension, value) do nothing`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('click_daily_dimensions').where('dimension', 'in', ['os', 'language']).execute();
}
