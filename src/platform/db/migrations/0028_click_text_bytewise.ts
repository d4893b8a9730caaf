import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * PostgreSQL: the text columns of the click tables compare byte by byte (collation "C"), as
 * SQLite's always have. Under the database's collation every comparison of a click's event id,
 * day or dimension value, in the keys each fold adds to and in the fold's sorts and groupings,
 * went through the C library's `strcoll`, and PostgreSQL sorts such text without its
 * abbreviated keys. Every value here is an id, an ISO date or time, or a label that no one
 * reads in a language's order. Bytewise order is code point order for UTF-8, so nothing read
 * back changes on a database whose collation is C.UTF-8, and a breakdown's ties on any other
 * database fall in SQLite's order (ADR 1020). The tables are not rewritten; the indexes on
 * these columns are rebuilt.
 */
const TABLES = ['click_log', 'clicks', 'click_daily', 'click_daily_dimensions', 'daily_visitors'];

/** Every text column of those tables as this database has them (one that ran 0007 before 0006 has no `source`). */
async function textColumns(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(TABLES)}) and data_type = 'text'
    order by table_name, ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
}

async function collate(db: Db, collation: string): Promise<void> {
  for (const [table, columns] of await textColumns(db)) {
    const changes = columns.map((column) => sql`alter column ${sql.id(column)} type text collate ${sql.id(collation)}`);
    await sql`alter table ${sql.id(table)} ${sql.join(changes)}`.execute(db);
  }
}

export async function up(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await collate(db, 'C');
}

export async function down(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await collate(db, 'default');
}
