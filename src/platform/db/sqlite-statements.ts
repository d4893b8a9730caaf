import type SqliteDatabase from 'better-sqlite3';

const statements = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

/**
 * A statement of fixed text, prepared once per connection and kept for its life: for the few
 * hot statements that skip the query builder (a redirect's cache miss, the click writer's
 * rollups). Unbounded on purpose: `text` is always a code constant, so there are only a handful.
 */
export function fixedStatement(database: SqliteDatabase.Database, text: string): SqliteDatabase.Statement {
  let byText = statements.get(database);
  if (!byText) statements.set(database, (byText = new Map()));
  let statement = byText.get(text);
  if (!statement) byText.set(text, (statement = database.prepare(text)));
  return statement;
}
