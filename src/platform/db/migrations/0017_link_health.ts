import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

const WEEK_S = 7 * 24 * 3600;

/**
 * Destination health checks (ADR 0811). `links.health`: ok | broken | unknown, with when and why;
 * `health_failed_at` starts a streak of failed checks (broken needs two, a retry delay apart);
 * `health_due_at` is when the next check is due. `plans.health_check_interval_s`: Free weekly,
 * Pro daily, Business hourly. `health_notices`: alerts waiting for the owner's daily digest.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('links').addColumn('health', 'text', (col) => col.notNull().defaultTo('unknown')).execute();
  await db.schema.alterTable('links').addColumn('health_checked_at', 'text').execute();
  await db.schema.alterTable('links').addColumn('health_reason', 'text').execute();
  await db.schema.alterTable('links').addColumn('health_failed_at', 'text').execute();
  await db.schema.alterTable('links').addColumn('health_due_at', 'text').execute();
  await db.schema.createIndex('links_health_due').on('links').columns(['health_due_at']).execute();
  await db.schema.createIndex('links_user_health').on('links').columns(['user_id', 'health']).execute();
  await db.schema.alterTable('plans').addColumn('health_check_interval_s', 'integer', (col) => col.notNull().defaultTo(WEEK_S)).execute();
  await db.updateTable('plans').set({ health_check_interval_s: 24 * 3600 }).where('name', '=', 'pro').execute();
  await db.updateTable('plans').set({ health_check_interval_s: 3600 }).where('name', '=', 'business').execute();
  const notices = db.schema.createTable('health_notices');
  await (dialect === 'sqlite'
    ? notices.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : notices.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('link_id', 'bigint', (col) => col.notNull().references('links.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema.createIndex('health_notices_user').on('health_notices').columns(['user_id', 'mailed_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('health_notices').execute();
  await db.schema.alterTable('plans').dropColumn('health_check_interval_s').execute();
  await db.schema.dropIndex('links_user_health').execute();
  await db.schema.dropIndex('links_health_due').execute();
  for (const column of ['health_due_at', 'health_failed_at', 'health_reason', 'health_checked_at', 'health']) {
    await db.schema.alterTable('links').dropColumn(column).execute();
  }
}
