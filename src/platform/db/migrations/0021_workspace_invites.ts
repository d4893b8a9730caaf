import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * Invites to a workspace by email (ADR 1002): only the SHA-256 of the emailed secret is kept,
 * so a leaked table joins no one. An accepted invite stays as a record of who let whom in.
 */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const table = db.schema.createTable('workspace_invites');
  await (dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('workspace_id', 'bigint', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema.createIndex('workspace_invites_workspace').on('workspace_invites').columns(['workspace_id', 'email']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('workspace_invites').execute();
}
