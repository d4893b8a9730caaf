import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How a prepared statement's text opens: a comment holding `@` and its name. */
export const PREPARED_MARK = '/*@';

/**
 * A hot statement of fixed text that runs as a named prepared statement on PostgreSQL: parsed
 * and planned once per connection instead of for every call (the pool of `openStore` reads
 * the name from the text's leading comment). On SQLite the connection caches it by text.
 */
export interface PreparedStatement {
  readonly text: string;
}

/** `name` is a code constant, unique per statement text; the text is a code constant too. */
export function preparedStatement(name: string, text: string): PreparedStatement {
  return { text: `${PREPARED_MARK}${name}*/ ${text}` };
}

/** Runs a prepared statement inside `db` (a transaction's connection, or the pool). */
export async function runPrepared<Row>(db: Db, statement: PreparedStatement, params: readonly unknown[]): Promise<Row[]> {
  return (await db.executeQuery<Row>(CompiledQuery.raw(statement.text, [...params]))).rows;
}
