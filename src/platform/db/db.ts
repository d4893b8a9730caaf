import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type PostgresPool, type PostgresPoolClient, sql, type Transaction } from 'kysely';
import { copyRows } from './copy.js';
import { type PreparedStatement, preparedName } from './prepared.js';
import type pg from 'pg';
import { SchemaScopedPostgresDialect } from './postgres-dialect.js';
import { GatedSqliteDialect } from './sqlite-dialect.js';
import { fixedStatement } from './sqlite-statements.js';
import { createWriteGateMemory, openWriteGate, type WriteGateRole } from './sqlite-write-gate.js';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

/** A connection or an open transaction: what every query function takes. */
export type Db = Kysely<Database> | Transaction<Database>;

/** A store handle: Kysely for queries plus what the platform needs to know about it. */
export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The connection string it was opened with (a worker thread opens its own connection). */
  url: string;
  /** PostgreSQL schema the store lives in, when not the default search path. */
  schema?: string;
  /**
   * SQLite only: the connection under Kysely. Statements run on it join Kysely's open
   * transaction; the click writer uses it for per-row prepared statements, which skip the
   * query builder's per-call cost (ADR 0104).
   */
  sqlite?: SqliteDatabase.Database;
  /** SQLite only: the write gate's shared memory, for the click writer's thread to open. */
  sqliteWriteGate?: SharedArrayBuffer;
  /**
   * Runs a hot statement outside the query builder and any transaction: a named prepared
   * statement on PostgreSQL (parsed and planned once per connection), a cached one on SQLite.
   * Its text holds `$1`, `$2`... on PostgreSQL and `?` on SQLite.
   */
  queryPrepared<Row>(statement: PreparedStatement, params: readonly unknown[]): Promise<Row[]>;
  /**
   * PostgreSQL only: appends rows to a table with one COPY, outside any transaction (copy.ts):
   * the click writer's batches.
   */
  copyRows?(table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** PostgreSQL only: run every query inside this schema (test isolation). */
  searchPath?: string;
  poolSize?: number;
  /**
   * PostgreSQL only: keep idle connections open instead of closing them after 10 s (pg's
   * default). For a pool whose owner stops on its own when idle (the click writer thread).
   */
  keepIdleConnections?: boolean;
  /** SQLite only: page cache size (default 64 MiB). */
  sqliteCacheMiB?: number;
  /** SQLite only: join another thread's write gate (default: a new gate, on the request side). */
  sqliteWriteGate?: { memory: SharedArrayBuffer; role: WriteGateRole };
}

let pgModule: typeof pg | null = null;

/** The pg driver, loaded by the first PostgreSQL store: a SQLite process never holds it (about 2 MB of heap). */
function loadPg(): typeof pg {
  if (pgModule) return pgModule;
  const loaded = createRequire(import.meta.url)('pg') as typeof pg;
  // int8 (COUNT, SUM, bigserial) arrives as a string by default; our values stay far below 2^53.
  loaded.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  loaded.types.setTypeParser(1700, (value) => Number(value));
  return (pgModule = loaded);
}

/** Opens SQLite (`sqlite:<path>`, `sqlite::memory:`) or PostgreSQL (`postgres://...`). */
export function openStore(url: string, options: StoreOptions = {}): Store {
  const store = url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length), options) : openPostgres(url, options);
  return { ...store, url };
}

