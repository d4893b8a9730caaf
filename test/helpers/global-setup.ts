import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openStore } from '../../src/platform/db/db.js';
import { postgresUrl } from './stores.js';

/** Gives this run's PostgreSQL test schemas a prefix of their own (read by stores.ts in each worker). */
export function setup(): void {
  process.env.TEST_SCHEMA_PREFIX = `t${randomBytes(3).toString('hex')}_`;
}

/**
 * Drops this run's PostgreSQL schemas once every test file is done. Dropping one while other
 * files ran broke their migrations: Kysely's introspection resolves every table of every
 * schema by name (`pg_get_serial_sequence`), and fails on a schema dropped under it.
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
