import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/** Branded domains (ADR 0401) and how many a plan allows. */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const id =
    dialect === 'sqlite'
      ? db.schema.createTable('domains').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      : db.schema.createTable('domains').addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
  await id
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Lower case, ASCII (punycode), no trailing dot.
    .addColumn('hostname', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    // SHA-256 of the verification token: the token itself is shown once.
    .addColumn('verify_token_hash', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('last_checked_at', 'text')
    .addColumn('next_check_at', 'text')
    .addColumn('check_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_check_error', 'text')
    .addColumn('root_url', 'text')
    .addColumn('not_found_url', 'text')
    .addColumn('expired_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('domains_user_hostname').on('domains').columns(['user_id', 'hostname']).unique().execute();
  // Several accounts may try a name; only one can own it.
  await db.schema.createIndex('domains_verified_hostname').on('domains').column('hostname').unique().where(sql.ref('status'), '=', 'verified').execute();
  // The re-check job's query: pending domains by due time.
  await db.schema.createIndex('domains_due').on('domains').columns(['status', 'next_check_at']).execute();

  // null = unlimited, as for the other counts of a plan.
  await db.schema.alterTable('plans').addColumn('domains', 'integer').execute();
  await db.updateTable('plans').set({ domains: 0 }).where('name', '=', 'free').execute();
  await db.updateTable('plans').set({ domains: 3 }).where('name', '=', 'pro').execute();
  await db.updateTable('plans').set({ domains: null }).where('name', '=', 'business').execute();
}
