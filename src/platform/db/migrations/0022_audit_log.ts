import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * The audit log (ADR 1003): one row per change made by a person or an API token, written in the
 * change's transaction. The actor's email and the token's prefix are copied in, not referenced,
 * so an entry still names who acted after the user or token is gone. Kept for the workspace
 * plan's `analytics_retention_days`.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const table = db.schema.createTable('audit_log');
  await (dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('workspace_id', 'bigint', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'bigint')
    .addColumn('actor_email', 'text')
    .addColumn('actor_token_id', 'bigint')
    .addColumn('actor_token_prefix', 'text')
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    // JSON: { field: { before, after } }, secrets redacted.
    .addColumn('changes', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_workspace').on('audit_log').columns(['workspace_id', 'id']).execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
