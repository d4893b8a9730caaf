import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * `domains.verify_token`: the verification value, kept while the domain is pending so its page
 * can show the record to publish until it is verified (ADR 0621); cleared on verification.
 * `import_errors.destination_url` and `.slug`: what a failed row asked for, shown beside why.
 * `import_notes`: rows imported otherwise than they asked (a short code our rules refuse), and why.
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('domains').addColumn('verify_token', 'text').execute();
  await db.schema.alterTable('import_errors').addColumn('destination_url', 'text').execute();
  await db.schema.alterTable('import_errors').addColumn('slug', 'text').execute();
  await db.schema
    .createTable('import_notes')
    .addColumn('import_id', 'bigint', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('row', 'integer', (col) => col.notNull())
    .addColumn('destination_url', 'text')
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_notes_pk', ['import_id', 'row'])
    .execute();
}

export async function down(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('import_notes').execute();
  await db.schema.alterTable('import_errors').dropColumn('slug').execute();
  await db.schema.alterTable('import_errors').dropColumn('destination_url').execute();
  await db.schema.alterTable('domains').dropColumn('verify_token').execute();
}