function openSqlite(path: string, options: StoreOptions): Omit<Store, 'url'> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // Page cache in KiB (negative). The server shares SQLITE_CACHE_MB out over its connections
  // (app/connections.ts); 64 MiB for anything else that opens the store (CLI, benchmarks).
  const cacheKiB = (options.sqliteCacheMiB ?? 64) * 1024;
  database.pragma(`cache_size = -${cacheKiB}`);
  // Temporary tables and sorts in a temporary file (the OS's page cache), not in the heap: an
  // in-memory temp store keeps its high-water mark, and the click fold's scratch tables of up
  // to 200,000 clicks held 40 to 80 MB of resident memory that never went back (ADR 1009).
  database.pragma('temp_store = FILE');
  // The temporary file's own page cache gets the same share: `cache_size` sets the main
  // database's only, and better-sqlite3 builds SQLite with a 16 MB default, which the fold's
  // scratch tables filled and kept (ADR 1013).
  database.pragma(`temp.cache_size = -${cacheKiB}`);
  // Checkpoint every 64 MiB of WAL instead of 4 MiB: a click batch rewrites the same visitor
  // index pages, and copying them back (with an fsync) once per 16 batches instead of once per
  // batch made ingest about 20% faster (ADR 0104).
  database.pragma('wal_autocheckpoint = 16000');
  const gate = options.sqliteWriteGate ?? { memory: createWriteGateMemory(), role: 'foreground' };
  const dialect = new GatedSqliteDialect({ database: withStatementCache(database) }, openWriteGate(gate.memory, gate.role));
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'sqlite',
    sqlite: database,
    sqliteWriteGate: gate.memory,
    // SQLite's side of queryPrepared: prepared once per text, run synchronously.
    queryPrepared: async <Row>(statement: PreparedStatement, params: readonly unknown[]) => fixedStatement(database, statement.text).all(...params) as Row[],
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/**
 * The statement cache is bounded by the length of the SQL it keeps: SQLite holds about 40
 * bytes of compiled program per byte of a multi-row INSERT's text, so 500 cached batch
 * statements of different row counts held over 100 MB. 256 KiB of SQL is at most about
 * 10 MB of statements. The click writer's statements are single-row, of fixed text
 * (click-log.repository.ts); a statement longer than 64 KiB is prepared for each use.
 */
export const STATEMENT_CACHE_SQL_BYTES = 256 * 1024;
const STATEMENT_MAX_SQL_BYTES = 64 * 1024;

/**
 * Kysely prepares every query anew; compiling SQL costs more than running a point lookup,
 * so prepared statements are kept (LRU, bounded in SQL length) and reused for the same SQL
 * text. Transactions begin IMMEDIATE (see below).
 */
export function withStatementCache(database: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  let cachedBytes = 0;
  return {
    close: () => database.close(),
    prepare(query: string) {
      // Take the write lock when a transaction starts: a deferred BEGIN that reads first fails
      // with SQLITE_BUSY_SNAPSHOT (no busy wait) when another connection (the click writer's
      // thread) commits before it writes.
      const sqlText = query === 'begin' ? 'begin immediate' : query;
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText);
        statements.set(sqlText, statement);
        return statement;
      }
      statement = database.prepare(sqlText);
      if (sqlText.length > STATEMENT_MAX_SQL_BYTES) return statement;
      statements.set(sqlText, statement);
      cachedBytes += sqlText.length;
      for (const oldest of statements.keys()) {
        if (cachedBytes <= STATEMENT_CACHE_SQL_BYTES) break;
        statements.delete(oldest);
        cachedBytes -= oldest.length;
      }
      return statement;
    },
    /** How many statements and how much SQL text are kept (tests, metrics). */
    stats: () => ({ statements: statements.size, sqlBytes: cachedBytes }),
  };
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time. A text that
 * opens with a `@name` comment (prepared.ts `preparedStatement`) goes as a named statement instead:
 * parsed and planned once per connection. The click writer's batch statements are the reason.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely calls query(text, values), or query(cursor) for a stream: the latter passes through.
    query: ((text: string | pg.Submittable, values?: unknown[]) => {
      if (typeof text !== 'string') return client.query(text);
      const name = preparedName(text);
      return name === null ? client.query(text, values) : client.query({ name, text, values: values ?? [] });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let face = clients.get(client);
      if (!face) clients.set(client, (face = wrap(client)));
      return face;
    },
    end: () => pool.end(),
  };
}

function openPostgres(url: string, options: StoreOptions): Omit<Store, 'url'> {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    // 0: never closed for idleness.
    ...(options.keepIdleConnections ? { idleTimeoutMillis: 0 } : {}),
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool: withNamedStatements(pool) }) });
  // A schema chosen in the URL (`?options=-c search_path=x`) is the store's schema too.
  const schema = options.searchPath ?? /search_path(?:=|%3D)([A-Za-z0-9_]+)/.exec(url)?.[1];
  return {
    db,
    dialect: 'postgres',
    ...(schema ? { schema } : {}),
    queryPrepared: async <Row>({ text }: PreparedStatement, params: readonly unknown[]) => (await pool.query({ name: preparedName(text)!, text, values: [...params] })).rows as Row[],
    copyRows: (table, columns, rows) => copyRows(pool, table, columns, rows),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
