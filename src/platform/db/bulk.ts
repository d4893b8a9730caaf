import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from './db.js';
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
