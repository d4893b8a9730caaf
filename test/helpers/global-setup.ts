import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openStore } from '../../src/platform/db/db.js';
import { postgresUrl } from './stores.js';

/** Gives this run's PostgreSQL test schemas a prefix of their own (read by stores.ts in each worker). */
export function setup(): void {
  process.env.TEST_SCHEMA_PREFIX = `t${randomBytes(3).toString('hex')}_`;
}

/**
 * Drops this run's PostgreSQL schemas once every test file is done, rather than each file its
 * own: one statement at the end, and no file's schema vanishes while another file introspects.
 */
export async function teardown(): Promise<void> {
  const url = postgresUrl();
  const prefix = process.env.TEST_SCHEMA_PREFIX;
  if (!url || !prefix) return;
  const store = openStore(url, { poolSize: 1 });
  try {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_namespace where starts_with(nspname, ${prefix})`.execute(store.db);
    for (const { name } of rows) await sql`drop schema if exists ${sql.id(name)} cascade`.execute(store.db);
  } finally {
    await store.close();
  }
}
