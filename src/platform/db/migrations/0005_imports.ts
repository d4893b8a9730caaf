import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/** Imports of link files (ADR 0403): the job's state, the uploaded bytes, row failures, and each link's source key. */
export async function up(db: Db, dialect: Dialect): Promise<void> {
  const id =
    dialect === 'sqlite'
      ? db.schema.createTable('imports').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      : db.schema.createTable('imports').addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
  await id
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('on_conflict', 'text', (col) => col.notNull())
    .addColumn('filename', 'text')
    .addColumn('size_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    // null until the job has counted the file's records.
    .addColumn('total', 'integer')
    // Records done (created, skipped or failed): the job resumes after this one.
    .addColumn('cursor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('imports_user').on('imports').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('imports_status').on('imports').columns(['status', 'id']).execute();

  // The upload, in order, where every instance can read it; deleted when the import ends.
  await db.schema
    .createTable('import_chunks')
    .addColumn('import_id', 'bigint', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('data', dialect === 'sqlite' ? 'blob' : 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_chunks_pk', ['import_id', 'seq'])
    .execute();

  await db.schema
    .createTable('import_errors')
    .addColumn('import_id', 'bigint', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('row', 'integer', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_errors_pk', ['import_id', 'row'])
    .execute();

  // The source's own id of an imported link (format + short code, or a hash of the row), so a
  // second import of the same file skips it; unique among the account's live links.
  await db.schema.alterTable('links').addColumn('source_key', 'text').execute();
  await db.schema.alterTable('links').addColumn('import_id', 'bigint').execute();
  await sql`create unique index links_user_source_key on links (user_id, source_key) where source_key is not null and deleted_at is null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index links_user_source_key`.execute(db);
  await db.schema.alterTable('links').dropColumn('import_id').execute();
  await db.schema.alterTable('links').dropColumn('source_key').execute();
  await db.schema.dropTable('import_errors').execute();
  await db.schema.dropTable('import_chunks').execute();
  await db.schema.dropTable('imports').execute();
}
