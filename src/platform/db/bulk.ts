import { CompiledQuery, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Dialect } from './db.js';
import { fixedStatement } from './sqlite-statements.js';
import type { Database } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A multi-row INSERT compiled by hand: for the click writer's 500-row batches the query
 * builder's per-value bookkeeping costs more than SQLite's own work. `tail` is appended
 * verbatim (ON CONFLICT / RETURNING); table and column names are code constants, never input.
 */
export async function insertRows<Row>(
  db: Db,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  tail = '',
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    const marks: string[] = [];
    for (const value of row) {
      params.push(value);
      marks.push(dialect === 'postgres' ? `$${params.length}` : '?');
    }
    tuples.push(`(${marks.join(', ')})`);
  }
  const text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')} ${tail}`;
  const result = await db.executeQuery<Row>(CompiledQuery.raw(text, params));
  return result.rows;
}

/**
 * A `values (...), (...)` list whose every value is cast to its column's type, for use as a
 * CTE (`with t (a, b) as (${values})`). The casts matter on PostgreSQL, where an untyped
 * parameter in VALUES is text; SQLite reads them as type affinities. Types are code constants.
 */
export function valuesTable(types: readonly string[], rows: ReadonlyArray<readonly unknown[]>): RawBuilder<unknown> {
  const casts = types.map((type) => sql.raw(type));
  return sql`values ${sql.join(rows.map((row) => sql`(${sql.join(row.map((value, i) => sql`cast(${value} as ${casts[i]})`))})`))}`;
}

/**
 * SQLite: one single-row statement, prepared once per connection, run for each row. In process
 * there is no round trip to save, and building, hashing and binding a 500-row statement cost
 * more than the rows themselves (the click writer's rollups: about half its time, most of it
 * garbage). Runs inside the caller's transaction. `text` is a code constant, never input.
 */
export function runForEachRow(database: SqliteDatabase.Database, text: string, rows: ReadonlyArray<readonly unknown[]>): void {
  const statement = fixedStatement(database, text);
  for (const row of rows) statement.run(row);
}
