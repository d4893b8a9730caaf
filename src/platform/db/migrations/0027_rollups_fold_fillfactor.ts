import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * PostgreSQL: fills pages of the daily rollups to 45 %, as 0025 did for `links`. A fold
 * (ADR 1005) updates the day's row of every link clicked in its interval, and its dimension
 * rows, in one statement each: under traffic spread over many links that is nearly every row
 * of a page at once. At the default fill there was room on the page for almost none of the new
 * versions (3 to 42 HOT updates of 65,000 in a benchmark's folds), so each update moved its row
 * and added an entry to the primary key's index. At 45 % every update was HOT (ADR 1019).
 * Pages written from now on keep the room; `VACUUM FULL` rewrites the existing ones.
 */
const TABLES = ['click_daily', 'click_daily_dimensions'] as const;

export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of TABLES) await sql`alter table ${sql.id(table)} set (fillfactor = 45)`.execute(db);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of TABLES) await sql`alter table ${sql.id(table)} reset (fillfactor)`.execute(db);
}
