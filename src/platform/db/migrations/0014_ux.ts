import type { Kysely } from 'kysely';
import type { Dialect } from '../db.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/**
 * `domains.verify_token`: the verification value, kept while the domain is pending so its page
 * can show the record to publish until it is verified (ADR 0621); cleared on verification.
 * `import_errors.destination_url` and `.slug`: what a failed row asked for, shown beside why.
 */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('domains').addColumn('verify_token', 'text').execute();
  await db.schema.alterTable('import_errors').addColumn('destination_url', 'text').execute();
  await db.schema.alterTable('import_errors').addColumn('slug', 'text').execute();
}

export async function down(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('import_errors').dropColumn('slug').execute();
  await db.schema.alterTable('import_errors').dropColumn('destination_url').execute();
  await db.schema.alterTable('domains').dropColumn('verify_token').execute();
}
