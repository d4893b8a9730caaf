import { type Kysely, sql } from 'kysely';
import type { Database } from './tables.js';
import type { Db } from './db.js';

/**
 * Runs `work` inside `trx` under a savepoint: when it throws, only its own writes are rolled
 * back and the transaction goes on (on PostgreSQL, even after a failed statement).
 */
export async function withSavepoint<T>(trx: Db, name: string, work: () => Promise<T>): Promise<T> {
  await sql`savepoint ${sql.id(name)}`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint ${sql.id(name)}`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${sql.id(name)}`.execute(trx);
    throw error;
  }
}

/** Runs `work` in `db` when it is already a transaction, else in a new one. */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return (db as Kysely<Database>).transaction().execute(work);
}
