import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is being changed here
type Db = Kysely<any>;

/** Tags get an optional colour like folders: `#rrggbb`, or null for none. */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('tags').addColumn('color', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('tags').dropColumn('color').execute();
}
