import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

/** A store handle: Kysely for queries plus what the platform needs to know about it. */
export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the store lives in, when not the default search path. */
  schema?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** PostgreSQL only: run every query inside this schema (test isolation). */
  searchPath?: string;
  poolSize?: number;
}

// int8 (COUNT, SUM, bigserial) arrives as a string by default; our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number(value));

/** Opens SQLite (`sqlite:<path>`, `sqlite::memory:`) or PostgreSQL (`postgres://...`). */
export function openStore(url: string, options: StoreOptions = {}): Store {
  return url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url, options);
}

function openSqlite(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, options: StoreOptions): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ...(options.searchPath ? { schema: options.searchPath } : {}),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
