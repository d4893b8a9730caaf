import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * PostgreSQL: fills pages of `links` to 45 % (0008 left a tenth free). The fold (ADR 1005)
 * updates the counters of every link clicked in its interval in one statement, so under traffic
 * spread over many links it writes a new version of nearly every row of a page at once, and a
 * HOT update needs room on the same page for each of them: half a page and the page header.
 * Filled to 90 %, nine updates in ten were not HOT: each wrote an entry in every one of the
 * table's thirteen indexes, 12 to 19 µs of the backend's CPU a row, and the table grew by the
 * dead versions; at 45 % nearly all were HOT at 2 to 3 µs a row, and the table stayed smaller
 * than it grew at 90 % (ADR 1014). At 50 % the last row of a full page did not fit.
 * Pages written from now on keep the room; `VACUUM FULL links` rewrites the existing ones.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`alter table links set (fillfactor = 45)`.execute(db);
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`alter table links set (fillfactor = 90)`.execute(db);
}
