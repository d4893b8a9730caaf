import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type Dialect, openStore, type Store } from '../../src/platform/db/db.js';
import { migrateTo } from '../../src/platform/db/migrate.js';

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else a postgres DATABASE_URL. */
export function postgresUrl(): string | null {
  for (const candidate of [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL]) {
    if (candidate && /^postgres(ql)?:\/\//.test(candidate)) return candidate;
  }
  if (process.env.CI === 'true') {
    throw new Error('CI=true but neither TEST_DATABASE_URL nor DATABASE_URL points at PostgreSQL: the PostgreSQL suite must run in CI');
  }
  return null;
}

/** Every store the suite runs against here: SQLite always, PostgreSQL when configured. */
export const DIALECTS: Dialect[] = postgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestStore {
  store: Store;
  /** A URL that opens the same database (and schema) again, e.g. for a second app instance. */
  url: string;
  searchPath?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated, isolated store: a temp SQLite file, or a throwaway PostgreSQL schema. */
/** A fresh store; `upTo` stops its schema at that migration (the latest by default). */
export async function createTestStore(dialect: Dialect, upTo: string | null = null): Promise<TestStore> {
  const id = randomBytes(6).toString('hex');
  if (dialect === 'sqlite') {
    const path = join(tmpdir(), `shortener-test-${id}.db`);
    const store = openStore(`sqlite:${path}`);
    await migrateTo(store, upTo);
    return {
      store,
      url: `sqlite:${path}`,
      drop: async () => {
        await store.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
      },
    };
  }
  const url = postgresUrl()!;
  // The run's prefix (global-setup.ts) lets its teardown find and drop every schema it made.
  const schema = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}${id}`;
  const admin = openStore(url, { poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const store = openStore(url, { searchPath: schema, poolSize: 5 });
  await migrateTo(store, upTo);
  return {
    store,
    url,
    searchPath: schema,
    // The schema itself is dropped after the whole run (global-setup.ts).
    drop: () => store.close(),
  };
}

/** The Redis server tests use (REDIS_URL); required in CI so the Redis suite never silently skips. */
export function redisUrl(): string | null {
  const url = process.env.REDIS_URL;
  if (url && /^rediss?:\/\//.test(url)) return url;
  if (process.env.CI === 'true') throw new Error('CI=true but REDIS_URL is not set: the Redis suite must run in CI');
  return null;
}
