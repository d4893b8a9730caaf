import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How a prepared statement's text opens: a comment holding `@` and its name. */
const PREPARED_MARK = '/*@';

/**
 * A hot statement of fixed text that runs as a named prepared statement on PostgreSQL: parsed
 * and planned once per connection instead of for every call (the pool of `openStore` reads
 * the name from the text's leading comment). On SQLite the connection caches it by text.
 */
export interface PreparedStatement {
  readonly text: string;
}

/** The name a prepared statement's text carries, or null for any other text. */
export function preparedName(text: string): string | null {
  return text.startsWith(PREPARED_MARK) ? text.slice(PREPARED_MARK.length, text.indexOf('*/')) : null;
}

/** `name` is a code constant, unique per statement text; the text is a code constant too. */
export function preparedStatement(name: string, text: string): PreparedStatement {
  return { text: `${PREPARED_MARK}${name}*/ ${text}` };
}

/** Runs a prepared statement inside `db` (a transaction's connection, or the pool); `Store.queryPrepared` runs one outside the query builder. */
export async function runPrepared<Row>(db: Db, statement: PreparedStatement, params: readonly unknown[]): Promise<Row[]> {
  return (await db.executeQuery<Row>(CompiledQuery.raw(statement.text, [...params]))).rows;
}
