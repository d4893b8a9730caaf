import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * Email verification, password reset and email change (ADR 0701). Accounts that exist before
 * this migration count as verified. A link sent by email is kept only as the SHA-256 of its
 * secret, with what it may do, for whom, until when, and whether it was spent.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.updateTable('users').set({ email_verified_at: sql.ref('created_at') }).execute();
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // reset | verify | email_change
    .addColumn('purpose', 'text', (col) => col.notNull())
    // The address the link was sent to: verify and email_change confirm exactly this one.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
