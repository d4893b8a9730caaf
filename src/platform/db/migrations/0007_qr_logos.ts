import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/** Logos drawn in the centre of a link's QR code (ADR 0502): one per account, one per link. */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const id =
    dialect === 'sqlite'
      ? db.schema.createTable('qr_logos').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      : db.schema.createTable('qr_logos').addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
  await id
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // null: the account's logo; else the link's own.
    .addColumn('link_id', 'bigint', (col) => col.references('links.id').onDelete('cascade'))
    // Only the re-encoded pixels are kept (RGBA PNG), never the uploaded file.
    .addColumn('png', dialect === 'sqlite' ? 'blob' : 'bytea', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('source_type', 'text', (col) => col.notNull())
    // SHA-256 of png (base64url, 22 characters): names the pixels in a code's ETag.
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('qr_logos_account').on('qr_logos').column('user_id').unique().where(sql.ref('link_id'), 'is', null).execute();
  await db.schema.createIndex('qr_logos_link').on('qr_logos').column('link_id').unique().where(sql.ref('link_id'), 'is not', null).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('qr_logos').execute();
}
